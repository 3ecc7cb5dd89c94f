export declare function isCacheDirExists(dir: string): Promise<boolean>;
