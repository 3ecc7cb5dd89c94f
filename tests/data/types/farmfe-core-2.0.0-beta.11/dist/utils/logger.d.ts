import { ResolvedUserConfig } from '../config/types.js';
import { ColorFunction } from './color.js';
import { ResolvedServerUrls } from './http.js';
type LogLevelNames = 'trace' | 'debug' | 'info' | 'warn' | 'error';
export interface ILogger {
    trace(message: string, clearScreen?: Boolean): void;
    debug(message: string, clearScreen?: Boolean): void;
    info(message: string, clearScreen?: Boolean): void;
    warn(message: string, clearScreen?: Boolean): void;
    warnOnce(message: string, clearScreen?: Boolean): void;
    errorOnce(message: string | Error, clearScreen?: Boolean): void;
    error(message: string | Error, options?: ErrorOptions, clearScreen?: Boolean): void;
}
export interface ErrorOptions {
    exit?: boolean;
    e?: Error;
    error?: Error;
}
interface LoggerOptions {
    prefix?: string;
    customLogger?: Logger;
    allowClearScreen?: boolean;
    brandColor?: ColorFunction;
    exit?: boolean;
    timeUnit?: 's' | 'ms';
}
export declare class Logger implements ILogger {
    private levelValues;
    prefix: string;
    canClearScreen: boolean;
    colorMap: {
        trace: (input: string) => string;
        debug: (input: string) => string;
        info: (input: string) => string;
        warn: (input: string) => string;
        error: (input: string) => string;
    };
    private clear;
    private customLogger?;
    private timeUnit;
    constructor({ prefix, allowClearScreen, customLogger, timeUnit, brandColor }?: LoggerOptions, levelValues?: Record<LogLevelNames, number>);
    private brandPrefix;
    formatTime(duration: number): string;
    private logMessage;
    setPrefix(options: LoggerOptions): void;
    trace(message: string, clearScreen?: boolean): void;
    debug(message: string, clearScreen?: boolean): void;
    info(message: string, clearScreen?: boolean): void;
    warn(message: string, clearScreen?: boolean): void;
    error(message: string | Error, errorOptions?: ErrorOptions, clearScreen?: boolean): void;
    infoOnce(message: string, clearScreen?: boolean): void;
    warnOnce(message: string, clearScreen?: boolean): void;
    errorOnce(message: string | Error, clearScreen?: boolean): void;
    hasErrorLogged(message: string | Error): boolean;
    hasWarnLogged(message: string): boolean;
}
export declare class NoopLogger extends Logger {
    setPrefix(_options: LoggerOptions): void;
    trace(_message: string): void;
    debug(_message: string): void;
    info(_message: string): void;
    warn(_message: string): void;
    error(_message: string | Error, _errorOptions?: ErrorOptions): void;
    infoOnce(_message: string): void;
    warnOnce(_message: string): void;
    errorOnce(_message: string | Error): void;
    hasErrorLogged(_message: string | Error): boolean;
    hasWarnLogged(_message: string): boolean;
}
export declare function bootstrapLogger(options?: LoggerOptions): Logger;
export declare function bootstrap(time: number, config: ResolvedUserConfig, hasCacheDir: boolean): void;
export declare const logger: Logger;
export declare function buildErrorMessage(err: any, args?: string[], includeStack?: boolean): string;
export declare function printServerUrls(urls: ResolvedServerUrls, optionsHost: string | boolean | undefined, logger: ILogger): void;
export {};
