import { CompilationMode } from '../../config/env.js';
import { type JsPlugin, type UserConfig } from '../../index.js';
export * from './js-plugin-schema.js';
export * from './utils.js';
export { VitePluginAdapter } from './vite-plugin-adapter.js';
type VitePluginType = object | (() => {
    vitePlugin: any;
    filters: string[];
});
type VitePluginsType = VitePluginType[];
export declare function handleVitePlugins(vitePlugins: VitePluginsType, userConfig: UserConfig, mode: CompilationMode): Promise<JsPlugin[]>;
export declare function processVitePlugin(vitePlugin: VitePluginType, userConfig: UserConfig, filters: string[], jsPlugins: JsPlugin[], mode: CompilationMode): void;
export declare function convertPlugin(plugin: JsPlugin): {
    [x: string]: any;
};
export declare function convertPluginVite(plugin: JsPlugin): void;
