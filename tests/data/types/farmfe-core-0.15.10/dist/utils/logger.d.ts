import { ColorFunction } from './color.js';
import { Config } from '../../binding/index.js';
type LogLevelNames = 'trace' | 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
    trace(message: string): void;
    debug(message: string): void;
    info(message: string): void;
    warn(message: string): void;
    warnOnce(message: string): void;
    errorOnce(message: string | Error): void;
    error(message: string | Error, options?: ErrorOptions): void;
}
export interface ErrorOptions {
    exit?: boolean;
    e?: Error;
    error?: Error;
}
interface LoggerOptions {
    name?: string;
    brandColor?: ColorFunction;
    exit?: boolean;
}
export declare class DefaultLogger implements Logger {
    options?: LoggerOptions;
    private levelValues;
    private prefix?;
    constructor(options?: LoggerOptions, levelValues?: Record<LogLevelNames, number>, prefix?: string);
    private brandPrefix;
    private logMessage;
    setPrefix(options: LoggerOptions): void;
    trace(message: string): void;
    debug(message: string): void;
    info(message: string, iOptions?: LoggerOptions): void;
    warn(message: string): void;
    error(message: string | Error, errorOptions?: ErrorOptions): void;
    infoOnce(message: string): void;
    warnOnce(message: string): void;
    errorOnce(message: string | Error): void;
    hasErrorLogged(message: string | Error): boolean;
    hasWarnLogged(message: string): boolean;
}
export declare function printServerUrls(urls: any, logger: Logger, previewFlag?: boolean): void;
export declare function bootstrapLogger(options?: LoggerOptions): Logger;
export declare function bootstrap(times: number, config: Config): void;
export {};
