import type {BrowserContext, Page} from '@playwright/test';
import {external} from './origin';

/** Waits for the browser to render two more frames (IntersectionObserver and scroll callbacks have run by then). */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Another tab of the same browser context, offline like the test's own page, failing the test on a page error. */
export async function anotherTab(context: BrowserContext): Promise<{tab: Page; errors: Error[]}> {
  const tab = await context.newPage();
  const errors: Error[] = [];
  tab.on('pageerror', (error) => errors.push(error));
  await tab.route(external, (route) => route.abort('internetdisconnected'));
  return {tab, errors};
}
