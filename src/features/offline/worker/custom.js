/**
 * Runtime caching for offline reading, run inside @docusaurus/plugin-pwa's worker (its `swCustom`): pages
 * network first, hashed assets and search shards cache first, the search manifest network first, and the
 * offline page for an unvisited page when the network is off. README.md, "Offline reading".
 * The plugin's own code installs the precache (src/features/offline/shared/requests.js, isPrecached) and answers it.
 */
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {cacheNames} from 'workbox-core';
import {OFFLINE_PAGE, RUNTIME_LIMITS, requestKind, staticOfflinePage} from '../shared/requests';

export default function swCustom({offlineMode}) {
  if (!offlineMode) return;
  const {scope} = self.registration;
  const scopePath = new URL(scope).pathname;
  // Cache storage is shared by the origin's workers (English at /, Chinese at /zh/): names carry the scope.
  const cacheName = (kind) => `farm-${kind}-${scope}`;
  const strategyFor = (kind, Strategy) =>
    new Strategy({
      cacheName: cacheName(kind),
      plugins: [
        new CacheableResponsePlugin({statuses: [200]}),
        new ExpirationPlugin({maxEntries: RUNTIME_LIMITS[kind], purgeOnQuotaError: true}),
      ],
    });
  const strategies = {
    page: strategyFor('page', NetworkFirst),
    asset: strategyFor('asset', CacheFirst),
    image: strategyFor('image', StaleWhileRevalidate),
    'search-manifest': strategyFor('search-manifest', NetworkFirst),
    'search-shard': strategyFor('search-shard', CacheFirst),
  };
  const kindOf = (request) =>
    request.method === 'GET' ? requestKind(new URL(request.url), request.mode, self.location.origin, scopePath) : null;
  for (const [kind, strategy] of Object.entries(strategies)) {
    registerRoute(({request}) => kindOf(request) === kind, strategy);
  }

  async function offlinePage() {
    const cache = await caches.open(cacheNames.precache);
    const offlinePath = `${scopePath}${OFFLINE_PAGE}`;
    const key = (await cache.keys()).find((request) => new URL(request.url).pathname === offlinePath);
    const cached = key && (await cache.match(key));
    if (!cached) return Response.error();
    return new Response(staticOfflinePage(await cached.text()), {
      status: 503,
      headers: {'Content-Type': 'text/html; charset=utf-8'},
    });
  }
  setCatchHandler(({request}) => (request.mode === 'navigate' ? offlinePage() : Promise.resolve(Response.error())));

  // The page that installed the worker was loaded before it: take control of it at once, so that its later
  // requests (search index, pages) are kept, and src/features/offline/client/offlinePages.ts hands over what it loaded.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

  // A page reached by a link inside the app loads its code but not its HTML; the page that installed the worker
  // loaded everything before it. src/features/offline/client/offlinePages.ts names them here, to be fetched and kept.
  self.addEventListener('message', (event) => {
    const {type, url, resources} = event.data ?? {};
    if (type !== 'FARM_CACHE_PAGE' || typeof url !== 'string') return;
    const wanted = [
      [url, 'navigate'],
      ...(Array.isArray(resources) ? resources : []).map((resource) => [resource, 'no-cors']),
    ];
    const jobs = wanted.flatMap(([href, mode]) => {
      if (typeof href !== 'string') return [];
      const target = new URL(href, self.location.href);
      const kind = requestKind(target, mode, self.location.origin, scopePath);
      if (!kind || (mode === 'navigate') !== (kind === 'page')) return [];
      return [strategies[kind].handle({request: new Request(target.href), event}).catch(() => undefined)];
    });
    event.waitUntil(Promise.all(jobs));
  });
}
