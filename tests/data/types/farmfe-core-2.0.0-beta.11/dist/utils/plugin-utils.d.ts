import { Alias } from '../config/types.js';
import { CompilationContext } from '../plugin/type.js';
export declare const getAdditionContext: (cwd: string, option: {
    globals?: string[];
    additionalData?: string | ((content: string, currentFile: string) => string | Promise<string>);
}, currentFile: string, content: string, ctx: CompilationContext, pluginName: string) => Promise<string>;
export declare function throwError(pluginName: string, type: string, error: Error): void;
export declare function getAliasEntries(entries: Record<string, string> | Array<Alias>): any;
export declare function transformAliasWithVite(alias: Array<Alias>): Record<string, string>;
export declare function removeSlash(path: string): string;
