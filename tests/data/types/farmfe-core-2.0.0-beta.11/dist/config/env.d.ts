export declare function loadEnv(mode: string, envDir: string, prefixes?: string | string[]): Record<string, string>;
export declare function getExistsEnvFiles(mode: string, envDir: string): string[];
export type CompilationMode = 'development' | 'production';
export declare function setProcessEnv(mode: CompilationMode): void;
export declare const isDisableCache: () => boolean;
export declare function getEnvFilesForMode(mode: string, envDir: string): string[];
