import type { RollupError } from 'rollup';
export declare function prepareError(err: Error & {
    potentialSolution?: string;
}): {
    message: string;
    stack: string;
    id: string;
    frame: string;
    plugin: string;
    pluginCode: string;
    loc: {
        column: number;
        file?: string;
        line: number;
    };
    potential: string;
};
export declare function stripAnsi(str: string): string;
export declare function cleanStack(stack: string): string;
export declare function buildErrorMessage(err: RollupError, args?: string[], includeStack?: boolean): string;
