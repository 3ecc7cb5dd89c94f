import { NormalizedServerConfig, UserConfig } from './types.js';
export declare function normalizeDevServerConfig(userConfig: UserConfig | undefined): NormalizedServerConfig;
