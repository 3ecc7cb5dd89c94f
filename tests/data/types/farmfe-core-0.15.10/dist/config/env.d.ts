/**
 * The following is modified based on source found in
 * https://github.com/vitejs/vite/pull/14391/files
 */
export declare function loadEnv(mode: string, envDir: string, prefixes?: string | string[]): [env: Record<string, string>, existsEnvFiles: string[]];
export type CompilationMode = 'development' | 'production';
export declare function setProcessEnv(mode: CompilationMode): void;
