// @ts-check
/**
 * Which of the service worker's caches answers a request (README.md, "Offline reading"). Pure, shared by the
 * worker (src/features/offline/worker/custom.js) and the build (the precache filter in docusaurus.config.ts),
 * tested in tests/unit/sw-requests.test.ts. JavaScript, not TypeScript: @docusaurus/plugin-pwa compiles the
 * worker with Babel for `.js` files only.
 */

/** Base paths of the locales other than the default one; each has its own worker, scoped to it. */
export const LOCALE_SCOPES = ['/zh/'];

/** The page shown for an unvisited page opened offline, relative to the locale's base URL. */
export const OFFLINE_PAGE = 'offline.html';

/**
 * Files (relative to the locale's base URL) installed with the worker, before any visit: the offline page,
 * what it needs to look like the site (the stylesheet and the favicon; the logo is cached with the first page), and the web app manifest and
 * its icons. Everything else is cached as the reader meets it.
 * @param {string} relative a path relative to the locale's base URL, without a leading slash
 * @returns {boolean}
 */
export function isPrecached(relative) {
  return (
    relative === OFFLINE_PAGE ||
    relative === 'manifest.json' ||
    relative === 'img/favicon.ico' ||
    /^img\/icons\/[\w-]+\.png$/.test(relative) ||
    /^assets\/css\/[\w.~-]+\.css$/.test(relative)
  );
}

/**
 * @typedef {'page' | 'asset' | 'image' | 'search-manifest' | 'search-shard'} RequestKind
 * page: an HTML navigation (network first, the cached copy offline, else the offline page);
 * asset: a content-hashed file under assets/ (cache first: its name changes with its content);
 * image: a file under img/ (the cached copy at once, refreshed in the background);
 * search-manifest: search-index/manifest.json, whose name is fixed (network first);
 * search-shard: a hashed search shard (cache first).
 */

/**
 * The kind of a GET request to the worker's own origin, or null when the worker leaves it to the network:
 * another origin, outside the worker's scope, another locale's scope (the English worker's scope `/` holds
 * `/zh/`), a precached file (the precache answers it), or a file no reader needs offline (feeds, sitemaps).
 * @param {URL} url
 * @param {string} mode the request's mode ('navigate' for a page load)
 * @param {string} origin the worker's origin
 * @param {string} scope the path of the worker's scope: '/' or '/zh/'
 * @returns {RequestKind | null}
 */
export function requestKind(url, mode, origin, scope) {
  if (url.origin !== origin || !url.pathname.startsWith(scope)) return null;
  if (LOCALE_SCOPES.some((other) => other !== scope && other.startsWith(scope) && url.pathname.startsWith(other))) {
    return null;
  }
  const relative = url.pathname.slice(scope.length);
  if (isPrecached(relative)) return null;
  if (mode === 'navigate') return 'page';
  if (relative === 'search-index/manifest.json') return 'search-manifest';
  if (/^search-index\/[^/]+\.json$/.test(relative)) return 'search-shard';
  if (relative.startsWith('assets/')) return 'asset';
  if (relative.startsWith('img/')) return 'image';
  return null;
}

/** How many entries each runtime cache keeps (least recently used go first); README.md gives the reasons. */
export const RUNTIME_LIMITS = {page: 150, asset: 600, image: 60, 'search-manifest': 1, 'search-shard': 12};

/** The precache budget per locale, in bytes: the build fails above it (README.md, "Offline reading"). */
export const PRECACHE_BUDGET = 400 * 1024;

/**
 * The offline page as the worker serves it in place of an unvisited page: without its script tags, so the
 * app does not try to render the unvisited route (whose code is not cached) over the message.
 * @param {string} html
 * @returns {string}
 */
export function staticOfflinePage(html) {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)["']?[^>]*>/gi, '');
}
