import { Config } from '../../../binding/index.js';
import { ResolvedUserConfig } from '../index.js';
export declare function normalizePersistentCache(config: Config['config'], resolvedUserConfig: ResolvedUserConfig): Promise<void>;
