export declare function traceDependencies(configFilePath: string): Promise<string[]>;
