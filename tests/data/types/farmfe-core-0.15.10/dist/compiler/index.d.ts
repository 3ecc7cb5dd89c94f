/// <reference types="node" resolution-mode="require"/>
/// <reference types="node" resolution-mode="require"/>
import type { Config, JsUpdateResult } from '../../binding/index.js';
export declare const VIRTUAL_FARM_DYNAMIC_IMPORT_PREFIX = "virtual:FARMFE_DYNAMIC_IMPORT:";
/**
 * Cause the update process is async, we need to keep the update queue to make sure the update process is executed in order.
 * So the latter update process will not override the previous one if they are updating at the same time.
 */
export interface UpdateQueueItem {
    paths: string[];
    resolve: (res: JsUpdateResult) => void;
}
export declare class Compiler {
    config: Config;
    private _bindingCompiler;
    private _updateQueue;
    private _onUpdateFinishQueue;
    compiling: boolean;
    private logger;
    constructor(config: Config);
    traceDependencies(): Promise<string[]>;
    compile(): Promise<void>;
    compileSync(): void;
    update(paths: string[], sync?: boolean, ignoreCompilingCheck?: boolean): Promise<JsUpdateResult>;
    hasModule(resolvedPath: string): boolean;
    getParentFiles(idOrResolvedPath: string): string[];
    resources(): Record<string, Buffer>;
    resource(path: string): Buffer;
    writeResourcesToDisk(base?: string): void;
    callWriteResourcesHook(): void;
    removeOutputPathDir(): void;
    resolvedWatchPaths(): string[];
    resolvedModulePaths(root: string): string[];
    transformModulePath(root: string, p: string): string;
    onUpdateFinish(cb: () => void): void;
    outputPath(): string;
    addExtraWatchFile(root: string, paths: string[]): void;
    modules(): import("../../binding/binding.js").Module[];
    getResolveRecords(id: string): import("../../binding/binding.js").ResolveRecord[];
    getTransformRecords(id: string): import("../../binding/binding.js").TransformRecord[];
    getProcessRecords(id: string): import("../../binding/binding.js").ModuleRecord[];
    getAnalyzeDepsRecords(id: string): import("../../binding/binding.js").AnalyzeDepsRecord[];
    getResourcePotRecordsById(id: string): import("../../binding/binding.js").ResourcePotRecord[];
}
