import {expect, hydrated, test} from './fixtures';

/** The base URL banner: a site served under another path than its baseUrl says so and suggests the right one. */

test.describe('base URL misconfiguration', () => {
  test('served under /sub/, the home page says it did not load and suggests baseUrl /sub/', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    // A host where the site lives under /sub/ only: its /assets/… URLs (baseUrl '/') are not found.
    await page.route(
      (url) => url.origin === origin,
      async (route) => {
        const {pathname, search} = new URL(route.request().url());
        if (!pathname.startsWith('/sub/')) return route.fulfill({status: 404, contentType: 'text/plain', body: ''});
        const response = await route.fetch({url: `${origin}${pathname.slice('/sub'.length)}${search}`});
        return route.fulfill({response});
      },
    );
    await page.goto('/sub/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = / (default value)');
    await expect(banner).toContainText('We suggest trying baseUrl = /sub/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/sub/');
  });

  test('served at the right base, no banner', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});
