import { UserConfig } from '../config/types.js';
export declare function checkPublicFile(url: string, config: UserConfig): Promise<string>;
export declare function initPublicFiles(config: UserConfig): Promise<Set<string> | undefined>;
