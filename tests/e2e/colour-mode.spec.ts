import type {Page} from '@playwright/test';
import {frames, anotherTab} from './browser';
import {expect, hydrated, test} from './fixtures';

/** The colour mode: an explicit choice is stored and shared by every tab; the default is light whatever the system prefers. */

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
