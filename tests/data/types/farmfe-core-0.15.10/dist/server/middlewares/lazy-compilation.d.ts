/**
 * Lazy compilation middleware. Using the same logic as HMR middleware, but
 */
import { Middleware } from 'koa';
import { DevServer } from '../index.js';
export declare function lazyCompilation(devSeverContext: DevServer): Middleware;
