import type {BrowserContext, Page, Route} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * The states and transitions of SPEC §4 (issue 8, "Behaviours"), each proven in Chromium against the production
 * build. Most come from Docusaurus's theme; the loading spinner and its error are src/theme/Loading.
 */

type Progress = {key: number; inserted: number; removed: number; rendered: number; bar: {t: number; x: number}[]};

declare global {
  interface Window {
    __loading?: {rendered: number; status: number};
    __progress?: Progress;
    __bars?: number;
    __scrollSamples?: number[];
    __restoreDateTimeFormat?: () => void;
  }
}

const navbar = (page: Page) => page.locator('nav.navbar');
const h1 = (page: Page) => page.getByRole('heading', {level: 1});
const sidebarLink = (page: Page, name: string) => page.locator('nav.menu').getByRole('link', {name, exact: true});
const toggleButton = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});

/**
 * Follows a docs sidebar link with the keyboard. A mouse would hover the link first, and Docusaurus loads a route's
 * code on hover: these tests want the navigation itself to load it.
 */
async function followByKeyboard(page: Page, name: string): Promise<void> {
  await sidebarLink(page, name).focus();
  await page.keyboard.press('Enter');
}

/** Waits for the browser to render two more frames (IntersectionObserver and scroll callbacks have run by then). */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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

/** Another tab of the same browser context, offline like the test's own page, failing the test on a page error. */
async function anotherTab(context: BrowserContext): Promise<{tab: Page; errors: Error[]}> {
  const tab = await context.newPage();
  const errors: Error[] = [];
  tab.on('pageerror', (error) => errors.push(error));
  await tab.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
  return {tab, errors};
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

test.describe('navbar on scroll', () => {
  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);
    await expect(navbar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
    await expect(navbar(page)).toBeInViewport();
  });

  // SPEC §4: the navbar is "shown when a hash anchor is the target" (the theme hides it there;
  // src/clientModules/navbarAnchor.ts keeps it in view), without covering the target heading.
  test('shows for a hash anchor target, without covering the heading', async ({page}) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    // Scrolled down first: the navbar is hidden.
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);

    const link = page.locator('.table-of-contents a').nth(5);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(navbar(page)).toBeInViewport({ratio: 1});
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = (await navbar(page).boundingBox())!.y + (await navbar(page).boundingBox())!.height;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom);

    // Loading a page with a hash: the same.
    await page.goto(`/docs/config/compilation-options#${id}`);
    await hydrated(page);
    await expect(heading).toBeInViewport();
    await expect(navbar(page)).toBeInViewport({ratio: 1});

    // Scrolling down afterwards hides it again, and scrolling up brings it back.
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);
    await expect(navbar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar(page)).toBeInViewport({ratio: 1});
  });
});

