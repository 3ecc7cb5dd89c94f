import EventEmitter from 'node:events';
import type { FSWatcher, WatchOptions } from 'chokidar';
import { Compiler } from '../compiler/index.js';
import type { ResolvedUserConfig } from '../config/index.js';
export declare const debugWatcher: (...args: any[]) => any;
interface IWatcher {
    resolvedWatchOptions: WatchOptions;
    extraWatchedFiles: string[];
    getInternalWatcher(): FSWatcher;
    filterWatchFile(file: string, root: string): boolean;
    getExtraWatchedFiles(compiler?: Compiler | null): string[];
    watchExtraFiles(): void;
    createWatcher(): Promise<void>;
    resolveChokidarOptions(): void;
    close(): Promise<void>;
}
export default class Watcher extends EventEmitter implements IWatcher {
    config: ResolvedUserConfig;
    private watchedFiles;
    resolvedWatchOptions: WatchOptions;
    extraWatchedFiles: string[];
    private _watcher;
    constructor(config: ResolvedUserConfig);
    on(event: 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir', listener: (path: string) => void): this;
    add(paths: string | ReadonlyArray<string>): this;
    unwatch(paths: string | ReadonlyArray<string>): this;
    getWatched(): {
        [directory: string]: string[];
    };
    getInternalWatcher(): FSWatcher;
    filterWatchFile(file: string, root: string): boolean;
    getExtraWatchedFiles(compiler?: Compiler | null): string[];
    watchExtraFiles(): void;
    createWatcher(): Promise<void>;
    resolveChokidarOptions(): void;
    close(): Promise<void>;
    isConfigFilesChanged(file: string): boolean;
}
export declare function watchFileChangeAndRebuild(resolvedUserConfig: ResolvedUserConfig, compiler: Compiler, onRebuild: () => Promise<void>): Promise<void>;
export {};
