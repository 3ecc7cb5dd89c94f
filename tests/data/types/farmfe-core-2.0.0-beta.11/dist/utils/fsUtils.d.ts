import fs from 'node:fs';
import { ResolvedUserConfig } from '../config/index.js';
declare function isDirectory(path: string): boolean;
declare function tryResolveRealFile(file: string, preserveSymlinks?: boolean): string | undefined;
declare function tryResolveRealFileWithExtensions(filePath: string, extensions: string[], preserveSymlinks?: boolean): string | undefined;
declare function tryResolveRealFileOrType(file: string, preserveSymlinks?: boolean): {
    path?: string;
    type: 'directory' | 'file';
} | undefined;
declare function windowsSafeRealPathSync(path: string): string;
export declare let safeRealpathSync: typeof fs.realpathSync.native | typeof windowsSafeRealPathSync;
export declare const commonFsUtils: {
    existsSync: typeof fs.existsSync;
    isDirectory: typeof isDirectory;
    tryResolveRealFile: typeof tryResolveRealFile;
    tryResolveRealFileWithExtensions: typeof tryResolveRealFileWithExtensions;
    tryResolveRealFileOrType: typeof tryResolveRealFileOrType;
};
export declare function readFileIfExists(value?: string | Buffer | any[]): Promise<string | any[] | Buffer>;
export declare function findNodeModulesRecursively(rootPath: string): Promise<string[]>;
export declare function copyPublicDirectory(resolvedUserConfig: ResolvedUserConfig): Promise<void>;
export {};
