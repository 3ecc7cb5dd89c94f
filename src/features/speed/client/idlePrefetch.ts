import type {ClientModule} from '@docusaurus/types';
import {createPrefetcher, type Schedule} from '@site/src/features/speed/client/prefetchQueue';
import {slowConnection} from '@site/src/features/speed/client/slowConnection';
import {prefetchFile, replaceDocusaurusPrefetch, routeChunkFiles} from './idlePrefetch.internals';

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
 * fetched by its own helper. Every Docusaurus internal this needs is in
 * ./idlePrefetch.internals.ts.
 */

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

let installed = false;

function install(): void {
  if (installed) return;
  const prefetcher = createPrefetcher({
    filesOf: routeChunkFiles,
    fetchFile: prefetchFile,
    fetched: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    schedule: idleSchedule,
    slow: slowConnection,
  });
  installed = replaceDocusaurusPrefetch((path) => prefetcher.prefetch(path));
}

const clientModule: ClientModule = {
  // Runs in the layout effect of the first render, before the intersection observers of its links report.
  onRouteDidUpdate: install,
};

export default clientModule;
