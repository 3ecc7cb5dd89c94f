import { Config } from '../../binding/index.js';
import { CompilationMode } from './env.js';
import { Logger } from '../utils/index.js';
import type { FarmCLIOptions, NormalizedServerConfig, ResolvedUserConfig, UserConfig, UserHmrConfig, UserServerConfig } from './types.js';
export * from './types.js';
export declare const DEFAULT_CONFIG_NAMES: string[];
export declare function defineFarmConfig(config: UserConfig | Promise<UserConfig>): UserConfig | Promise<UserConfig>;
/**
 * Resolve and load user config from the specified path
 * @param configPath
 */
export declare function resolveConfig(inlineOptions: FarmCLIOptions, logger: Logger, mode?: CompilationMode): Promise<ResolvedUserConfig>;
/**
 * Normalize user config and transform it to rust compiler compatible config
 * @param config
 * @returns resolved config that parsed to rust compiler
 */
export declare function normalizeUserCompilationConfig(userConfig: ResolvedUserConfig, logger: Logger, mode?: CompilationMode): Promise<Config['config']>;
export declare const DEFAULT_HMR_OPTIONS: Required<UserHmrConfig>;
export declare const DEFAULT_DEV_SERVER_OPTIONS: NormalizedServerConfig;
export declare function normalizeDevServerOptions(options: UserServerConfig | undefined, mode: string): NormalizedServerConfig;
export declare function normalizePublicDir(root: string, userPublicDir?: string): string;
/**
 * @param publicPath  publicPath option
 * @param logger  logger instance
 * @param isPrefixNeeded  whether to add a prefix to the publicPath
 * @returns  normalized publicPath
 */
export declare function normalizePublicPath(publicPath: string, logger: Logger, isPrefixNeeded?: boolean): string;
/**
 * Load config file from the specified path and return the config and config file path
 * @param configPath the config path, could be a directory or a file
 * @param logger custom logger
 * @returns loaded config and config file path
 */
export declare function loadConfigFile(configPath: string, logger?: Logger): Promise<{
    config: UserConfig;
    configFilePath: string;
} | undefined>;
