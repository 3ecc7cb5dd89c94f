export declare function slash(p: string): string;
export declare function withTrailingSlash(path: string): string;
export declare function stripQueryAndHash(path: string): string;
export declare function removeHashFromPath(path: string): string;
export declare function getShortName(file: string, root: string): string;
