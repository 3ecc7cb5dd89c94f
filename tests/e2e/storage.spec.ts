import {isFailedLoad, consoleOf} from './console';
import {expect, hydrated, test} from './fixtures';
import {pageKinds} from './page-kinds';

/**
 * Blocked storage: with localStorage throwing on access, every kind of page renders and works, with one warning
 * in the console, and the search modal keeps its recent searches in memory.
 */

test.describe('with localStorage throwing on access', () => {
  for (const kind of pageKinds) {
    test(`${kind.name} renders and works, and warns once in the console`, async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const warnings = consoleOf(page, 'warning');
      const errors = consoleOf(page, 'error');
      await page.goto(kind.path);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('footer.theme-layout-footer')).toBeVisible();

      // The colour toggle still switches the mode (kept in memory only).
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await page.locator('.navbar button[class*="toggleButton"]').click();
      await expect(html).toHaveAttribute('data-theme', 'dark');

      expect(warnings.filter((w) => w.includes('browser storage is not available'))).toHaveLength(1);
      expect(errors.filter((e) => !isFailedLoad(e))).toEqual([]);

      // The navbar still navigates.
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL(/\/api\/rust-plugin-api$/);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('the search modal still searches (it keeps recent searches in localStorage)', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/features/css');
    await hydrated(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('plugin');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).not.toHaveURL(/\/docs\/features\/css$/);
    await expect(page.locator('h1').first()).toBeVisible();
    // Recent searches are kept in memory for the tab (src/features/search/client/storage.ts).
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  });
});
