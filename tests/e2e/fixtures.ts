import {test as base, expect} from '@playwright/test';

/**
 * Every e2e test gets a page that cannot reach the internet (requests to any
 * other host are aborted, as they would fail on an offline machine) and that
 * fails the test on an uncaught error in the page.
 */
export const test = base.extend<{pageErrors: Error[]}>({
  pageErrors: [
    async ({page}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('internetdisconnected'));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Waits until a service worker controls the page (the specs that allow service workers). */
export async function controlled(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}
