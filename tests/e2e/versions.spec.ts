import {expect, hydrated, test} from './fixtures';

const navbar = (page: import('@playwright/test').Page) => page.locator('nav.navbar');

test.describe('0.x docs', () => {
  for (const path of ['/docs/0.x/why-farm', '/docs/0.x/config/farm-config', '/zh/docs/0.x/api/hmr-api']) {
    test(`${path} shows the unmaintained-version banner linking to the current version`, async ({page}) => {
      await page.goto(path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('0.15');
      await expect(banner.getByRole('link')).toHaveAttribute('href', /^(\/zh)?\/docs\//);
    });
  }

  test('a current page shows no version banner', async ({page}) => {
    await page.goto('/docs/why-farm');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  const switches: [string, string][] = [
    // the same topic where 1.0.0 has it
    ['/docs/0.x/features/css', '/docs/features/css'],
    ['/docs/0.x/config/compilation-options', '/docs/config/compilation-options'],
    // the version's landing page where it does not
    ['/docs/0.x/concepts', '/docs/why-farm'],
    ['/docs/0.x/config/farm-config', '/docs/why-farm'],
  ];
  for (const [from, to] of switches) {
    test(`switching ${from} to 1.0.0 lands on ${to}`, async ({page}) => {
      await page.goto(from);
      await hydrated(page);
      await navbar(page).locator('.dropdown', {hasText: '0.15'}).hover();
      await navbar(page).getByRole('link', {name: '1.0.0'}).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}$`));
    });
  }
});
