import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from '@playwright/test';
import {origin} from './origin';

/**
 * `E2E_CPU_SLOWDOWN=4 npm run test:e2e` runs every page at a quarter of this machine's CPU speed (Chromium's
 * CPU throttling), to check the suite on a machine four times slower than CI without finding one.
 */
const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  if (!(slowdown > 1)) return;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
}

/**
 * Every e2e test gets a page that fails the test on an uncaught error in the
 * page. No page reaches the internet (the browser's proxy, origin.ts).
 */
export const test = base.extend<{pageErrors: Error[]}>({
  page: async ({context, page}, use) => {
    await throttle(context, page);
    const onPage = (other: Page) =>
      void throttle(context, other).catch((error: unknown) => {
        // A tab that closes at once (a link opened in a new tab, its navigation aborted) has nothing to throttle.
        if (!other.isClosed()) throw error;
      });
    context.on('page', onPage);
    await use(page);
    context.off('page', onPage);
  },
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    {auto: true},
  ],
});

/** Clears what the site stored in a context: local and session storage, IndexedDB and cookies. */
async function clearSiteData(context: BrowserContext, session: CDPSession): Promise<void> {
  await session.send('Storage.clearDataForOrigin', {origin, storageTypes: 'local_storage,session_storage,indexeddb'});
  await context.clearCookies();
}

/**
 * The same, for tests that load pages and read them and touch nothing the browser keeps but storage: each test
 * gets a new page in one context per worker, whose HTTP cache and compiled-script cache stay warm between tests,
 * as a reader's do from their second page on. Only the page loads differ from `test`'s: the page is new, its
 * storage is empty (cleared after each test), and it has no service worker. Options of that context are set with
 * `sharedTest.use({sharedContextOptions: {...}})`; per-test context options (`test.use({viewport})`) do not reach it.
 */
export const sharedTest = test.extend<
  object,
  {sharedContextOptions: BrowserContextOptions; sharedContext: BrowserContext}
>({
  sharedContextOptions: [{}, {scope: 'worker', option: true}],
  sharedContext: [
    async ({browser, sharedContextOptions}, use) => {
      const context = await browser.newContext({baseURL: origin, serviceWorkers: 'block', ...sharedContextOptions});
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({sharedContext}, use) => {
    const page = await sharedContext.newPage();
    await throttle(sharedContext, page);
    await use(page);
    await clearSiteData(sharedContext, await sharedContext.newCDPSession(page));
    await page.close();
  },
});

/**
 * For tests that each load one page and only read it (every route's render): one page per worker, navigated
 * from test to test, as a reader who types one address after another. Each test's navigation is a full page
 * load; after the test the page goes to about:blank, so an uncaught error of its page fails that test, and its
 * storage is cleared. Against a new page per test, this halves the cost of a route check (300 ms instead of
 * 660 ms, one worker on a 2-core machine): a new page starts a renderer and its caches afresh.
 */
export const reusedPageTest = base.extend<object, {reusedPage: {page: Page; clear: () => Promise<void>}}>({
  reusedPage: [
    async ({browser}, use) => {
      const context = await browser.newContext({baseURL: origin, serviceWorkers: 'block'});
      const page = await context.newPage();
      await throttle(context, page);
      const session = await context.newCDPSession(page);
      await use({page, clear: () => clearSiteData(context, session)});
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({reusedPage: {page, clear}}, use) => {
    const errors: Error[] = [];
    const onError = (error: Error) => errors.push(error);
    page.on('pageerror', onError);
    await use(page);
    await page.goto('about:blank');
    page.off('pageerror', onError);
    await clear();
    expect(errors.map((e) => e.message)).toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Waits until a service worker controls the page (the specs that allow service workers). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}
