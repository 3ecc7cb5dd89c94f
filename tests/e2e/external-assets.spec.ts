import {isFailedLoad} from './console';
import {expect, hydrated, test} from './fixtures';
import {external} from './origin';
import {pageKinds} from './page-kinds';

/**
 * External images and fonts that cannot load: every kind of page keeps its layout on a phone and a desktop, with
 * no console error but the browser's own for each blocked file.
 */

test.describe('with external images and fonts unreachable', () => {
  for (const width of [375, 1280]) {
    test(`every page kind at ${width} px: no horizontal overflow, no flood of console errors`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({width, height: 800});
      let documentUrl = '';
      let errors: string[] = [];
      let blocked = 0;
      page.on('console', (message) => {
        // The not-found page's own 404 status is logged too: that one is meant.
        if (message.type() === 'error' && message.location().url !== documentUrl) errors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        if (external.test(request.url()) && ['image', 'font'].includes(request.resourceType())) blocked += 1;
      });
      for (const kind of pageKinds) {
        await test.step(kind.name, async () => {
          documentUrl = new URL(kind.path, baseURL).href;
          errors = [];
          blocked = 0;
          await page.goto(kind.path);
          await hydrated(page);
          // Lazy images below the fold load (and fail) once scrolled to; wait until every image has settled.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
          await page.evaluate(() => window.scrollTo(0, 0));

          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
            wide: [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
              .filter((el) => !el.closest('.navbar-sidebar, .sr-only'))
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
          }));
          expect(overflow.scrollWidth, `wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
            overflow.clientWidth,
          );
          expect(errors.filter((e) => !isFailedLoad(e))).toEqual([]);
          expect(errors.length, 'at most one console error per blocked image or font').toBeLessThanOrEqual(blocked);
        });
      }
    });
  }
});
