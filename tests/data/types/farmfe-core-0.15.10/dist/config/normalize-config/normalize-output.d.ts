import { Config } from '../../../binding/index.js';
export declare function normalizeOutput(config: Config['config'], isProduction: boolean): Promise<void>;
