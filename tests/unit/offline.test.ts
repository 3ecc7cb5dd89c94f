import {describe, expect, it, vi} from 'vitest';
import {
  OFFLINE_PAGE,
  PRECACHE_BUDGET,
  RUNTIME_LIMITS,
  isPrecached,
  requestKind,
  staticOfflinePage,
} from '../../src/features/offline/shared/requests';
import {shellOf} from '../../src/features/offline/node/precache';
import {CACHE_PAGE_MESSAGE, askToKeepPage, loadedResources} from '../../src/features/offline/client/offlinePages';

const origin = 'https://farmfe.org';
const kind = (path: string, mode = 'no-cors', scope = '/') => requestKind(new URL(path, origin), mode, origin, scope);

describe('requestKind: which cache answers a request', () => {
  it('pages are navigations; hashed assets, images and the search index have their own caches', () => {
    expect(kind('/docs/quick-start', 'navigate')).toBe('page');
    expect(kind('/', 'navigate')).toBe('page');
    expect(kind('/assets/js/main.0a1b2c3d.js')).toBe('asset');
    expect(kind('/img/logo.webp')).toBe('image');
    expect(kind('/search-index/manifest.json')).toBe('search-manifest');
    expect(kind('/search-index/en.docs-default-current.0123456789.json')).toBe('search-shard');
  });

  it('leaves the precache, other origins, other locales and unneeded files to others', () => {
    expect(kind('/offline.html', 'navigate')).toBeNull();
    expect(kind('/assets/css/styles.6a54b10e.css')).toBeNull();
    expect(kind('/manifest.json')).toBeNull();
    expect(requestKind(new URL('https://avatars.githubusercontent.com/u/1'), 'no-cors', origin, '/')).toBeNull();
    // The English worker's scope / holds /zh/, which the Chinese worker serves.
    expect(kind('/zh/docs/quick-start', 'navigate')).toBeNull();
    expect(kind('/zh/search-index/manifest.json')).toBeNull();
    expect(kind('/sitemap.xml')).toBeNull();
    expect(kind('/sw.js')).toBeNull();
  });

  it('the Chinese worker serves its own scope only', () => {
    expect(kind('/zh/docs/quick-start', 'navigate', '/zh/')).toBe('page');
    expect(kind('/zh/search-index/zh.default.0123456789.json', 'no-cors', '/zh/')).toBe('search-shard');
    expect(kind('/docs/quick-start', 'navigate', '/zh/')).toBeNull();
    expect(kind('/zh/offline.html', 'navigate', '/zh/')).toBeNull();
  });

  it('every runtime cache has a limit', () => {
    for (const limit of Object.values(RUNTIME_LIMITS)) expect(limit).toBeGreaterThan(0);
  });
});

describe('the precache', () => {
  const entry = (url: string, size = 1000) => ({url, revision: 'r', size});
  it('keeps the shell of the locale being built, never another locale or the search index', () => {
    const entries = [
      entry(OFFLINE_PAGE),
      entry('assets/css/styles.6a54b10e.css'),
      entry('img/icons/icon-192.png'),
      entry('manifest.json'),
      entry('index.html'),
      entry('docs/quick-start.html'),
      entry('assets/js/main.0a1b2c3d.js'),
      entry('search-index/en.default.0123456789.json'),
      entry('zh/offline.html'),
      entry('zh/search-index/zh.default.0123456789.json'),
    ];
    const {manifest, size} = shellOf(entries);
    expect(manifest.map((e) => e.url)).toEqual([
      OFFLINE_PAGE,
      'assets/css/styles.6a54b10e.css',
      'img/icons/icon-192.png',
      'manifest.json',
    ]);
    expect(size).toBe(4000);
    expect(isPrecached('zh/offline.html')).toBe(false);
  });

  it('fails the build above the budget', () => {
    expect(() => shellOf([entry(OFFLINE_PAGE, PRECACHE_BUDGET + 1)])).toThrow(/over its budget/);
    expect(() => shellOf([entry(OFFLINE_PAGE, PRECACHE_BUDGET)])).not.toThrow();
  });
});

describe('staticOfflinePage', () => {
  it('drops the app scripts and their preloads, keeps inline scripts and the content', () => {
    const html =
      '<head><link rel=preload href=/assets/js/main.js as=script><link rel=stylesheet href=/assets/css/s.css>' +
      '<script>theme()</script><script src=/assets/js/runtime~main.js defer></script></head>' +
      '<body><h1>You are offline</h1><script src="/assets/js/main.js"></script></body>';
    const page = staticOfflinePage(html);
    expect(page).not.toContain('main.js');
    expect(page).toContain('<script>theme()</script>');
    expect(page).toContain('rel=stylesheet');
    expect(page).toContain('<h1>You are offline</h1>');
  });
});

describe('askToKeepPage', () => {
  it('messages the controlling worker, and does nothing without one', () => {
    const postMessage = vi.fn();
    const container = {controller: {postMessage}} as unknown as ServiceWorkerContainer;
    expect(askToKeepPage(container, '/docs/quick-start', ['https://farmfe.org/assets/js/a.js'])).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({
      type: CACHE_PAGE_MESSAGE,
      url: '/docs/quick-start',
      resources: ['https://farmfe.org/assets/js/a.js'],
    });
    expect(askToKeepPage({controller: null} as unknown as ServiceWorkerContainer, '/')).toBe(false);
    expect(askToKeepPage(undefined, '/')).toBe(false);
  });

  it('names only same-origin files', () => {
    const entries = [
      {name: 'https://farmfe.org/assets/js/main.js'},
      {name: 'https://avatars.githubusercontent.com/u/1'},
      {name: 'https://farmfe.org.evil.test/x.js'},
    ] as PerformanceEntry[];
    expect(loadedResources(entries, origin)).toEqual(['https://farmfe.org/assets/js/main.js']);
  });
});
