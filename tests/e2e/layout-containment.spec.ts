import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * The blocks of a page's Markdown skip style, layout and paint while out of view (`content-visibility: auto`,
 * src/css/custom.css, #19). That must not move anything once they are rendered, nor lose a hash target.
 */

const pages = [
  '/docs/quick-start',
  '/docs/config/compilation-options',
  '/docs/features/css',
  '/docs/plugins/official-plugins/overview',
  '/blog/farm-1-0',
  '/zh/docs/quick-start',
  '/docs/0.x/concepts',
];

/** Top and height of every element in the Markdown but code blocks' buttons (rendered when near), to the pixel. */
async function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.markdown *')]
      .filter((el) => !el.closest('[class*="buttonGroup"]'))
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
      }),
  );
}

for (const width of [375, 1280]) {
  test(`at ${width} px, rendered blocks sit exactly where they would without containment`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    for (const path of pages) {
      await page.goto(path);
      await hydrated(page);
      // Every skipping block rendered as the reader sees it when near it: with the containment it then has.
      const contained = await page.evaluate(() => {
        const blocks = [...document.querySelectorAll<HTMLElement>('.markdown > *')].filter(
          (el) => getComputedStyle(el).contentVisibility === 'auto',
        );
        for (const el of blocks) el.style.cssText += ';content-visibility:visible;contain:layout paint style';
        return blocks.length;
      });
      expect(contained, path).toBeGreaterThan(5);
      const withRule = await boxes(page);
      // The same page without the rule: its media block taken out of the stylesheet, the inline styles removed.
      const removed = await page.evaluate(() => {
        let count = 0;
        for (const sheet of [...document.styleSheets]) {
          const rules = [...sheet.cssRules];
          for (let i = rules.length - 1; i >= 0; i--) {
            if (rules[i] instanceof CSSMediaRule && rules[i]!.cssText.includes('.markdown > :is(')) {
              sheet.deleteRule(i);
              count += 1;
            }
          }
        }
        for (const el of document.querySelectorAll<HTMLElement>('.markdown > *')) el.style.contain = '';
        for (const el of document.querySelectorAll<HTMLElement>('.markdown > *')) el.style.contentVisibility = '';
        return count;
      });
      expect(removed, path).toBe(1);
      expect(await boxes(page), path).toEqual(withRule);
    }
  });
}

test('a long page skips its blocks out of view, renders them as they come near, and prints them all', async ({
  page,
}) => {
  await page.goto('/docs/config/compilation-options');
  await hydrated(page);
  const lastList = page.locator('.markdown > ul').last();
  // A skipping block's own box is rendered, at its assumed height; its contents are what the browser skips.
  const skipped = () =>
    lastList.evaluate((el) => !el.firstElementChild!.checkVisibility({contentVisibilityAuto: true}));
  expect(await skipped()).toBe(true);
  await lastList.scrollIntoViewIfNeeded();
  await expect.poll(skipped).toBe(false);
  await page.emulateMedia({media: 'print'});
  expect(await lastList.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
});

test('a hash deep in a long page puts its heading under the navbar, and it stays there', async ({page}) => {
  await page.goto('/docs/config/compilation-options');
  const id = await page.locator('.markdown > h3[id]').nth(-3).getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`/docs/config/compilation-options#${id}`);
  await hydrated(page);
  const heading = page.locator(`[id="${id}"]`);
  const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const navbar = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(top).toBeGreaterThanOrEqual(Math.floor(navbar));
  expect(await top()).toBeLessThan(navbar + 40);
  // The blocks above it, rendered or not, do not push it away as the page settles.
  await page.waitForTimeout(500);
  expect(await top()).toBeLessThan(navbar + 40);
  expect(await top()).toBeGreaterThanOrEqual(Math.floor(navbar));
});

test('a table-of-contents link deep in a long page scrolls its heading under the navbar', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/config/compilation-options');
  await hydrated(page);
  const link = page.locator('.table-of-contents a').nth(-4);
  const id = decodeURIComponent((await link.getAttribute('href'))!.replace(/^#/, ''));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const heading = page.locator(`[id="${id}"]`);
  const navbar = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBeGreaterThanOrEqual(Math.floor(navbar));
  await page.waitForTimeout(500);
  expect(await top()).toBeGreaterThanOrEqual(Math.floor(navbar));
  expect(await top()).toBeLessThan(navbar + 40);
});
