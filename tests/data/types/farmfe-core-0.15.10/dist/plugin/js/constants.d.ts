export declare const VITE_DEFAULT_ASSETS: string[];
