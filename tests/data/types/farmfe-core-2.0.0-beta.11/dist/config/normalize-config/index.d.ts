import { CompilationMode } from '../env.js';
import { ResolvedCompilation, ResolvedUserConfig } from '../types.js';
/**
 * Normalize user config and transform it to rust compiler compatible config
 *
 *
 * ResolvedUserConfig is a parameter passed to rust Compiler,
 * and ResolvedUserConfig is generated from UserConfig.
 * When UserConfig is different from ResolvedUserConfig,
 * a legal value should be given to the ResolvedUserConfig field here,
 * and converted from UserConfig in the subsequent process.
 *
 * @param config
 * @returns resolved config that parsed to rust compiler
 */
export declare function normalizeUserCompilationConfig(resolvedUserConfig: ResolvedUserConfig, mode?: CompilationMode): Promise<ResolvedCompilation>;
export declare function normalizePublicDir(root: string, publicDir?: string): string;
export declare function checkCompilationInputValue(userConfig: ResolvedUserConfig): Promise<{
    index?: string;
}>;
