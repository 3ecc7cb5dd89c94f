/**
 * record middleware.
 */
import { Middleware } from 'koa';
import { DevServer } from '../index.js';
export declare function records(devServer: DevServer): Middleware;
