import type * as http from 'node:http';
import type Connect from 'connect';
import httpProxy from 'http-proxy';
import { CommonServerOptions } from '../http.js';
import type { Server as DevServer, HttpServer } from '../index.js';
import { PreviewServer } from '../preview.js';
export interface ProxyOptions extends httpProxy.ServerOptions {
    rewrite?: (path: string) => string;
    configure?: (proxy: httpProxy, options: ProxyOptions) => void;
    bypass?: (req: http.IncomingMessage, res: http.ServerResponse, options: ProxyOptions) => void | null | undefined | false | string;
    rewriteWsOrigin?: boolean | undefined;
}
export declare function proxyMiddleware(app: DevServer | PreviewServer, middlewareServer: HttpServer, config: NonNullable<CommonServerOptions['proxy']>): Connect.NextHandleFunction;
