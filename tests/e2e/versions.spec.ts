import type {Page} from '@playwright/test';
import {anotherTab} from './browser';
import {expect, hydrated, test} from './fixtures';
import {navbar} from './locators';

/**
 * Docs versions: the 0.x docs carry an unmaintained-version banner, the version dropdown keeps the topic where the
 * other version has it, and the chosen version is stored and applies in every tab.
 */

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

test.describe('docs version choice', () => {
  const guides = (page: Page) => navbar(page).getByRole('link', {name: 'Guides', exact: true});

  test('the version chosen in the dropdown is stored and applies in every tab', async ({page, context}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(guides(page)).toHaveAttribute('href', '/docs/quick-start');
    await navbar(page).locator('.dropdown', {hasText: '1.0.0'}).hover();
    await navbar(page).getByRole('link', {name: '0.15'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.x\/why-farm$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.x');
    const {tab, errors} = await anotherTab(context);
    await tab.goto('/blog');
    await hydrated(tab);
    await expect(guides(tab)).toHaveAttribute('href', '/docs/0.x/quick-start');
    expect(errors).toEqual([]);
  });

  test('a stored version is used from the first page of a visit', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '0.x'));
    await page.goto('/team');
    await hydrated(page);
    await expect(guides(page)).toHaveAttribute('href', '/docs/0.x/quick-start');
  });
});

test.describe('2.x docs (Farm 2 pre-release)', () => {
  const cases = [
    {
      path: '/docs/2.x/config/dev-server',
      same: '/docs/config/dev-server',
      text: /Farm 2.*@farmfe\/core@2\.0\.0-beta\.11/,
    },
    {
      path: '/zh/docs/2.x/features/css',
      same: '/zh/docs/features/css',
      text: /预发布版本.*@farmfe\/core@2\.0\.0-beta\.11/,
    },
    // A page 1.x does not have links the stable docs' first page.
    {path: '/docs/2.x/migration/from-1-x', same: '/docs/why-farm', text: /Farm 2/},
  ];
  for (const {path, same, text} of cases) {
    test(`${path} shows the pre-release banner, which names the beta and links ${same}`, async ({page}) => {
      await page.goto(path);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(text);
      await expect(banner.getByRole('link')).toHaveAttribute('href', same);
    });
  }

  test('the dropdown lists 2.x (beta) first, then 1.0.0 and 0.15, each at the same topic', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const dropdown = navbar(page).locator('.dropdown', {hasText: '1.0.0'});
    await dropdown.hover();
    const links = dropdown.locator('.dropdown__link');
    await expect(links).toHaveText(['2.x (beta)', '1.0.0', '0.15']);
    await expect(links.first()).toHaveAttribute('href', '/docs/2.x/features/css');
  });

  for (const [stored, href] of [
    ['current', '/docs/quick-start'],
    ['2.x', '/docs/2.x/quick-start'],
  ] as const) {
    test(`a reader who chose ${stored} keeps it: the navbar's Guides link goes to ${href}`, async ({page}) => {
      await page.addInitScript((name) => localStorage.setItem('docs-preferred-version-default', name), stored);
      await page.goto('/team');
      await hydrated(page);
      await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute('href', href);
    });
  }
});
