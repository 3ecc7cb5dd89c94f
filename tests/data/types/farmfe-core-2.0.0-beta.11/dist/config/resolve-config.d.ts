import { DefaultOptionsType, ResolvedUserConfig, UserConfig } from './types.js';
export declare function createDefaultConfig(options: DefaultOptionsType): UserConfig;
export declare function resolveUserConfig(userConfig: UserConfig, configFilePath?: string | undefined): Promise<ResolvedUserConfig>;
