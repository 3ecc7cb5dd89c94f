import type {BrowserContext, Page} from '@playwright/test';

/** Waits for the browser to render two more frames (IntersectionObserver and scroll callbacks have run by then). */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until the page's main thread has been idle twice: what the page had queued (idle callbacks, the tasks
 * a hover or a scroll started) has run by then, however slow the machine.
 */
export async function idle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
  }
}

/**
 * Waits until the element's position has held still for ten animation frames, after the fonts have loaded: the
 * page has settled around it (blocks above it laid out, scrolling done), measured in frames, not milliseconds.
 */
export async function settledAround(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = NaN;
        let still = 0;
        const tick = () => {
          const top = Math.round(el.getBoundingClientRect().top);
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        void document.fonts.ready.then(() => requestAnimationFrame(tick));
      }),
  );
}

/** Another tab of the same browser context, failing the test on a page error. */
export async function anotherTab(context: BrowserContext): Promise<{tab: Page; errors: Error[]}> {
  const tab = await context.newPage();
  const errors: Error[] = [];
  tab.on('pageerror', (error) => errors.push(error));
  return {tab, errors};
}
