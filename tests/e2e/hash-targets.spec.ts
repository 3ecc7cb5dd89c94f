import type {Page} from '@playwright/test';
import {settledAround} from './browser';
import {expect, hydrated, test} from './fixtures';

/**
 * Hash targets on a long page land under the navbar and stay there while the page settles (its code blocks skip
 * their layout out of view, src/theme/CodeBlock/Content, and take their real height when near).
 */

/** The heading with `id` sits just under the navbar, and stays there while the page settles. */
async function expectUnderNavbar(page: Page, id: string): Promise<void> {
  const heading = page.locator(`[id="${id}"]`);
  const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const navbar = await page.locator('.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(top).toBeGreaterThanOrEqual(Math.floor(navbar));
  expect(await top()).toBeLessThan(navbar + 40);
  // The blocks above it, rendered or not, do not push it away as the page settles.
  await settledAround(page, `[id="${id}"]`);
  expect(await top()).toBeLessThan(navbar + 40);
  expect(await top()).toBeGreaterThanOrEqual(Math.floor(navbar));
}

test('a hash deep in a long page puts its heading under the navbar, and it stays there', async ({page}) => {
  await page.goto('/docs/config/compilation-options');
  const id = await page.locator('.markdown > h3[id]').nth(-3).getAttribute('id');
  expect(id).toBeTruthy();
  await page.goto(`/docs/config/compilation-options#${id}`);
  await hydrated(page);
  await expectUnderNavbar(page, id!);
});

test('a table-of-contents link deep in a long page scrolls its heading under the navbar', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/config/compilation-options');
  await hydrated(page);
  const link = page.locator('.table-of-contents a').nth(-4);
  const id = decodeURIComponent((await link.getAttribute('href'))!.replace(/^#/, ''));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expectUnderNavbar(page, id);
});
