import { Middleware, Context, Next } from 'koa';
import { DevServer } from '../index.js';
export declare function sirvMiddleware(devSeverContext: DevServer): Middleware;
export declare function StaticFilesHandler(distDir: string): (ctx: Context, next: Next) => Promise<void>;
