import type {Page, Route} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {h1, sidebarLink} from './locators';

/**
 * Route loading in the browser: each route's code loads with its first visit, a failed load reloads the page, a
 * slow one shows a spinner and a failed one an error with Retry (src/theme/Loading), and the progress bar
 * (NProgress, from Docusaurus's theme) shows for a navigation slower than 200 ms.
 */

type Progress = {key: number; inserted: number; removed: number; rendered: number; bar: {t: number; x: number}[]};

declare global {
  interface Window {
    __loading?: {rendered: number; status: number};
    __progress?: Progress;
    __bars?: number;
  }
}

/**
 * Follows a docs sidebar link with the keyboard. A mouse would hover the link first, and Docusaurus loads a route's
 * code on hover: these tests want the navigation itself to load it.
 */
async function followByKeyboard(page: Page, name: string): Promise<void> {
  await sidebarLink(page, name).focus();
  await page.keyboard.press('Enter');
}

/** The src of every script element: webpack adds one per chunk it loads, and removes it once the chunk has run. */
const scriptSrcs = (page: Page) => page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));

/** Waits for the page to ask for scripts not in `before`, and returns them (all of one route: they come together). */
async function newScripts(page: Page, before: Iterable<string>): Promise<string[]> {
  const known = new Set(before);
  let urls: string[] = [];
  await expect
    .poll(async () => {
      urls = (await scriptSrcs(page)).filter((url) => !known.has(url));
      return urls.length;
    })
    .toBeGreaterThan(0);
  return urls;
}

/** Script requests (route chunks are /assets/js/*.js) as the test decides: held until released, failed, or loaded. */
async function controlScripts(page: Page) {
  const held: {url: string; route: Route}[] = [];
  const allowed = new Set<string>();
  const control = {
    policy: 'hold' as 'hold' | 'fail' | 'load',
    failed: [] as string[],
    /** Lets the held requests for these URLs (all, if none given) go on, and later requests for them too. */
    async release(urls?: string[]): Promise<void> {
      for (const url of urls ?? held.map((h) => h.url)) allowed.add(url);
      const now = held.filter((h) => allowed.has(h.url));
      held.splice(0, held.length, ...held.filter((h) => !allowed.has(h.url)));
      await Promise.all(now.map((h) => h.route.continue()));
    },
  };
  await page.route('**/assets/js/*.js', async (route) => {
    const url = route.request().url();
    if (control.policy === 'load' || allowed.has(url)) return route.continue();
    if (control.policy === 'fail') {
      control.failed.push(url);
      return route.abort('failed');
    }
    held.push({url, route});
  });
  return control;
}

test.describe('page loading', () => {
  test('the first page loads only its own route code; a client navigation loads the next route', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const initial = new Set(scripts);
    scripts.length = 0;
    await followByKeyboard(page, 'Benchmark');
    await expect(h1(page)).toHaveText('Benchmark');
    // The benchmark page needed code that the first page had not loaded (links it shows are only prefetched).
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => initial.has(url))).toEqual([]);
  });

  test('a route whose code fails to load is loaded by a full page reload', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    let failuresLeft = 1;
    await page.route('**/assets/js/*.js', (route) => {
      if (failuresLeft > 0 && route.request().resourceType() === 'script') {
        failuresLeft -= 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await followByKeyboard(page, 'Benchmark');
    await expect(h1(page)).toHaveText('Benchmark');
    await hydrated(page);
    expect(failuresLeft).toBe(0);
    expect(documents).toEqual(['/docs/benchmark']);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().type)).toBe('reload');
    // The reloaded page works: client navigation goes on without another document load.
    await followByKeyboard(page, 'Quick start');
    await expect(h1(page)).toHaveText('Quick start');
    expect(documents).toEqual(['/docs/benchmark']);
  });

  /*
   * Docusaurus loads a route's code before it renders the route, and reloads the page if that fails, so the Loading
   * component shows only when a navigation overtakes another: when the code of the first target arrives,
   * PendingNavigation renders the location the browser is now at, the second target, whose code is still on its way.
   */
  async function overtakenNavigation(page: Page) {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const before = await scriptSrcs(page);
    const scripts = await controlScripts(page);
    await followByKeyboard(page, 'Why Farm');
    const first = await newScripts(page, before);
    return {scripts, first, before};
  }

  test('a route still loading after 200 ms shows a spinner that screen readers announce', async ({page}) => {
    const {scripts, first, before} = await overtakenNavigation(page);
    await followByKeyboard(page, 'Benchmark');
    await newScripts(page, [...before, ...first]);
    await page.evaluate(() => {
      const times = (window.__loading = {rendered: 0, status: 0});
      new MutationObserver(() => {
        if (!times.rendered && !document.querySelector('article')) times.rendered = performance.now();
        // The loading status only: the page's own live regions (its feedback's status) may render meanwhile.
        const loading = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent === 'Loading…');
        if (!times.status && loading) times.status = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await scripts.release(first);
    // The loading status, not the doc's own live regions (the page feedback's status, for one).
    const status = page.getByRole('status').filter({hasText: 'Loading…'});
    await expect(status).toBeVisible();
    await expect(status).toHaveText('Loading…');
    const times = (await page.evaluate(() => window.__loading))!;
    expect(times.rendered).toBeGreaterThan(0);
    // react-loadable's delay: nothing for 200 ms after the route rendered without its code, then the spinner.
    // (The delay starts as React renders; the observer sees that render when React commits it, up to ~50 ms later
    // on a machine busy with the other tests.)
    expect(times.status - times.rendered).toBeGreaterThanOrEqual(150);
    expect(times.status - times.rendered).toBeLessThan(1500);
    await scripts.release();
    await expect(h1(page)).toHaveText('Benchmark');
    await expect(status).toHaveCount(0);
  });

  test('a route whose code fails shows an error, and Retry loads it', async ({page}) => {
    const {scripts, first} = await overtakenNavigation(page);
    // The failure makes Docusaurus reload the page; the test cancels that reload to see what the page shows.
    const reloads: string[] = [];
    await page.route(
      (url) => url.pathname === '/docs/benchmark',
      (route) => {
        reloads.push(route.request().url());
        return route.abort('aborted');
      },
    );
    scripts.policy = 'fail';
    await followByKeyboard(page, 'Benchmark');
    await expect.poll(() => reloads.length).toBe(1);
    await scripts.release(first);
    const alert = page.getByRole('alert').filter({hasText: 'This page could not be loaded.'});
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', {level: 1})).toHaveText('This page could not be loaded.');
    await expect(alert).toContainText('Check your network connection and retry, or reload the page.');
    const retry = alert.getByRole('button', {name: 'Retry'});
    // Still offline: Retry asks for the code again, and fails again.
    const failures = scripts.failed.length;
    await retry.click();
    await expect.poll(() => scripts.failed.length).toBeGreaterThan(failures);
    await expect(retry).toBeVisible();
    // Back online: Retry renders the page, with no page reload.
    scripts.policy = 'load';
    await retry.click();
    await expect(h1(page)).toHaveText('Benchmark');
    await expect(alert).toHaveCount(0);
    expect(reloads).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.toJSON().type)).toBe('navigate');
  });
});

