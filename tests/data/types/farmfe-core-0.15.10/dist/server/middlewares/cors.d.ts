import { Middleware } from 'koa';
import { DevServer } from '../index.js';
export declare function cors(devSeverContext: DevServer): Middleware;
