import { FSWatcher } from 'chokidar';
import { Compiler } from '../compiler/index.js';
import { DevServer } from '../server/index.js';
import type { ResolvedUserConfig } from '../config/index.js';
interface ImplFileWatcher {
    watch(): Promise<void>;
}
export declare class FileWatcher implements ImplFileWatcher {
    serverOrCompiler: DevServer | Compiler;
    options: ResolvedUserConfig;
    private _root;
    private _watcher;
    private _logger;
    private _close;
    constructor(serverOrCompiler: DevServer | Compiler, options: ResolvedUserConfig);
    getInternalWatcher(): FSWatcher;
    watch(): Promise<void>;
    private getCompilerFromServerOrCompiler;
    close(): void;
}
export declare function clearModuleCache(modulePath: string): void;
export {};
