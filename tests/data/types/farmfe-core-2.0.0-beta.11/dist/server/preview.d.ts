import { OutgoingHttpHeaders, SecureServerOptions } from 'node:http2';
import connect from 'connect';
import { RequestHandler } from 'sirv';
import { PreviewServerMiddleware } from '../config/index.js';
import { FarmCliOptions, ResolvedUserConfig, UserConfig } from '../config/types.js';
import { type CommonServerOptions, type CorsOptions, httpServer } from './http.js';
import type { HttpServer } from './index.js';
import { type ProxyOptions } from './middlewares/proxy.js';
export interface PreviewServerOptions extends CommonServerOptions {
    headers: OutgoingHttpHeaders;
    host: string;
    port: number;
    strictPort: boolean;
    https: SecureServerOptions;
    distDir: string;
    open: boolean | string;
    cors: boolean | CorsOptions;
    proxy: Record<string, string | ProxyOptions>;
    middlewares?: PreviewServerMiddleware[];
}
/**
 * Represents a Farm preview server.
 * @class
 */
export declare class PreviewServer extends httpServer {
    #private;
    readonly inlineConfig: FarmCliOptions & UserConfig;
    config: ResolvedUserConfig;
    previewServerOptions: PreviewServerOptions;
    httpsOptions: SecureServerOptions;
    publicPath: string;
    httpServer: HttpServer;
    middlewares: connect.Server;
    serve: RequestHandler;
    closeHttpServerFn: () => Promise<void>;
    terminateServerFn: () => Promise<void>;
    /**
     * Creates an instance of PreviewServer.
     * @param {FarmCliOptions & UserConfig} inlineConfig - The inline configuration options.
     */
    constructor(inlineConfig: FarmCliOptions & UserConfig);
    /**
     * Creates and initializes the preview server.
     *
     * @returns {Promise<void>} A promise that resolves when the server is ready.
     * @throws {Error} If the server cannot be started.
     */
    createPreviewServer(): Promise<void>;
    /**
     * Start the preview server.
     *
     * @returns {Promise<void>}
     * @throws {Error} If there's an error starting the server.
     */
    listen(): Promise<void>;
    /**
     * Close the HTTP server gracefully.
     *
     * @returns {() => Promise<void>} A function that can be called to close the server.
     */
    closeHttpServer(): () => Promise<void>;
    /**
     * Close the preview server.
     *
     * @returns {Promise<void>}
     */
    close(): Promise<void>;
}
