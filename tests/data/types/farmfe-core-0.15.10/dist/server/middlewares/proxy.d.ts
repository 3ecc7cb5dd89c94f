import { IKoaProxiesOptions } from 'koa-proxies';
import type { DevServer } from '../index.js';
import { UserConfig } from '../../config/types.js';
import Application, { Middleware } from 'koa';
import { Logger } from '../../utils/logger.js';
export type ProxiesOptions = IKoaProxiesOptions;
export declare function useProxy(options: UserConfig['server']['proxy'], app: Application, logger: Logger): void;
export declare function proxy(devSeverContext: DevServer): Middleware;
