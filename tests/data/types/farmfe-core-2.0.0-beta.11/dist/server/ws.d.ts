import type { Server } from 'node:http';
import type { WebSocket as WebSocketRaw } from 'ws';
import { WebSocketServer as WebSocketServerRaw_ } from 'ws';
import type { WebSocket as WebSocketTypes } from '../types/ws.js';
import { ILogger } from '../utils/logger.js';
import type { Server as FarmDevServer } from './index.js';
import { CustomPayload, ErrorPayload, HMRPayload, InferCustomEventPayload } from './type.js';
export interface WebSocketServer {
    /**
     * Listen on port and host
     */
    listen(): void;
    /**
     * Get all connected clients.
     */
    clients: Set<WebSocketClient>;
    /**
     * Disconnect all clients and terminate the server.
     */
    close(): Promise<void>;
    /**
     * Handle custom event emitted by `import.meta.hot.send`
     */
    on: WebSocketTypes.Server['on'] & {
        <T extends string>(event: T, listener: WebSocketCustomListener<InferCustomEventPayload<T>>): void;
    };
    /**
     * Unregister event listener.
     */
    off: WebSocketTypes.Server['off'] & {
        (event: string, listener: Function): void;
    };
}
export interface WebSocketClient {
    /**
     * Send event to the client
     */
    send(payload: HMRPayload): void;
    /**
     * Send custom event
     */
    send(event: string, payload?: CustomPayload['data']): void;
    /**
     * The raw WebSocket instance
     * @advanced
     */
    socket: WebSocketTypes;
}
export type WebSocketCustomListener<T> = (data: T, client: WebSocketClient) => void;
export declare class WsServer {
    #private;
    private readonly devServer;
    wss: WebSocketServerRaw_;
    customListeners: Map<string, Set<WebSocketCustomListener<any>>>;
    clientsMap: WeakMap<WebSocketRaw, WebSocketClient>;
    bufferedError: ErrorPayload | null;
    logger: ILogger;
    httpServer: any;
    wsHttpServer: Server | undefined;
    private serverConfig;
    private port;
    private host;
    private hmrServerWsListener;
    private hmrOrigins;
    /**
     * Creates a new WebSocket server instance.
     */
    constructor(devServer: FarmDevServer);
    /**
     * Gets the server name.
     * @returns {string} Returns "ws".
     */
    get name(): string;
    private generateHMROrigins;
    /**
     * Creates the WebSocket server.
     */
    createWebSocketServer(): Promise<void>;
    /**
     * Starts listening for WebSocket connections.
     */
    listen(): void;
    /**
     * Adds a listener for the specified event.
     * @param {string} event - The name of the event.
     * @param {Function} fn - The listener function.
     */
    on(event: string, fn: () => void): void;
    /**
     * Removes a listener for the specified event.
     * @param {string} event - The name of the event.
     * @param {Function} fn - The listener function to remove.
     */
    off(event: string, fn: () => void): void;
    /**
     * Gets all connected clients.
     * @returns {Set<WebSocketClient>} A set of connected clients.
     */
    get clients(): Set<WebSocketClient>;
    /**
     * Sends a message to all connected clients.
     * @param {...any} args - The message arguments to send.
     */
    send(...args: any[]): void;
    /**
     * Closes the WebSocket server.
     * @returns {Promise<void>} A promise that resolves when the server is closed.
     */
    close(): Promise<void>;
}
