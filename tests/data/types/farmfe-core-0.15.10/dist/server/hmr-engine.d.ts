import { Compiler } from '../compiler/index.js';
import { DevServer } from './index.js';
import { Logger } from '../utils/index.js';
import { JsUpdateResult } from '../../binding/binding.js';
export declare class HmrEngine {
    private _logger;
    private _updateQueue;
    private _compiler;
    private _devServer;
    private _onUpdates;
    private _lastAttemptWasError;
    private _lastModifiedTimestamp;
    constructor(compiler: Compiler, devServer: DevServer, _logger: Logger);
    callUpdates(result: JsUpdateResult): void;
    onUpdateFinish(cb: (result: JsUpdateResult) => void): void;
    recompileAndSendResult: () => Promise<JsUpdateResult>;
    hmrUpdate(absPath: string | string[], force?: boolean): Promise<void>;
}
