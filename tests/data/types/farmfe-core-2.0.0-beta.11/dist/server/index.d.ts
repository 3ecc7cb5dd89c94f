export * from './preview.js';
import type { Server as HttpBaseServer, ServerOptions as HttpsServerOptions } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import connect from 'connect';
import { Compiler } from '../compiler/index.js';
import type { FarmCliOptions, NormalizedServerConfig, ResolvedUserConfig, UserConfig } from '../config/types.js';
import { Logger } from '../utils/logger.js';
import Watcher from '../watcher/index.js';
import { HmrEngine } from './hmr-engine.js';
import type { CommonServerOptions, ResolvedServerUrls } from './http.js';
import { httpServer } from './http.js';
import { WsServer } from './ws.js';
export type HttpServer = HttpBaseServer | Http2SecureServer;
type CompilerType = Compiler | undefined;
export type ServerConfig = CommonServerOptions & NormalizedServerConfig;
export declare const debugServer: (...args: any[]) => any;
export declare function shouldAutoSyncHmrPort(server: Pick<ServerConfig, 'port' | 'hmr'>): boolean;
export declare function syncServerPort(config: ResolvedUserConfig, serverPort: number, shouldSyncHmrPort?: boolean): void;
/**
 * Represents a Farm development server.
 * @class
 */
export declare class Server extends httpServer {
    #private;
    readonly inlineConfig: FarmCliOptions & UserConfig;
    ws: WsServer;
    serverOptions: ServerConfig;
    httpsOptions: HttpsServerOptions;
    shouldSyncHmrPort: boolean;
    publicDir: string | undefined;
    publicPath?: string;
    publicFiles?: Set<string>;
    httpServer: HttpServer;
    watcher: Watcher;
    hmrEngine?: HmrEngine;
    middlewares: connect.Server;
    compiler?: CompilerType;
    root: string;
    config: ResolvedUserConfig;
    closeHttpServerFn: () => Promise<void>;
    terminateServerFn: (_: unknown, exitCode?: number) => Promise<void>;
    postConfigureServerHooks: ((() => void) | void)[];
    logger: Logger;
    /**
     * Creates an instance of Server.
     * @param {FarmCliOptions & UserConfig} inlineConfig - The inline configuration options.
     */
    constructor(inlineConfig?: FarmCliOptions & UserConfig);
    /**
     * Creates a lazy compilation server that enable lazy compilation when targeting node
     */
    static createAndStartLazyCompilationServer(config: ResolvedUserConfig): Promise<Server>;
    /**
     * Creates and initializes the server.
     *
     * This method performs the following operations:
     * Resolves HTTPS configuration
     * Handles public files
     * Creates middleware
     * Creates HTTP server (if not in middleware mode)
     * Initializes HMR engine
     * Creates WebSocket server
     * Sets up Vite invalidation handler
     * Initializes middlewares
     *
     * @returns {Promise<void>} A promise that resolves when the server creation process is complete
     * @throws {Error} If an error occurs during the server creation process
     */
    static createServer(inlineConfig?: FarmCliOptions & UserConfig): Promise<Server>;
    /**
     * Restarts the server.
     * @returns {Promise<void>}
     */
    restartServer(): Promise<void>;
    /**
     * Checks if the server URLs have changed.
     * @param {ResolvedServerUrls} oldUrls - The old server URLs.
     * @param {ResolvedServerUrls} newUrls - The new server URLs.
     * @returns {boolean} True if the URLs have changed, false otherwise.
     */
    hasUrlsChanged(oldUrls: ResolvedServerUrls, newUrls: ResolvedServerUrls): boolean;
    /**
     * Restarts the server.
     */
    restart(): Promise<Server>;
    /**
     * Creates and initializes the WebSocket server.
     * @throws {Error} If the HTTP server is not created.
     */
    createWebSocketServer(): Promise<void>;
    /**
     * Creates and initializes the Hot Module Replacement (HMR) engine.
     * @throws {Error} If the HTTP server is not created.
     */
    createHmrEngine(): void;
    /**
     * Starts the server and begins listening for connections.
     * @returns {Promise<void>}
     * @throws {Error} If there's an error starting the server.
     */
    listen(): Promise<void>;
    /**
     * Get current compiler instance in the server
     * @returns { CompilerType } return current compiler, may be compiler or undefined
     */
    getCompiler(): CompilerType;
    /**
     * Set current compiler instance in the server
     * @param { Compiler } compiler - choose a new compiler instance
     */
    setCompiler(compiler: Compiler): void;
    /**
     * Adds additional files to be watched by the compiler.
     * @param {string} root - The root directory.
     * @param {string[]} deps - Array of file paths to be watched.
     */
    addWatchFile(root: string, deps: string[]): void;
    /**
     * Handles the configureServer hook.
     */
    handleConfigureServer(): Promise<void>;
    /**
     * Closes the server and sockets.
     * @returns {() => Promise<void>}
     */
    closeServer(): () => Promise<void>;
    close(): Promise<void>;
    printUrls(): void;
}
