import type {BrowserContext, Page} from '@playwright/test';
import {controlled, expect, hydrated, test} from './fixtures';
import {searchModal as modal} from './locators';

/**
 * Offline reading (src/features/offline/README.md): the service worker of @docusaurus/plugin-pwa with the
 * site's runtime caching (src/features/offline/). playwright.config.ts blocks service workers for every other spec.
 */
test.use({serviceWorkers: 'allow'});

const searchHits = (page: Page) => modal(page).locator('.DocSearch-Hit a');

/** The URLs the site's runtime caches hold (every cache named farm-…). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('farm-')) continue;
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

async function waitForCached(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => cachedUrls(page), {timeout: 20_000}).toContain(pathname);
}

/**
 * Waits until the worker has kept the code the page's HTML loads (scripts, preloaded route chunks, stylesheets),
 * in its runtime caches or the precache, as it does in the moments after a visit: going offline earlier may
 * leave the page without its code.
 */
async function waitForCode(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // What the server HTML loads: its scripts, the route chunks it preloads, its stylesheets.
          const code = [
            ...document.querySelectorAll<HTMLScriptElement>('script[src]'),
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"], link[rel="stylesheet"]'),
          ]
            .map((el) => new URL('src' in el ? el.src : el.href))
            .filter((url) => url.origin === location.origin);
          const kept = await Promise.all(code.map((url) => caches.match(url.href, {ignoreSearch: true})));
          return code.filter((_, i) => !kept[i]).map((url) => url.pathname);
        }),
      {timeout: 20_000},
    )
    .toEqual([]);
}

async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await modal(page).getByRole('searchbox').fill(query);
  await expect(searchHits(page).first()).toBeVisible();
}

async function closeSearch(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
}

/** Idle callbacks wait until the test runs them (window.__runIdle), so the worker is not registered on its own. */
async function holdIdleCallbacks(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const held: (() => void)[] = [];
    // The time limit each idle callback was asked with: src/features/offline/client/register.ts asks with 10 s once its delay is over.
    const limits: (number | undefined)[] = [];
    window.requestIdleCallback = (callback, options) => {
      limits.push(options?.timeout);
      return held.push(() => callback({didTimeout: false, timeRemaining: () => 50}));
    };
    Object.assign(window, {__runIdle: () => held.splice(0).forEach((run) => run()), __idleLimits: limits});
  });
}

