export * from './js/index.js';
export * from './rust/index.js';
import { CompilationMode, ConfigEnv, ResolvedUserConfig, type UserConfig } from '../config/index.js';
import type { JsPlugin } from './type.js';
export declare function resolveVitePlugins(config: UserConfig, mode: CompilationMode): Promise<JsPlugin[]>;
export declare function resolveFarmPlugins(config: UserConfig): Promise<{
    rustPlugins: [string, string][];
    jsPlugins: JsPlugin[];
}>;
export declare function resolveAsyncPlugins<T>(arr: T[]): Promise<T[]>;
export declare function resolveConfigHook(config: UserConfig, configEnv: ConfigEnv, plugins: JsPlugin[]): Promise<UserConfig>;
export declare function resolveConfigResolvedHook(config: ResolvedUserConfig, plugins: JsPlugin[]): Promise<void>;
export declare function getSortedPlugins(plugins: readonly JsPlugin[]): JsPlugin[];
export declare function getSortedPluginHooksBindThis(plugins: JsPlugin[], hookName: keyof JsPlugin): any[];
