import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps the bundler's persistent cache inside the generated-files folder of the process
 * (`.docusaurus/` for builds, `.docusaurus-dev-<locale>/` for each dev server: scripts/start.mjs),
 * instead of one `node_modules/.cache/rspack` shared by every process. Two processes writing one
 * cache at once corrupted it (Rspack panicked with "should have bucket pack metas"), and a folder
 * that is removed whole also removes its cache.
 */
export default function bundlerCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'farm-bundler-cache',
    configureWebpack() {
      // Docusaurus turns the persistent cache off with this variable; then there is nothing to place.
      if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
      return {
        experiments: {
          cache: {
            type: 'persistent',
            storage: {type: 'filesystem', directory: cacheDirectory(context.generatedFilesDir)},
          },
        },
      } as Record<string, unknown>;
    },
  };
}

/** Where a generated-files folder keeps its bundler cache. */
export function cacheDirectory(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'rspack-cache');
}
