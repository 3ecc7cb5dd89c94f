export type RustPlugin = string | [string, any];
/**
 * Resolve the binary plugin file, return [filePath, jsonStringifiedOptions]
 * @param plugin rust plugin config
 */
export declare function rustPluginResolver(plugin: RustPlugin, root: string): Promise<[string, string]>;
