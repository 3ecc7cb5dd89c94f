import { FSWatcher } from 'chokidar';
import { DevServer } from '../../index.js';
import { Server } from '../../server/type.js';
import WsServer from '../../server/ws.js';
import { CompilationContext, ViteModule } from '../type.js';
export declare class ViteDevServerAdapter {
    moduleGraph: ViteModuleGraphAdapter;
    config: any;
    pluginName: string;
    watcher: FSWatcher;
    middlewares: any;
    middlewareCallbacks: any[];
    ws: WsServer;
    httpServer: Server;
    constructor(pluginName: string, config: any, server: DevServer);
}
export declare class ViteModuleGraphAdapter {
    context: CompilationContext;
    pluginName: string;
    constructor(pluginName: string);
    getModulesByFile(file: string): ViteModule[];
    getModuleById(id: string): ViteModule;
    getModuleByUrl(url: string): Promise<ViteModule | undefined>;
    invalidateModule(): void;
}
export declare function createViteDevServerAdapter(pluginName: string, config: any, server: DevServer): ViteDevServerAdapter;
export declare function createViteModuleGraphAdapter(pluginName: string): ViteModuleGraphAdapter;
