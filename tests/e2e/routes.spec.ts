import {expect, reusedPageTest as test} from './fixtures';
import {expectedFor, localePath, locales, routes} from './expected';

for (const locale of locales) {
  test.describe(`every route of routes.txt renders (${locale})`, () => {
    for (const route of routes) {
      test(localePath(locale, route), async ({page}) => {
        const want = expectedFor(route, locale);
        const response = await page.goto(localePath(locale, route));
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1').first()).toHaveText(want.h1);
        await expect(page).toHaveTitle(want.title);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-US' : 'zh-CN');
      });
    }
  });
}

test.describe('page titles', () => {
  test('the home page carries the site title alone', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Farm');
  });
  test('a doc page is "Title | Farm", trimmed', async ({page}) => {
    await page.goto('/docs/quick-start');
    await expect(page).toHaveTitle(/^\S.* \| Farm$/);
    const title = await page.title();
    expect(title).toBe(title.trim());
  });
});
