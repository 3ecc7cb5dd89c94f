export declare function cleanUrl(url: string): string;
export declare const isImportRequest: (url: string) => boolean;
export declare function removeImportQuery(url: string): string;
export declare const knownJavascriptExtensionRE: RegExp;
export declare const urlRE: RegExp;
export declare function removeLeadingSlash(str: string): string;
