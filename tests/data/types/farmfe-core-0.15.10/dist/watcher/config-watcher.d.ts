import { ResolvedUserConfig } from '../config/index.js';
export declare class ConfigWatcher {
    private resolvedUserConfig;
    private watcher;
    private _close;
    constructor(resolvedUserConfig: ResolvedUserConfig);
    watch(callback: (file: string[]) => void): this;
    close(): void;
}
