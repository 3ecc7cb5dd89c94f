import type {ClientModule} from '@docusaurus/types';

/**
 * Tells the service worker (src/features/offline/worker/custom.js) which pages to keep for offline reading, in the
 * two cases where it has not seen them go by: a page reached by a link inside the app loads its code but not its
 * HTML, and the page that installed the worker loaded everything before the worker existed (for that one, the
 * files it loaded are named too). README.md, "Offline reading".
 */
export const CACHE_PAGE_MESSAGE = 'FARM_CACHE_PAGE';

export type CachePageMessage = {type: typeof CACHE_PAGE_MESSAGE; url: string; resources: string[]};

/** Asks the controlling worker, if any, to keep the page at `url` and these files; true when it was asked. */
export function askToKeepPage(
  container: ServiceWorkerContainer | undefined,
  url: string,
  resources: readonly string[] = [],
): boolean {
  const worker = container?.controller;
  if (!worker) return false;
  const message: CachePageMessage = {type: CACHE_PAGE_MESSAGE, url, resources: [...resources]};
  worker.postMessage(message);
  return true;
}

/** The same-origin files this page has loaded so far (scripts, styles, images, fetched JSON). */
export function loadedResources(entries: readonly PerformanceEntry[], origin: string): string[] {
  return entries.map((entry) => entry.name).filter((name) => name.startsWith(`${origin}/`));
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  // A first visit: the new worker claims this page; hand over the page and what it loaded without the worker.
  container.addEventListener('controllerchange', () => {
    askToKeepPage(
      container,
      window.location.pathname,
      loadedResources(performance.getEntriesByType('resource'), window.location.origin),
    );
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || previousLocation.pathname === location.pathname) return;
    askToKeepPage(typeof navigator === 'undefined' ? undefined : navigator.serviceWorker, location.pathname);
  },
};

export default clientModule;
