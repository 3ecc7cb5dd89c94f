import type { UserConfig as ViteUserConfig } from 'vite';
import type { UserConfig } from '../../config/types.js';
import { Logger } from '../../index.js';
export declare function farmUserConfigToViteConfig(config: UserConfig): ViteUserConfig;
export declare function proxyViteConfig(viteConfig: ViteUserConfig, pluginName: string, logger: Logger): ViteUserConfig;
export declare function viteConfigToFarmConfig(config: ViteUserConfig, origFarmConfig: UserConfig, pluginName: string): UserConfig;
