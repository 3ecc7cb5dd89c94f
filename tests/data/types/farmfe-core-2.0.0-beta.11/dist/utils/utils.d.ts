import { Server as DevServer } from '../server/index.js';
import type { PreviewServer } from '../server/preview.js';
export declare function safeJsonParse<T>(v: string, defaultValue?: T): T;
export declare const isDevServer: (app: DevServer | PreviewServer) => app is DevServer;
