import type { PluginContext } from 'rollup';
import type { UserConfig } from '../../config/types.js';
import type { CompilationContext } from '../type.js';
export declare function farmContextToViteContext(farmContext: CompilationContext, currentHandlingFile?: string, pluginName?: string, hookName?: string, config?: UserConfig): PluginContext;
