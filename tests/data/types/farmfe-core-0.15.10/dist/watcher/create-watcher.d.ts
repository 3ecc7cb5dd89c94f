import { FSWatcher } from 'chokidar';
import { ResolvedUserConfig } from '../index.js';
export declare function createWatcher(config: ResolvedUserConfig, files: string[]): FSWatcher;
