import type {Page} from '@playwright/test';
import {frames, idle} from './browser';
import {expect, hydrated, test} from './fixtures';
import {h1} from './locators';

/**
 * Link prefetching: a route's code is fetched when its link scrolls into view, is hovered or touched, each file
 * once, and never on a slow or data-saving connection.
 */

test.describe('link prefetching', () => {
  const prefetchLinks = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.href));

  /** Script requests from now on. */
  function scriptRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    });
    return urls;
  }

  /** The scripts the page has loaded so far. */
  const loadedScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );

  /** The scripts a load of href asks for, read from a second tab of the page's context. */
  async function scriptsOf(page: Page, href: string): Promise<string[]> {
    const other = await page.context().newPage();
    const theirs = scriptRequests(other);
    await other.goto(href);
    await hydrated(other);
    await other.close();
    return theirs;
  }

  test('links are prefetched when they scroll into view', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // The links in view at load time are prefetched, once the page is idle.
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(0);
    await frames(page);
    const visible = await prefetchLinks(page);
    const loaded = await loadedScripts(page);
    const react = page.getByRole('link', {name: 'React', exact: true});
    await expect(react).not.toBeInViewport();
    // The React page's own scripts: those it loads, read from a load in a second tab, that this page has neither
    // loaded nor prefetched for the links in view. The queue reaches them in its own time, so the check waits for
    // one of them rather than for the first link element the scroll adds, which may be another link's.
    const own = (await scriptsOf(page, (await react.getAttribute('href'))!)).filter(
      (url) => !loaded.includes(url) && !visible.includes(url),
    );
    expect(own.length).toBeGreaterThan(0);
    await react.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await prefetchLinks(page)).filter((url) => own.includes(url))).not.toEqual([]);
    const prefetched = await prefetchLinks(page);
    // What was prefetched is the code the React page needs.
    const scripts = scriptRequests(page);
    await react.focus();
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText('React');
    expect(scripts.filter((url) => prefetched.includes(url) && own.includes(url)).length).toBeGreaterThan(0);
  });

  test('each file is prefetched once, and none the page has loaded (src/features/speed/client/idlePrefetch.ts)', async ({
    page,
  }) => {
    // A doc page at desktop width: its sidebar holds dozens of links to routes that share most of their chunks.
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(5);
    // Until the page has gone idle without adding a link element: the idle-time queue is empty.
    await expect
      .poll(async () => {
        const before = (await prefetchLinks(page)).length;
        await idle(page);
        return (await prefetchLinks(page)).length === before;
      })
      .toBe(true);
    const prefetched = await prefetchLinks(page);
    expect(prefetched.length).toBe(new Set(prefetched).size);
    const loaded = await loadedScripts(page);
    expect(loaded.length).toBeGreaterThan(0);
    expect(prefetched.filter((href) => loaded.includes(href))).toEqual([]);
    // What a sidebar link's page needs is prefetched: the first such link in view, whose own scripts (those this
    // page has not loaded) are read from a load of its page in a second tab. The queue reaches them in its own
    // time, so the check waits for one of them rather than for a quiet moment, which a queued path adding no new
    // file also gives.
    const target = page
      .locator('.theme-doc-sidebar-container a.menu__link[href^="/docs/"]:not(.menu__link--active)')
      .filter({visible: true})
      .first();
    const href = (await target.getAttribute('href'))!;
    const own = (await scriptsOf(page, href)).filter((url) => !loaded.includes(url));
    expect(own.length).toBeGreaterThan(0);
    await expect.poll(async () => (await prefetchLinks(page)).filter((url) => own.includes(url))).not.toEqual([]);
    const scripts = scriptRequests(page);
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(h1(page)).toBeVisible();
    const prefetchedNow = await prefetchLinks(page);
    expect(scripts.filter((url) => prefetchedNow.includes(url) && own.includes(url)).length).toBeGreaterThan(0);
  });

  test('hovering a link loads its route before the click', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const link = page.locator('main a[href="/docs/benchmark"]');
    await link.scrollIntoViewIfNeeded();
    const scripts = scriptRequests(page);
    await link.hover();
    // The route's scripts are asked for together but not in one event: wait until the page has gone idle without
    // asking for another. (waitForLoadState('networkidle') returned at once, the page having loaded, and the count
    // raced the requests.)
    await expect
      .poll(async () => {
        const before = scripts.length;
        await idle(page);
        return before > 0 && scripts.length === before;
      })
      .toBe(true);
    const onHover = scripts.length;
    await link.click();
    await expect(h1(page)).toHaveText('Benchmark');
    expect(scripts.length).toBe(onHover);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true});

    test('touching a link loads its route', async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const link = page.locator('main a[href="/docs/benchmark"]');
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const scripts = scriptRequests(page);
      const cdp = await page.context().newCDPSession(page);
      // A finger down on the link and lifted off the screen elsewhere: a touch, not a tap.
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{x: box.x + box.width / 2, y: box.y + box.height / 2}],
      });
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchCancel', touchPoints: []});
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  });

  const slowConnections = [
    {name: 'slow-2g', connection: {effectiveType: 'slow-2g', saveData: false}},
    {name: 'data-saver', connection: {effectiveType: '4g', saveData: true}},
  ];
  for (const {name, connection} of slowConnections) {
    test(`nothing is prefetched on a ${name} connection, and links still work`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
      }, connection);
      await page.goto('/');
      await hydrated(page);
      await frames(page);
      const link = page.locator('main a[href="/docs/benchmark"]');
      await link.scrollIntoViewIfNeeded();
      await frames(page);
      const scripts = scriptRequests(page);
      await link.hover();
      await frames(page);
      expect(await prefetchLinks(page)).toEqual([]);
      expect(scripts).toEqual([]);
      // The navigation itself loads the route.
      await link.click();
      await expect(h1(page)).toHaveText('Benchmark');
      expect(scripts.length).toBeGreaterThan(0);
    });
  }
});
