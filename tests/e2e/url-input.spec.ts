import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * Hostile input in the URL (the search query, the hash and the path) is shown as text and never run, and an
 * unknown path shows the not-found page.
 */

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/**
 * Hostile inputs, each as it goes into a URL (percent-encoded where a raw
 * character cannot be written, like a lone surrogate or NUL).
 */
const HOSTILE_INPUTS: readonly {name: string; encoded: string}[] = [
  {name: 'HTML with an event handler', encoded: encodeURIComponent('<img src=x onerror=window.__pwned=1>')},
  {name: 'attribute break-out and script', encoded: encodeURIComponent('"><script>window.__pwned=1</script>')},
  {name: 'javascript: URL', encoded: encodeURIComponent('javascript:window.__pwned=1//')},
  {name: 'protocol-relative URL', encoded: encodeURIComponent('//example.com/%2e%2e')},
  // 10 000 characters that stay near 10 kB once encoded: servers refuse request lines much longer (Node: 16 kB).
  {name: '10 000 characters', encoded: encodeURIComponent(`<b>${'x'.repeat(9993)}</b>`)},
  {name: 'right-to-left override', encoded: encodeURIComponent('\u202Eplugin<i>x</i>')},
  {name: 'zero-width joiner', encoded: encodeURIComponent('plu\u200Dgin\u200B')},
  {name: 'lone surrogate', encoded: '%ED%A0%80plugin'},
  {name: 'emoji', encoded: encodeURIComponent('🚜👩‍💻 farm')},
  {name: 'NUL', encoded: '%00plugin%00'},
];

/** Nothing ran, nothing was injected, and the page did not fall into the error boundary. */
async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], script:not([src]):text("__pwned")')).toHaveCount(0);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
}

test.describe('hostile input', () => {
  for (const input of HOSTILE_INPUTS) {
    test(`${input.name} in the search query and the hash renders as text and runs nothing`, async ({page}) => {
      await test.step('search query', async () => {
        await page.goto(`/search?q=${input.encoded}`);
        await hydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        const query = await page.evaluate(() => new URLSearchParams(window.location.search).get('q'));
        await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(query ?? '');
        if (query?.includes('<') && query.length < 200) await expect(page.locator('h1')).toContainText(query);
        await expectNothingRan(page);
      });
      await test.step('hash', async () => {
        await page.goto(`/docs/features/css#${input.encoded}`);
        await hydrated(page);
        await expect(page.locator('h1')).toHaveText('CSS');
        await page.locator('.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
        await expect(page).toHaveURL(/\/docs\/quick-start$/);
        await expectNothingRan(page);
      });
    });

    test(`${input.name} in the URL path shows the not-found page, and a zh .html path stays on the site`, async ({
      page,
    }) => {
      await test.step('path', async () => {
        const response = await page.goto(`/docs/${input.encoded}`);
        expect(response?.status()).toBe(404);
        // A path that is not valid UTF-8 once decoded (the lone surrogate) hydrates too: src/features/not-found-pages/client/repairPath.ts.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expectNothingRan(page);
      });
      await test.step('zh .html path', async () => {
        await page.goto(`/zh/docs/${input.encoded}.html`);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1')).toBeVisible();
        expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/zh\//);
        await expectNothingRan(page);
      });
    });
  }
});
