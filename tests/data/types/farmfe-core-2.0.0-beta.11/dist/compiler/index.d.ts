import type { ResolvedCompilation, ResolvedUserConfig, Resource } from '../index.js';
import type { CompilerUpdateItem, JsApiMetadata, JsUpdateResult } from '../types/binding.js';
export declare const VIRTUAL_FARM_DYNAMIC_IMPORT_SUFFIX: ".farm_dynamic_import_virtual_module";
/**
 * Cause the update process is async, we need to keep the update queue to make sure the update process is executed in order.
 * So the latter update process will not override the previous one if they are updating at the same time.
 */
export interface UpdateQueueItem {
    paths: CompilerUpdateItem[];
    resolve: (res: JsUpdateResult) => void;
}
export interface TracedModuleGraph {
    root: string;
    modules: Array<{
        id: string;
        contentHash: string;
        packageName: string;
        packageVersion: string;
    }>;
    edges: Record<string, string[]>;
    reverseEdges: Record<string, string[]>;
}
export declare class Compiler {
    config: ResolvedUserConfig;
    private _bindingCompiler;
    private _updateQueue;
    private _onUpdateFinishQueue;
    compiling: boolean;
    private _compileFinishPromise;
    private _resolveCompileFinish;
    constructor(config: ResolvedUserConfig);
    traceDependencies(): Promise<object>;
    traceModuleGraph(): Promise<TracedModuleGraph>;
    compile(): Promise<void>;
    compileSync(): void;
    update(paths: CompilerUpdateItem[], sync?: boolean, ignoreCompilingCheck?: boolean, generateUpdateResource?: boolean): Promise<JsUpdateResult>;
    private isCompilingAndCheckIgnored;
    hasModule(resolvedPath: string): boolean;
    getParentFiles(idOrResolvedPath: string): string[];
    resources(): Record<string, Buffer>;
    resource(path: string): Buffer;
    resourcesMap(): Record<string, Resource>;
    /**
     * Writes the compiled resources to disk and calls the write resources hook.
     */
    writeResourcesToDisk(): void;
    callWriteResourcesHook(): void;
    removeOutputPathDir(): void;
    resolvedWatchPaths(): string[];
    resolvedModulePaths(root: string): string[];
    transformModulePath(root: string, p: string): string;
    onUpdateFinish(cb: () => void): void;
    outputPath(): string;
    addExtraWatchFile(root: string, paths: string[]): void;
    stats(): string;
    waitForCompileFinish(): Promise<void>;
    private _createCompileFinishPromise;
    private _resolveCompileFinishPromise;
    private checkCompiling;
    private getOutputPath;
    invalidateModule(moduleId: string): void;
    /**
     * write cache
     * @param name cache name
     * @param data data to be cached
     * @param options cache options
     */
    writeMetadata<V>(name: string, data: V, options?: JsApiMetadata | null): void;
    /**
     * read cache
     * @param name cache name
     * @param options cache options
     * @returns cached data, `undefined` if not exists
     */
    readMetadata<V>(name: string, options?: JsApiMetadata | null): V | undefined;
    readMetadataByScope<V>(scope: string): V[];
}
export declare function createCompiler(resolvedUserConfig: ResolvedUserConfig): Compiler;
export declare function createInlineCompiler(config: ResolvedUserConfig, options?: ResolvedCompilation): Compiler;