test.describe('mobile sidebar at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('the toggle opens and closes it; a docs page shows its menu first, and Back to main menu hides it', async ({
    page,
  }) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const items = page.locator('.navbar-sidebar__items');
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(items).not.toHaveClass(/--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Plugins', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // Reopened, it shows the docs menu again; a click beside it closes it.
    await toggleButton(page).click();
    await expect(items).toHaveClass(/--show-secondary/);
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 360, y: 600}});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('a page without a docs menu opens on the main menu', async ({page}) => {
    await page.goto('/team');
    await hydrated(page);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
  });

  test('browser back closes it and stays on the page', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await toggleButton(page).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await page.evaluate(() => history.back());
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
    await expect(h1(page)).toHaveText('Quick start');
    // The next back goes where it should.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('growing the window past 996 px closes it', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 997, height: 812});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 375, height: 812});
    await expect(toggleButton(page)).toBeVisible();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('layout', () => {
  for (const [width, mode] of [
    [996, 'mobile'],
    [997, 'desktop'],
  ] as const) {
    test(`${width} px wide is ${mode}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/features/css');
      await hydrated(page);
      const desktop = mode === 'desktop';
      // The desktop sidebar the server rendered stays after hydration on a phone, hidden (src/theme/DocSidebar)...
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(1);
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toBeVisible({visible: desktop});
      // ...while the theme renders the desktop table of contents by the window width (useWindowSize)...
      await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(desktop ? 1 : 0);
      // ...and shown by CSS from the same breakpoint (Infima).
      await expect(toggleButton(page)).toBeVisible({visible: !desktop});
      await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible({visible: !desktop});
      await expect(navbar(page).getByRole('link', {name: 'Config', exact: true})).toBeVisible({visible: desktop});
    });
  }

  test('before hydration the HTML has the desktop layout, which CSS hides on a phone', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 812}});
    try {
      const page = await context.newPage();
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
      await page.goto('/docs/features/css');
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(1);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
      await expect(toggleButton(page)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});
  const html = (page: Page) => page.locator('html');
  const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

  test('an explicit choice is stored', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBeNull();
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
  });

  test('a choice in one tab reaches the other; clearing it falls back to light, not the dark system', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const {tab, errors} = await anotherTab(context);
    await tab.goto('/docs/quick-start');
    await hydrated(tab);
    await toggle(tab).click();
    await expect(html(tab)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // Cleared in the other tab: the configured default, light, although the system prefers dark.
    await tab.evaluate(() => localStorage.removeItem('theme'));
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(errors).toEqual([]);
  });

  test('printing does not change the mode', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({media: 'print', colorScheme: 'light'});
    expect(await page.evaluate(() => matchMedia('print').matches)).toBe(true);
    await frames(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({media: 'screen', colorScheme: 'dark'});
    await frames(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  const dismissKey = 'docusaurus.announcement.dismiss';
  const idKey = 'docusaurus.announcement.id';
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'nightly releases'});
  const storage = (page: Page) =>
    page.evaluate(
      ([d, i]) => ({dismissed: localStorage.getItem(d!), id: localStorage.getItem(i!)}),
      [dismissKey, idKey],
    );

  test('closing it stores the dismissal for this announcement id', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    expect(await storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await storage(page)).toEqual({dismissed: 'true', id: 'announcement-nightly'});
    // Read before React starts, so the bar does not flash on the next page.
    await page.goto('/docs/quick-start');
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    // As if the dismissed bar had carried an earlier id (once: sessionStorage lasts across the page loads).
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', 'true');
      localStorage.setItem(key, 'announcement-previous');
    }, idKey);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    // On the very page that found the new id (src/clientModules/announcementId.ts), and on the next.
    await expect(bar(page)).toBeVisible();
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
  });

  test('the legacy misspelt id is replaced by the current one', async ({page}) => {
    // Docusaurus once stored the default id misspelt ('annoucement-bar') and reads it as 'announcement-bar'. That
    // is another id than this site's, so the stale dismissal is dropped and the correct id stored.
    await page.addInitScript(
      ([d, i]) => {
        if (localStorage.getItem(i!) === null) {
          localStorage.setItem(i!, 'annoucement-bar');
          localStorage.setItem(d!, 'true');
        }
      },
      [dismissKey, idKey],
    );
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
  });
});

test.describe('keyboard navigation', () => {
  // SPEC §4: "Tab adds a body marker class; a mouse press removes it". Docusaurus 3.10 dropped that class for
  // the browser's :focus-visible; src/clientModules/keyboardNavigation.ts restores it.
  test('Tab adds the body marker class, a mouse press removes it', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    await page.mouse.down();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('focus from the keyboard shows a focus ring, focus from a mouse press does not', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const ring = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {focusVisible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle};
      });
    await page.keyboard.press('Tab');
    expect(await ring()).toEqual({focusVisible: true, outline: expect.not.stringMatching(/^none$/)});
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    expect(await ring()).toEqual({focusVisible: false, outline: 'none'});
    // Back to the keyboard: the GitHub link before the toggle gets a ring.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', {name: 'GitHub repository'})).toBeFocused();
    expect(await ring()).toEqual({focusVisible: true, outline: expect.not.stringMatching(/^none$/)});
  });
});

test.describe('error boundary', () => {
  test("a crashing page shows 'This page crashed.', and Try again renders it", async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // A blog post formats its date with Intl.DateTimeFormat while it renders: make that throw.
    await page.evaluate(() => {
      const original = Intl.DateTimeFormat;
      window.__restoreDateTimeFormat = () => (Intl.DateTimeFormat = original);
      Intl.DateTimeFormat = function () {
        throw new Error('date formatting is broken');
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await navbar(page).getByRole('button', {name: 'Community'}).hover();
    await navbar(page).getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/index$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(main).toContainText('date formatting is broken');
    // The rest of the layout still works.
    await expect(navbar(page)).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await page.evaluate(() => window.__restoreDateTimeFormat!());
    await main.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.locator('article time').first()).toBeVisible();
  });
});

test.describe('smooth scrolling', () => {
  const variants = [
    {name: 'in Chromium as it is', stub: false},
    {name: 'where the browser does not know scroll-behavior', stub: true},
  ];
  for (const {name, stub} of variants) {
    test(`back to top moves 85 percent of the remaining distance per frame, ${name}`, async ({page}) => {
      if (stub) {
        // Docusaurus 3.10 scrolls natively only when getComputedStyle(html).scrollBehavior is 'smooth'.
        await page.addInitScript(() => {
          const original = window.getComputedStyle;
          window.getComputedStyle = (element, pseudo) =>
            new Proxy(original(element, pseudo), {
              get: (style, key) =>
                key === 'scrollBehavior'
                  ? undefined
                  : typeof Reflect.get(style, key) === 'function'
                    ? (Reflect.get(style, key) as (...args: unknown[]) => unknown).bind(style)
                    : Reflect.get(style, key),
              has: (style, key) => key !== 'scrollBehavior' && Reflect.has(style, key),
            });
        });
      }
      await page.goto('/docs/config/compilation-options');
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
        stub ? undefined : 'auto',
      );
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
      // Scrolling up a little shows the back-to-top button.
      await page.mouse.wheel(0, -200);
      const button = page.getByRole('button', {name: 'Scroll back to top'});
      await expect(button).toBeVisible();
      // The wheel's own smooth scrolling is over.
      await expect
        .poll(async () => {
          const y = await page.evaluate(() => window.scrollY);
          await frames(page);
          return y === (await page.evaluate(() => window.scrollY));
        })
        .toBe(true);
      await page.evaluate(() => {
        const samples: number[] = (window.__scrollSamples = [document.documentElement.scrollTop]);
        const sample = () => {
          samples.push(document.documentElement.scrollTop);
          if (document.documentElement.scrollTop > 0) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await button.click();
      await page.waitForFunction(() => window.__scrollSamples!.at(-1) === 0);
      const samples = (await page.evaluate(() => window.__scrollSamples))!;
      const positions = samples.filter((y, i) => i === 0 || y !== samples[i - 1]);
      expect(positions[0]).toBeGreaterThan(2000);
      expect(positions.at(-1)).toBe(0);
      // One step a frame, each to 85 percent of the distance left: about 50 steps from 3000 px.
      expect(positions.length).toBeGreaterThan(30);
      for (let i = 1; i < positions.length; i++) expect(positions[i]).toBe(Math.floor(positions[i - 1]! * 0.85));
    });
  }
});

test.describe('docs version choice', () => {
  const guides = (page: Page) => navbar(page).getByRole('link', {name: 'Guides', exact: true});

  test('the version chosen in the dropdown is stored and applies in every tab', async ({page, context}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(guides(page)).toHaveAttribute('href', '/docs/quick-start');
    await navbar(page).locator('.dropdown', {hasText: '1.0.0'}).hover();
    await navbar(page).getByRole('link', {name: '0.15'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.x\/why-farm$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.x');
    const {tab, errors} = await anotherTab(context);
    await tab.goto('/blog');
    await hydrated(tab);
    await expect(guides(tab)).toHaveAttribute('href', '/docs/0.x/quick-start');
    expect(errors).toEqual([]);
  });

  test('a stored version is used from the first page of a visit', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '0.x'));
    await page.goto('/team');
    await hydrated(page);
    await expect(guides(page)).toHaveAttribute('href', '/docs/0.x/quick-start');
  });
});

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

  test('links are prefetched when they scroll into view', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // The links in view at load time are prefetched, once the page is idle.
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(0);
    await frames(page);
    const visible = await prefetchLinks(page);
    const react = page.getByRole('link', {name: 'React', exact: true});
    await expect(react).not.toBeInViewport();
    await react.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(visible.length);
    const added = (await prefetchLinks(page)).filter((href) => !visible.includes(href));
    // What was prefetched is the code the React page needs.
    const scripts = scriptRequests(page);
    await react.focus();
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText('React');
    expect(scripts.filter((url) => added.includes(url)).length).toBeGreaterThan(0);
  });

  test('each file is prefetched once, and none the page has loaded (src/clientModules/idlePrefetch.ts)', async ({
    page,
  }) => {
    // A doc page at desktop width: its sidebar holds dozens of links to routes that share most of their chunks.
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect.poll(async () => (await prefetchLinks(page)).length).toBeGreaterThan(5);
    // Until no link element has come for 500 ms.
    await expect
      .poll(async () => {
        const before = (await prefetchLinks(page)).length;
        await page.waitForTimeout(500);
        return (await prefetchLinks(page)).length === before;
      })
      .toBe(true);
    const prefetched = await prefetchLinks(page);
    expect(prefetched.length).toBe(new Set(prefetched).size);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(prefetched.filter((href) => loaded.includes(href))).toEqual([]);
    // What a sidebar link's page needs is among them: found by following the first such link in view.
    const target = page
      .locator('.theme-doc-sidebar-container a.menu__link[href^="/docs/"]:not(.menu__link--active)')
      .filter({visible: true})
      .first();
    const href = (await target.getAttribute('href'))!;
    const scripts = scriptRequests(page);
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(h1(page)).toBeVisible();
    expect(scripts.filter((url) => prefetched.includes(url)).length).toBeGreaterThan(0);
  });

  test('hovering a link loads its route before the click', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const link = page.locator('main a[href="/docs/benchmark"]');
    await link.scrollIntoViewIfNeeded();
    const scripts = scriptRequests(page);
    await link.hover();
    // The route's scripts are asked for together but not in one event: wait until none has come for 500 ms.
    // (waitForLoadState('networkidle') returned at once, the page having loaded, and the count raced the requests.)
    await expect
      .poll(async () => {
        const before = scripts.length;
        await page.waitForTimeout(500);
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

test.describe('base URL misconfiguration', () => {
  test('served under /sub/, the home page says it did not load and suggests baseUrl /sub/', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    // A host where the site lives under /sub/ only: its /assets/… URLs (baseUrl '/') are not found.
    await page.route(
      (url) => url.origin === origin,
      async (route) => {
        const {pathname, search} = new URL(route.request().url());
        if (!pathname.startsWith('/sub/')) return route.fulfill({status: 404, contentType: 'text/plain', body: ''});
        const response = await route.fetch({url: `${origin}${pathname.slice('/sub'.length)}${search}`});
        return route.fulfill({response});
      },
    );
    await page.goto('/sub/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(banner).toContainText('We suggest trying baseUrl = /sub/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/sub/');
  });

  test('served at the right base, no banner', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});

test.describe('collapsible sidebar categories', () => {
  /** Expands a collapsed sidebar category and returns the transitions its list went through, with its height. */
  async function expand(page: Page, label: string) {
    const category = page.locator('nav.menu li.theme-doc-sidebar-item-category').filter({
      has: page.getByRole('button', {name: label, exact: true}).or(page.getByRole('link', {name: label, exact: true})),
    });
    const transitions: {duration: number; height: number}[] = [];
    await page.exposeFunction(`record${label}`, (duration: number, height: number) =>
      transitions.push({duration, height}),
    );
    await category.evaluate((li, name) => {
      const record = (window as unknown as Record<string, (d: number, h: number) => void>)[`record${name}`]!;
      new MutationObserver(() => {
        const list = li.querySelector<HTMLElement>(':scope > ul');
        const duration = /^height (\d+)ms/.exec(list?.style.transition ?? '')?.[1];
        const height = /^(\d+)px$/.exec(list?.style.height ?? '')?.[1];
        if (duration && height) record(Number(duration), Number(height));
      }).observe(li, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    }, label);
    await category.locator('.menu__link--sublist').first().click();
    await expect.poll(() => transitions.length).toBeGreaterThan(0);
    await expect(category.locator(':scope > ul')).toBeVisible();
    return transitions[0]!;
  }

  /** Material design's duration for a height, as Docusaurus's Collapsible computes it. */
  const durationFor = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10);

  test('the expand animation lasts longer for a taller category', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const short = await expand(page, 'Migration');
    const tall = await expand(page, 'Features');
    expect(tall.height).toBeGreaterThan(short.height);
    expect(tall.duration).toBeGreaterThan(short.duration);
    expect(short.duration).toBe(durationFor(short.height));
    expect(tall.duration).toBe(durationFor(tall.height));
  });

  test('with reduced motion the animation lasts 1 ms', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const features = await expand(page, 'Features');
    expect(features.height).toBeGreaterThan(100);
    expect(features.duration).toBe(1);
  });
});

test.describe('hydration keeps the server HTML', () => {
  /** Before the app runs (DOMContentLoaded), keeps the first code block and tab list, and the first keyword's colour. */
  async function recordBeforeApp(page: Page): Promise<void> {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const keyword = document.querySelector('.token.keyword');
        Object.assign(window, {
          __before: {
            pre: document.querySelector('pre'),
            tabs: document.querySelector('[role=tablist]'),
            keyword: keyword ? getComputedStyle(keyword).color : null,
            background: getComputedStyle(document.querySelector('pre')!).backgroundColor,
          },
        });
      });
    });
  }
  type Before = {pre: Element; tabs: Element | null; keyword: string | null; background: string};
  const colours = (page: Page) =>
    page.evaluate(() => ({
      keyword: getComputedStyle(document.querySelector('.token.keyword')!).color,
      background: getComputedStyle(document.querySelector('pre')!).backgroundColor,
    }));

  // github (darkened for contrast, docusaurus.config.ts) and dracula.
  const expected = {
    light: {keyword: 'rgb(0, 0, 159)', background: 'rgb(246, 248, 250)'},
    dark: {keyword: 'rgb(189, 147, 249)', background: 'rgb(40, 42, 54)'},
  };

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: code blocks have their colours before the app runs and are not re-mounted`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await recordBeforeApp(page);
      await page.goto('/docs/quick-start');
      await hydrated(page);
      const kept = await page.evaluate(() => {
        const before = (window as unknown as {__before: Before}).__before;
        return {
          pre: before.pre === document.querySelector('pre'),
          tabs: before.tabs !== null && before.tabs === document.querySelector('[role=tablist]'),
          keyword: before.keyword,
          background: before.background,
        };
      });
      expect(kept).toEqual({pre: true, tabs: true, ...expected[mode]});
      expect(await colours(page)).toEqual(expected[mode]);
      // The switch recolours the same elements.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      expect(await colours(page)).toEqual(expected[mode === 'light' ? 'dark' : 'light']);
    });
  }

  test('a page load runs no Prism; a page reached in the browser has its blocks highlighted', async ({page}) => {
    // Prism's chunk is the script that defines the grammars of the site's additional languages.
    const prismScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('languages.powershell')) prismScripts.push(response.url());
    });
    await page.goto('/docs/config/configuring-farm');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.language-bash .token').count()).toBeGreaterThan(0);
    expect(prismScripts).toEqual([]);
    await sidebarLink(page, 'Dev server options').click();
    await expect(h1(page)).toHaveText('Dev server options');
    // Rendered in the browser: the tokens come from Prism's chunk.
    await expect(page.locator('.theme-code-block .token').first()).toBeAttached();
    expect(prismScripts).toHaveLength(1);
  });

  test('hydration finds the code blocks the server wrote in one pass over the page, not a query for each', async ({
    page,
  }) => {
    // Counts the queries that name the blocks' attribute (data-lines, src/theme/CodeBlock/Content/Code.tsx).
    await page.addInitScript(() => {
      const counts = {one: 0, all: 0};
      Object.assign(window, {__lineQueries: counts});
      const {querySelector, querySelectorAll} = Document.prototype;
      Document.prototype.querySelector = function (this: Document, selector: string) {
        if (selector.includes('data-lines')) counts.one += 1;
        return querySelector.call(this, selector);
      } as typeof querySelector;
      Document.prototype.querySelectorAll = function (this: Document, selector: string) {
        if (selector.includes('data-lines')) counts.all += 1;
        return querySelectorAll.call(this, selector);
      } as typeof querySelectorAll;
    });
    await page.goto('/docs/config/compilation-options');
    const lines = await page.locator('.theme-code-block .token-line').count();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const counts = await page.evaluate(
      () => (window as unknown as {__lineQueries: {one: number; all: number}}).__lineQueries,
    );
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(100);
    expect(counts.one).toBe(0);
    expect(counts.all).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBeLessThanOrEqual(3);
    // Every block kept the lines the server wrote.
    expect(await page.locator('.theme-code-block .token-line').count()).toBe(lines);
  });

  test('dates keep the server text: no Intl.DateTimeFormat in a page load; a page reached in the browser formats its own', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const counted = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        (window as unknown as {__formats: number}).__formats += 1;
        return new Original(...args);
      };
      Object.assign(window, {__formats: 0});
      Intl.DateTimeFormat = Object.assign(counted, Original) as unknown as typeof Intl.DateTimeFormat;
    });
    const formats = () => page.evaluate(() => (window as unknown as {__formats: number}).__formats);
    for (const path of ['/blog/farm-1-0', '/docs/quick-start', '/zh/blog/farm-1-0']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await formats(), path).toBe(0);
    }
    await expect(page.locator('article header time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(page.locator('.theme-last-updated time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    // A blog post reached by a click renders its date in the browser.
    await page.goto('/blog');
    await hydrated(page);
    await page.locator('article h2 a').first().click();
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article header time')).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    expect(await formats()).toBeGreaterThan(0);
  });

  test('each tab names its panel, which is labelled by the tab; ids are unique on the page', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('[role=tab]')].map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return {role: panel?.getAttribute('role'), labelledBy: panel?.getAttribute('aria-labelledby') === tab.id};
      }),
    );
    expect(links.length).toBeGreaterThan(4);
    expect(links.every((link) => link.role === 'tabpanel' && link.labelledBy)).toBe(true);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
    const group = page.locator('.tabs-container').first();
    await expect(group.getByRole('tabpanel', {name: 'npm'})).toBeVisible();
    await group.getByRole('tab', {name: 'yarn'}).click();
    await expect(group.getByRole('tabpanel', {name: 'yarn'})).toContainText('yarn');
  });

  test('a package-manager tab chosen once applies to every group, after a reload too', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const groups = page.locator('.tabs-container');
    expect(await groups.count()).toBeGreaterThan(1);
    const selected = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.tabs-container')].map((group) => ({
          tab: group.querySelector('[role=tab][aria-selected=true]')?.textContent,
          shown: [...group.querySelectorAll('[role=tabpanel]')].filter((panel) => !panel.hasAttribute('hidden')).length,
        })),
      );
    await groups.first().getByRole('tab', {name: 'pnpm'}).click();
    const everyPnpm = Array.from({length: await groups.count()}, () => ({tab: 'pnpm', shown: 1}));
    expect(await selected()).toEqual(everyPnpm);
    await page.reload();
    await hydrated(page);
    await expect.poll(selected).toEqual(everyPnpm);
    await expect(groups.first().locator('[role=tabpanel]:not([hidden]) code')).toContainText('pnpm');
  });
});
