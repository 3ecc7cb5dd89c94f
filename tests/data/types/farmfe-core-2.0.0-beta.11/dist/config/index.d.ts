import { JsPlugin } from '../index.js';
import { CompilationMode } from './env.js';
import { normalizeUserCompilationConfig } from './normalize-config/index.js';
import { resolveUserConfig } from './resolve-config.js';
import { normalizeDevServerConfig } from './resolve-server.js';
import type { commandType, FarmCliOptions, ResolvedUserConfig, UserConfig, UserConfigExport, UserConfigFnObject } from './types.js';
export { normalizeUserCompilationConfig, resolveUserConfig, normalizeDevServerConfig };
export * from './constants.js';
export * from './env.js';
export * from './types.js';
export declare function defineFarmConfig(config: UserConfig): UserConfig;
export declare function defineFarmConfig(config: Promise<UserConfig>): Promise<UserConfig>;
export declare function defineFarmConfig(config: UserConfigFnObject): UserConfigFnObject;
export declare function defineFarmConfig(config: UserConfigExport): UserConfigExport;
declare const COMMANDS: {
    readonly START: "start";
    readonly BUILD: "build";
    readonly WATCH: "watch";
    readonly PREVIEW: "preview";
    readonly CLEAN: "clean";
};
/**
 * Resolve and load user config from the specified path
 * @param configPath
 */
export declare function resolveConfig(inlineOptions: FarmCliOptions & UserConfig, command: commandType, defaultMode?: CompilationMode): Promise<ResolvedUserConfig>;
export declare function handleLazyCompilation(config: ResolvedUserConfig, command: keyof typeof COMMANDS): Promise<void>;
export declare function resolvePlugins(userConfig: UserConfig, mode: CompilationMode): Promise<{
    jsPlugins: JsPlugin[];
    vitePlugins: (object | (() => {
        vitePlugin: any;
        filters: string[];
    }))[];
    rustPlugins: [string, string][];
    vitePluginAdapters: JsPlugin[];
}>;
export declare function resolveAndFilterAsyncPlugins(plugins?: JsPlugin[]): Promise<JsPlugin[]>;
