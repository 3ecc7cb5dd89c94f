/**
 * The following is modified based on source found in
 * https://github.com/vitejs/vite/blob/main/packages/vite/src/node/env.ts
 *
 * MIT License
 * Copyright (c) 2019-present, Yuxi (Evan)
 * https://github.com/vitejs/vite/blob/main/LICENSE
 *
 * Farm draws on the code of part of the vite server in order to better achieve the compatibility
 * progress of the vite ecosystem and the integrity of vite's ecological development,
 * which can reduce many unknown or known problems.
 */
import type { OutgoingHttpHeaders as HttpServerHeaders } from 'node:http';
import type { ServerOptions as HttpsServerOptions } from 'node:https';
import connect from 'connect';
import { Logger } from '../utils/logger.js';
import { HttpServer } from './index.js';
import { ProxyOptions } from './middlewares/proxy.js';
export interface CommonServerOptions {
    port?: number;
    strictPort?: boolean;
    host?: string | boolean;
    https?: HttpsServerOptions;
    open?: boolean | string;
    proxy?: Record<string, string | ProxyOptions>;
    cors?: CorsOptions | boolean;
    headers?: HttpServerHeaders;
}
export type CorsOrigin = boolean | string | RegExp | (string | RegExp)[];
export interface CorsOptions {
    origin?: CorsOrigin | ((origin: string, cb: (err: Error, origins: CorsOrigin) => void) => void);
    methods?: string | string[];
    allowedHeaders?: string | string[];
    exposedHeaders?: string | string[];
    credentials?: boolean;
    maxAge?: number;
    preflightContinue?: boolean;
    optionsSuccessStatus?: number;
}
export interface ResolvedServerUrls {
    local: string[];
    network: string[];
}
export declare class httpServer {
    logger: Logger;
    protected httpServer: HttpServer | null;
    protected resolvedUrls: ResolvedServerUrls | null;
    constructor();
    protected resolveHttpServer({ proxy }: CommonServerOptions, app: connect.Server, httpsOptions?: HttpsServerOptions): Promise<HttpServer>;
    protected resolveHttpsConfig(https: HttpsServerOptions | undefined): Promise<HttpsServerOptions | undefined>;
    /**
     * Starts the HTTP server.
     * @protected
     * @param {Object} serverOptions - The server options.
     * @returns {Promise<number>} The port the server is listening on.
     * @throws {Error} If the server fails to start.
     */
    protected httpServerStart(serverOptions: {
        port: number;
        strictPort: boolean | undefined;
        host: string | undefined;
    }): Promise<number>;
}