/** The page as when the reader switches to another tab or app (Playwright's pages stay visible otherwise). */
async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const notReady = {
  en: {prefix: '', text: 'Offline reading is not ready yet.', offlineH1: 'You are offline'},
  zh: {prefix: '/zh', text: '离线阅读尚未就绪。', offlineH1: '你已离线'},
} as const;

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  // The network is really gone for the page: a request the worker does not answer fails.
  expect(
    await page.evaluate(() =>
      fetch('/sitemap.xml').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
}

test.describe('offline reading', () => {
  test('the worker is registered seconds after the load event, at an idle moment, not while the page starts', async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.waitForLoadState('load');
    // Past the delay (5 s, src/features/offline/client/register.ts), the worker still waits for an idle moment: the registration's idle
    // callback is asked for, and held.
    await page.waitForFunction(() => (window as unknown as {__idleLimits: unknown[]}).__idleLimits.includes(10_000));
    expect(await registrations()).toBe(0);
    await page.evaluate(() => (window as unknown as {__runIdle: () => void}).__runIdle());
    await controlled(page);
    expect(await registrations()).toBe(1);
  });

  test('visited pages and the search of their version work offline; an unvisited page says it is offline', async ({
    page,
    context,
  }) => {
    // First visit: the worker installs while this page is open, takes control, and keeps the page.
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await controlled(page);
    await waitForCached(page, '/docs/quick-start');
    await waitForCode(page);

    // A second page, reached by a link inside the app (no HTML load).
    await page.locator('nav.navbar').getByRole('link', {name: 'Config', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/config\/configuring-farm$/);
    await expect(page.locator('h1')).toBeVisible();
    await waitForCached(page, '/docs/config/configuring-farm');

    await search(page, 'persistent cache');
    await closeSearch(page);
    // The English reader's caches hold no Chinese file (the Chinese index included).
    expect((await cachedUrls(page)).filter((url) => url.startsWith('/zh/'))).toEqual([]);

    await goOffline(context, page);

    // Reload a visited page.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(/configur/i);
    // The site is saved: no notice that offline reading is not ready.
    await expect(page.getByText(notReady.en.text)).toHaveCount(0);

    // Move to another visited page inside the app.
    await page.locator('nav.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
    await expect(page.locator('h1')).toHaveText(/quick start/i);

    // Search, from the index the worker kept.
    await search(page, 'lazy compilation');
    await expect(searchHits(page).first()).toHaveAttribute('href', /\/docs\//);
    await expect(modal(page).getByText(/unable to fetch/i)).toHaveCount(0);
    await closeSearch(page);

    // Open a page never visited: the offline message at the address asked for, not the browser's error.
    await page.goto('/docs/advanced/ssr');
    await expect(page).toHaveURL(/\/docs\/advanced\/ssr$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
    await expect(page.getByText('This page is not saved on this device')).toBeVisible();
    await expect(page).toHaveTitle(/Offline/);

    // Back online, "Try again" loads the page itself.
    await context.setOffline(false);
    await page.getByRole('link', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('You are offline');
    await expect(page).toHaveURL(/\/docs\/advanced\/ssr$/);
  });

  test('Chinese: a visited page reloads offline, an unvisited page says so in Chinese', async ({page, context}) => {
    await page.goto('/zh/docs/quick-start');
    await hydrated(page);
    await controlled(page);
    await waitForCached(page, '/zh/docs/quick-start');
    await waitForCode(page);
    // The Chinese worker has its own scope.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/zh\/sw\.js(\?|$)/);

    await goOffline(context, page);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toBeVisible();

    await page.goto('/zh/docs/advanced/ssr');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('你已离线');
    await expect(page.getByRole('link', {name: '重试'})).toBeVisible();
  });

  test('the manifest names Farm and its icons, and the precache holds the shell of one locale', async ({page}) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.json');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({name: 'Farm', display: 'standalone'});
    for (const icon of manifest.icons as {src: string; sizes: string}[]) {
      const response = await page.request.get(new URL(icon.src, page.url() + href!.slice(1)).href);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    expect(manifest.icons.map((icon: {sizes: string}) => icon.sizes)).toEqual(['192x192', '512x512']);

    for (const [sw, locale] of [
      ['/sw.js', 'en'],
      ['/zh/sw.js', 'zh'],
    ] as const) {
      const script = await (await page.request.get(sw)).text();
      const urls = [...script.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(urls, locale).toContain('offline.html');
      expect(
        urls.some((url) => url.includes('search-index')),
        locale,
      ).toBe(false);
      expect(
        urls.some((url) => url.startsWith('zh/')),
        locale,
      ).toBe(false);
    }
  });

  for (const locale of ['en', 'zh'] as const) {
    const {prefix, text} = notReady[locale];

    test(`${locale}: offline before the worker is installed, the page says offline reading is not ready yet`, async ({
      page,
      context,
    }) => {
      await holdIdleCallbacks(page);
      await page.goto(`${prefix}/docs/quick-start`);
      await hydrated(page);
      await expect(page.getByText(text)).toHaveCount(0);

      await goOffline(context, page);
      const status = page.getByRole('status').filter({hasText: text});
      const notice = status.getByText(text);
      await expect(notice).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);

      // Back online, the notice goes; it comes back if the connection drops again, until closed.
      await context.setOffline(false);
      await expect(notice).toBeHidden();
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await status.getByRole('button', {name: locale === 'en' ? 'Close' : '关闭'}).click();
      await expect(notice).toBeHidden();
    });

    test(`${locale}: a reader who leaves the first page within seconds can reload it offline`, async ({
      page,
      context,
    }) => {
      await holdIdleCallbacks(page);
      await page.goto(`${prefix}/docs/quick-start`);
      await hydrated(page);
      // Another tab or app: the worker installs now, with no idle moment and long before the delay.
      await leavePage(page);
      await controlled(page);
      await waitForCached(page, `${prefix}/docs/quick-start`);
      await waitForCode(page);

      await goOffline(context, page);
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? /^en\b/ : 'zh-CN');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
    });
  }

  test('zh: a tab closed at once still installs the worker, so offline the site answers in Chinese', async ({
    page,
    context,
  }) => {
    await holdIdleCallbacks(context);
    await page.goto('/zh/docs/quick-start');
    await hydrated(page);
    // As a reader closes the tab: the page gets its pagehide event.
    await page.close({runBeforeUnload: true});

    // An English page (outside the Chinese scope, and its own worker held back) watches the Chinese registration.
    const other = await context.newPage();
    await other.goto('/');
    await expect
      .poll(
        () =>
          other.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/zh/');
            return registration?.scope.endsWith('/zh/') ? registration.active?.state : undefined;
          }),
        {timeout: 20_000},
      )
      .toBe('activated');

    await goOffline(context, other);
    await other.goto('/zh/docs/advanced/ssr');
    await expect(other.getByRole('heading', {level: 1})).toHaveText(notReady.zh.offlineH1);
    await expect(other.getByRole('link', {name: '重试'})).toBeVisible();
  });
});
