import { Middleware } from 'koa';
import { DevServer } from '../index.js';
export declare function headers(devSeverContext: DevServer): Middleware;
