import {expect, hydrated, test} from './fixtures';
import {navbar} from './locators';

/** The error boundary: a page that throws while it renders shows an error inside the layout, with Try again. */

declare global {
  interface Window {
    __restoreDateTimeFormat?: () => void;
  }
}

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
