/**
 * The following is modified based on source found in
 * https://github.com/vitejs/vite
 *
 * MIT Licensed
 * Copyright (c) 2019-present, (Evan) You and Vite contributors
 * https://github.com/vitejs/vite/blob/main/LICENSE
 */
import type { Server } from 'node:net';
import { ResolvedUserConfig } from '../config/types.js';
export interface ResolvedServerUrls {
    local: string[];
    network: string[];
}
export interface Hostname {
    host: string | undefined;
    name: string;
}
export declare const urlRegex: RegExp;
export declare const loopbackHosts: Set<string>;
export declare const wildcardHosts: Set<string>;
export declare function resolveServerUrls(server: Server, config: ResolvedUserConfig, type?: 'dev' | 'preview'): Promise<ResolvedServerUrls>;
export declare function resolveHostname(optionsHost: string | boolean | undefined): Promise<Hostname>;
/**
 * Setup a listener for SIGTERM and SIGINT signals, and call the given callback
 * function when either signal is received.
 *
 * @param callback - callback function to be called when SIGTERM is received
 * @returns {void}
 */
export declare const setupSIGTERMListener: (callback: (signal?: "SIGTERM", exitCode?: number) => Promise<void>) => void;
/**
 * Remove a listener for SIGTERM and SIGINT signals.
 *
 * @param callback - callback function to be removed when SIGTERM is received
 */
export declare const teardownSIGTERMListener: (callback: Parameters<typeof setupSIGTERMListener>[0]) => void;
/**
 * Returns resolved localhost address when `dns.lookup` result differs from DNS
 *
 * `dns.lookup` result is same when defaultResultOrder is `verbatim`.
 * Even if defaultResultOrder is `ipv4first`, `dns.lookup` result maybe same.
 * For example, when IPv6 is not supported on that machine/network.
 */
export declare function getLocalhostAddressIfDiffersFromDNS(): Promise<string | undefined>;
