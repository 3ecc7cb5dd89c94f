import { ResolvedUserConfig } from '../index.js';
export declare function compilerHandler(callback: () => Promise<void>, config: ResolvedUserConfig): Promise<void>;
