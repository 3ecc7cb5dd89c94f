import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

/**
 * The Docusaurus internals behind the site's visibility prefetching (./idlePrefetch.ts), and nothing else.
 * Checked against @docusaurus/core 3.10.2 (and the react-router-config 5.1.1 it depends on) by
 * tests/unit/internals.test.ts, which names this file when one of these no longer holds:
 *
 * 1. `window.docusaurus` is the object `{prefetch(routePath), preload(routePath)}`, frozen, that
 *    `@docusaurus/core/lib/client/clientEntry.js` puts there before the app renders (from `./docusaurus.js`);
 *    the theme's `Link` (`lib/client/exports/Link.js`) calls `window.docusaurus.prefetch(path)` when a link
 *    scrolls into view and `window.docusaurus.preload(path)` on hover or touch, reading the property at each call.
 * 2. `@docusaurus/core/lib/client/prefetch.js` default-exports `prefetch(url: string): Promise<void>`: a
 *    `<link rel="prefetch">` (or an XHR where that is unsupported) that never rejects.
 * 3. `@docusaurus/core/lib/client/flat.js` default-exports `flat(tree): Record<string, string>`, the leaves of a
 *    route's chunk-name tree.
 * 4. `@generated/routesChunkNames` maps `${routePath}-${hash}` (the hash has no `-`) to that tree
 *    (`lib/server/codegen/codegenRoutes.js`), and `@generated/routes` is the route config that
 *    react-router-config's `matchRoutes(routes, path)` walks, as `docusaurus.js` does.
 * 5. The bundler's runtime has `__webpack_require__.gca(chunkName): string`, the chunk's URL, added to the
 *    client build by Docusaurus's ChunkAssetPlugin (`lib/webpack/plugins/ChunkAssetPlugin.js`, with Rspack and
 *    webpack alike); for a chunk merged into another, the URL contains `undefined`.
 */

/** Injected into the bundler's runtime by Docusaurus's ChunkAssetPlugin: a chunk's URL by its name. */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

/** What Docusaurus mounts on `window.docusaurus`. */
export type DocusaurusGlobal = {prefetch(path: string): unknown; preload(path: string): unknown};

/** Route paths (without the hash Docusaurus appends to their keys) → their chunk names, made on first use. */
let chunkNames: Map<string, string[]> | undefined;

function chunkNamesOf(routePath: string): string[] {
  if (!chunkNames) {
    chunkNames = new Map();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      const path = key.replace(/-[^-]+$/, '');
      chunkNames.set(path, [...(chunkNames.get(path) ?? []), ...Object.values(flat(chunks))]);
    }
  }
  return chunkNames.get(routePath) ?? [];
}

/**
 * The absolute URLs of the chunk files Docusaurus's own prefetch would fetch for a page path: those of its
 * route and its parent routes, in Docusaurus's order.
 */
export function routeChunkFiles(path: string): string[] {
  return matchRoutes(routes, path)
    .flatMap((match) => chunkNamesOf(match.route.path ?? ''))
    .flatMap((name) => {
      const url = __webpack_require__.gca(name);
      // A chunk the bundler merged into another has no file of its own (Docusaurus skips it too).
      return url && !url.includes('undefined') ? [new URL(url, window.location.href).href] : [];
    });
}

/** Starts fetching one file with Docusaurus's helper (it never rejects). */
export function prefetchFile(url: string): void {
  void prefetchHelper(url);
}

/**
 * Puts `prefetch` in place of Docusaurus's `window.docusaurus.prefetch`, keeping its `preload`; false when
 * Docusaurus has not mounted its object (then nothing changes).
 */
export function replaceDocusaurusPrefetch(prefetch: (path: string) => unknown): boolean {
  const global = window as unknown as {docusaurus?: DocusaurusGlobal};
  const current = global.docusaurus;
  if (!current) return false;
  // Docusaurus freezes the object it puts there: a new one, with its preload as it is.
  global.docusaurus = Object.freeze({...current, prefetch});
  return true;
}
