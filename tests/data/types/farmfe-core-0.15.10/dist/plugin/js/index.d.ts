import { type JsPlugin, type UserConfig, Logger } from '../../index.js';
export { VitePluginAdapter } from './vite-plugin-adapter.js';
type VitePluginType = object | (() => {
    vitePlugin: any;
    filters: string[];
});
type VitePluginsType = VitePluginType[];
export declare function handleVitePlugins(vitePlugins: VitePluginsType, userConfig: UserConfig, logger: Logger): Promise<JsPlugin[]>;
export declare function processVitePlugin(vitePlugin: VitePluginType, userConfig: UserConfig, filters: string[], jsPlugins: JsPlugin[], logger: Logger): void;
export declare function convertPlugin(plugin: JsPlugin): void;