test.describe('progress bar', () => {
  test('starts 200 ms after a path change, trickles, and finishes when the route renders', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const scripts = await controlScripts(page);
    await page.evaluate(() => {
      const progress: Progress = (window.__progress = {key: 0, inserted: 0, removed: 0, rendered: 0, bar: []});
      document.addEventListener('keydown', () => (progress.key ||= performance.now()), {capture: true});
      new MutationObserver(() => {
        const now = performance.now();
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (bar && !progress.inserted) progress.inserted = now;
        if (!bar && progress.inserted && !progress.removed) progress.removed = now;
        const x = Number(/translate3d\((-?[\d.]+)%/.exec(bar?.style.transform ?? '')?.[1]);
        if (bar && progress.bar.at(-1)?.x !== x) progress.bar.push({t: now, x});
        if (!progress.rendered && document.querySelector('article h1')?.textContent === 'Benchmark') {
          progress.rendered = now;
        }
      }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['style']});
    });
    await followByKeyboard(page, 'Benchmark');
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    // NProgress's speed: every move of the bar is a 200 ms transition.
    await expect(bar).toHaveCSS('transition-duration', '0.2s');
    // Two trickles while the route's code is held back.
    await expect.poll(() => page.evaluate(() => window.__progress!.bar.length)).toBeGreaterThan(2);
    await scripts.release();
    await expect(h1(page)).toHaveText('Benchmark');
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // Upper bounds leave room for a busy machine; the lower bounds are the ones timers guarantee.
    const progress = (await page.evaluate(() => window.__progress))!;
    // Starts 200 ms after the path changed (the Enter key), not before.
    expect(progress.inserted - progress.key).toBeGreaterThanOrEqual(200);
    expect(progress.inserted - progress.key).toBeLessThan(1200);
    const [start, ...rest] = progress.bar;
    // minimum 0.08: the bar starts 8 percent in.
    expect(start!.x).toBe(-92);
    const trickles = rest.filter((step) => step.t < progress.rendered);
    expect(trickles.length).toBeGreaterThanOrEqual(2);
    // trickle speed 800 ms: the first trickle comes 800 ms after the start...
    expect(trickles[0]!.t - start!.t).toBeGreaterThanOrEqual(790);
    expect(trickles[0]!.t - start!.t).toBeLessThan(1800);
    // ...and trickle rate 0.02: each moves the bar forward by at most 2 percent.
    for (const [i, step] of trickles.entries()) {
      const before = i === 0 ? start! : trickles[i - 1]!;
      expect(step.x - before.x).toBeGreaterThanOrEqual(0);
      expect(step.x - before.x).toBeLessThanOrEqual(2);
    }
    // Finishes only once the route has rendered: runs to the end, then goes.
    const finish = rest.filter((step) => step.t >= progress.rendered);
    expect(finish.at(-1)!.x).toBe(0);
    expect(progress.removed).toBeGreaterThan(progress.rendered);
  });

  test('a route that loads within 200 ms shows no progress bar', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await followByKeyboard(page, 'Benchmark');
    await expect(h1(page)).toHaveText('Benchmark');
    // Quick start's code is loaded: going back to it takes no time.
    await page.evaluate(() => {
      window.__bars = 0;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) window.__bars! += 1;
      }).observe(document.body, {childList: true});
    });
    const start = await page.evaluate(() => performance.now());
    await followByKeyboard(page, 'Quick start');
    await expect(h1(page)).toHaveText('Quick start');
    await page.waitForFunction((t) => performance.now() > t + 400, start);
    expect(await page.evaluate(() => window.__bars)).toBe(0);
  });
});
