import {locales, localePath} from './expected';
import {expect, test} from './fixtures';
import {pageKinds} from './page-kinds';

/** Without JavaScript, every kind of page in both locales has its content, navbar links and footer in the HTML. */

test.describe('with JavaScript disabled', () => {
  for (const locale of locales) {
    test(`every page kind, ${locale}: main content, navbar links and footer are in the HTML`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false, baseURL});
      const page = await context.newPage();
      for (const kind of pageKinds) {
        await test.step(kind.name, async () => {
          await page.goto(localePath(locale, kind.path));
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

          // The page's own content: everything between the navbar and the footer.
          const h1 = page.locator('#__docusaurus_skipToContent_fallback h1').first();
          await expect(h1).toBeVisible();
          expect((await h1.textContent())?.trim()).not.toBe('');

          const prefix = locale === 'en' ? '' : '/zh';
          const navbar = page.locator('nav.navbar');
          const hrefs = await navbar
            .locator('a.navbar__link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          for (const target of [
            /\/docs\/([02]\.x\/)?quick-start$/,
            /\/docs\/([02]\.x\/)?config\/(configuring-farm|compilation-options)$/,
            /\/docs\/([02]\.x\/)?api\/rust-plugin-api$/,
            /\/docs\/([02]\.x\/)?plugins\/official-plugins\/overview$/,
          ]) {
            expect(
              hrefs.some((href) => href.startsWith(`${prefix}/docs`) && target.test(href)),
              `navbar links to ${target}`,
            ).toBe(true);
          }
          // The Community dropdown's items are links in the HTML, reachable without the script that opens it.
          for (const href of [`${prefix}/team`, `${prefix}/blog/index`]) {
            expect(await navbar.locator(`.dropdown__menu a[href="${href}"]`).count(), href).toBeGreaterThan(0);
          }

          const footer = page.locator('footer.theme-layout-footer');
          await expect(footer).toBeVisible();
          await expect(footer.locator(`a[href="${prefix}/docs/quick-start"]`)).toBeVisible();
          await expect(footer.locator('a[href="https://github.com/farm-fe/farm"]')).toBeVisible();
        });
      }
      await context.close();
    });
  }
});
