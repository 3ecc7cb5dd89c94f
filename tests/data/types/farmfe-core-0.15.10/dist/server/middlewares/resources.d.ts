/**
 * Serve resources that stored in memory. This middleware will be enabled when server.writeToDisk is false.
 */
import { Context, Middleware, Next } from 'koa';
import { Compiler } from '../../compiler/index.js';
import { DevServer } from '../index.js';
import { NormalizedServerConfig } from '../../config/types.js';
export declare function resourcesMiddleware(compiler: Compiler, config: NormalizedServerConfig, publicPath: string): (ctx: Context, next: Next) => Promise<void>;
export declare function resources(devSeverContext: DevServer): Middleware | Middleware[];
