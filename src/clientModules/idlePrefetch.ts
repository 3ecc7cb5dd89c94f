import type {ClientModule} from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {createPrefetcher, type Schedule} from '@site/src/utils/prefetchQueue';
import {slowConnection} from '@site/src/utils/slowConnection';

/**
 * Link prefetching on visibility (SPEC: on hover, touch or visibility), in
 * idle time and once per file. Docusaurus's Link calls
 * `window.docusaurus.prefetch(path)` for each internal link that scrolls
 * into view, and its prefetch (in @docusaurus/core's docusaurus.js) adds a
 * `<link rel="prefetch">` for every chunk of the route at once, including
 * chunks already prefetched for another route and those the page has
 * loaded: on a doc page at desktop width, 277 link elements for 31 files,
 * about a third of the page load's script time, in long tasks right after
 * hydration. This replaces that one function: the paths wait for idle
 * time, are taken a few at a time, and each file is asked for once. Hover
 * and touch (Docusaurus's `preload`) are left as they are, and so is the
 * choice of what to prefetch: the route's chunks as Docusaurus names them,
 * fetched by its own helper.
 */

/** Injected by Docusaurus's ChunkAssetPlugin into the bundler's runtime: a chunk's URL by its name. */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

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

/** The files of a page's route and its parent routes, as Docusaurus's own prefetch lists them. */
function filesOf(path: string): string[] {
  return matchRoutes(routes, path)
    .flatMap((match) => chunkNamesOf(match.route.path ?? ''))
    .flatMap((name) => {
      const url = __webpack_require__.gca(name);
      // A chunk the bundler merged into another has no file of its own (Docusaurus skips it too).
      return url && !url.includes('undefined') ? [new URL(url, window.location.href).href] : [];
    });
}

const idleSchedule: Schedule = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 2000});
  else {
    // Safari: a short slice after the current work.
    setTimeout(() => {
      const end = performance.now() + 8;
      run({timeRemaining: () => Math.max(0, end - performance.now())});
    }, 50);
  }
};

type DocusaurusGlobal = {prefetch(path: string): unknown; preload(path: string): unknown};

let installed = false;

function install(): void {
  const global = window as unknown as {docusaurus?: DocusaurusGlobal};
  const current = global.docusaurus;
  if (!current || installed) return;
  installed = true;
  const prefetcher = createPrefetcher({
    filesOf,
    fetchFile: (url) => void prefetchUrl(url),
    fetched: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    schedule: idleSchedule,
    slow: slowConnection,
  });
  // Docusaurus freezes the object it puts there: a new one, with its preload as it is.
  global.docusaurus = Object.freeze({...current, prefetch: (path: string) => prefetcher.prefetch(path)});
}

const clientModule: ClientModule = {
  // Runs in the layout effect of the first render, before the intersection observers of its links report.
  onRouteDidUpdate: install,
};

export default clientModule;
