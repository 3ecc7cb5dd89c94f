import type { UserConfig } from './types.js';
export declare function parseUserConfig(config: unknown): UserConfig;
