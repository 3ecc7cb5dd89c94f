import type { CompilerUpdateItem, JsUpdateResult } from '../types/binding.js';
import { Server as FarmDevServer } from './index.js';
export declare class HmrEngine {
    private readonly devServer;
    private _updateQueue;
    private _onUpdates;
    private _lastModifiedTimestamp;
    constructor(devServer: FarmDevServer);
    callUpdates(result: JsUpdateResult): void;
    onUpdateFinish(cb: (result: JsUpdateResult) => void): void;
    recompileAndSendResult: () => Promise<JsUpdateResult>;
    hmrUpdate(absPath: CompilerUpdateItem | CompilerUpdateItem[], force?: boolean): Promise<void>;
}
