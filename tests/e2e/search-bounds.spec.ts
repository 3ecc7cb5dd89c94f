import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/**
 * A link with a query of 100,000 characters, to the search page or to a
 * missing page whose suggestions search its path, leaves the page working
 * and its memory bounded (src/features/search/shared/limits.ts). Without the bounds, such a
 * link held the tab for over a minute and grew its heap by gigabytes.
 */

const HUGE = 'a'.repeat(100_000);
/** Ten times the page's own heap after a search (about 15 MB in bench/search-worst.mjs). */
const HEAP_BOUND = 150 * 2 ** 20;

/**
 * Addresses this long are answered with the page a short address of the same
 * kind gets: a real server refuses them (Node.js, GitHub Pages) before the
 * page could load, but a browser follows them from a link.
 */
async function serveLongAddresses(page: Page, shortPath: string): Promise<void> {
  await page.route(
    (url) => url.href.length > 10_000,
    async (route) =>
      route.fulfill({response: await route.fetch({url: new URL(shortPath, route.request().url()).href})}),
  );
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const {metrics} = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Infinity;
}

test.describe('a 100,000-character query', () => {
  test('in /search?q=… is cut to 512 characters and answered from its first words', async ({page}) => {
    await serveLongAddresses(page, '/search');
    await page.goto(`/search?q=${encodeURIComponent(`persistent cache ${HUGE}`)}`);
    await hydrated(page);
    const box = page.getByRole('searchbox', {name: 'Search'});
    await expect(box).toHaveAttribute('maxlength', '512');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /persistent-cache/);
    // The page answers: a script runs, and the address, field and heading hold the bounded query.
    const query = await page.evaluate(() => new URLSearchParams(window.location.search).get('q'));
    expect(query).toHaveLength(512);
    expect(query).toMatch(/^persistent cache a+$/);
    expect(await box.inputValue()).toBe(query);
    await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
    expect(await heapUsed(page)).toBeLessThan(HEAP_BOUND);
  });

  test('as one segment of a missing path still brings suggestions', async ({page}) => {
    await serveLongAddresses(page, '/docs/no-such-page');
    const response = await page.goto(`/docs/persistent-cache-${HUGE}`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const suggestions = page.getByRole('navigation', {name: 'Pages you might be looking for'});
    await expect(suggestions.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
      'href',
      /persistent-cache/,
    );
    expect(await page.evaluate(() => window.location.pathname.length)).toBeGreaterThan(100_000);
    expect(await heapUsed(page)).toBeLessThan(HEAP_BOUND);
  });
});
