import type {Page} from '@playwright/test';
import {idle} from './browser';
import {expect, hydrated, test} from './fixtures';
import {searchModal as modal, searchInput as input, searchButton} from './locators';

/** The built-in search: DocSearch's modal and the search page over the index built with the site. */

const hitLinks = (page: Page) => modal(page).locator('.DocSearch-Hit a');
/** The shards and their headings shards (content-hashed JSON files); the manifest keeps its name. */
const SHARD = /\/search-index\/[^/]+\.[0-9a-f]{10}\.json$/;
const HEADINGS_SHARD = /\/search-index\/[^/]+\.headings\.[0-9a-f]{10}\.json$/;

async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

async function hrefs(page: Page): Promise<string[]> {
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('search modal', () => {
  test('/ and Ctrl+K open it, Escape closes it', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // Closing gives the focus back to the search button, where '/' is left alone (as a button's key) but Ctrl+K is not.
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
  });

  test('the home page loads no search code or index until the search button is approached', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
    const scripts = requests.filter((url) => url.endsWith('.js'));
    await searchButton(page).hover();
    await expect.poll(() => requests.filter((url) => SHARD.test(url)).length).toBeGreaterThan(0);
    // Pointing at the button brought the search code, as a script of its own.
    expect(requests.filter((url) => url.endsWith('.js') && !scripts.includes(url)).length).toBeGreaterThan(0);
  });

  test('a query finds pages of the current locale and version only', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('css');
    const current = await hrefs(page);
    expect(current.some((href) => href.startsWith('/docs/features/css'))).toBe(true);
    for (const href of current) expect(href).not.toMatch(/^\/(zh\/|docs\/0\.x\/)/);

    await openSearch(page, '/docs/0.x/quick-start');
    await input(page).fill('css');
    const older = await hrefs(page);
    expect(older.some((href) => href.startsWith('/docs/0.x/features/css'))).toBe(true);
    for (const href of older) expect(href).not.toMatch(/^\/(zh\/|docs\/(?!0\.x\/))/);

    await openSearch(page, '/docs/2.x/quick-start');
    await input(page).fill('css');
    const beta = await hrefs(page);
    expect(beta.some((href) => href.startsWith('/docs/2.x/features/css'))).toBe(true);
    for (const href of beta) expect(href).not.toMatch(/^\/(zh\/|docs\/(?!2\.x\/))/);
  });

  test('results show the words that matched', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('lazy compilation');
    await expect(modal(page).locator('.DocSearch-Hit mark').first()).toHaveText(/lazy|compilation/i);
  });

  test('Enter opens the first result', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('lazy compilation');
    const [first] = await hrefs(page);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === first);
    await expect(page.locator('h1')).toContainText(/lazy compilation/i);
  });

  test("'See all N results' reaches /search?q=…, which finds the same N", async ({page}) => {
    // The count of the whole index: without the headings shards, the modal waits for the whole shards.
    await page.route(HEADINGS_SHARD, (route) => route.abort('connectionreset'));
    await openSearch(page, '/docs/quick-start');
    // Typed key by key: each keystroke is a search, and the count must be the last one's, not their sum.
    await input(page).pressSequentially('persistent cache', {delay: 60});
    await expect(hitLinks(page).first()).toBeVisible();
    const seeAll = modal(page).getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=persistent(%20|\+)cache$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });

  test('before the whole shard has come, its headings answer a query they have every word of; other queries wait', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-index\/en\.docs-default-current\.[0-9a-f]{10}\.json$/, async (route) => {
      await released;
      await route.continue();
    });
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('persistent cache');
    // The headings answer: the page of that title comes first.
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/advanced/persistent-cache');
    // No heading has these words, only text does: no answer (and no "No results") until the whole shard is in.
    await input(page).fill('regular expressions');
    // The page has handled the typing and is waiting on the held shard.
    await idle(page);
    await expect(modal(page).getByText(/No results/)).toBeHidden();
    await expect(hitLinks(page).first()).toHaveAttribute('href', '/docs/advanced/persistent-cache');
    release();
    await expect(modal(page).locator('.DocSearch-Hit mark').first()).toHaveText(/regular|expressions/i);
  });

  test('a query with no hits shows the empty texts', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    // Counts the HTML documents the page parses: the suggestions are made plain text only when they are shown.
    await page.evaluate(() => {
      const parse = DOMParser.prototype.parseFromString;
      const counter = {parsed: 0};
      Object.assign(window, {__parsed: counter});
      DOMParser.prototype.parseFromString = function (this: DOMParser, ...args: Parameters<typeof parse>) {
        counter.parsed += 1;
        return parse.apply(this, args);
      };
    });
    const parsed = () => page.evaluate(() => (window as unknown as {__parsed: {parsed: number}}).__parsed.parsed);
    // A first query with results gives DocSearch its suggestions.
    await input(page).fill('plugin');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(await parsed()).toBe(0);
    await input(page).fill('zzqxwv');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results found for "zzqxwv"');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/farm-fe\/farm-fe\.github\.io\/issues\/new\?title=.*zzqxwv/,
    );
    // 'Try searching for': the sections of the last results (SearchBar/suggestions.ts; DocSearch 4.7.1 never shows its own).
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    expect(await parsed()).toBeGreaterThan(0);
    const suggestion = screen.locator('button.DocSearch-Prefill').first();
    const name = (await suggestion.textContent()) ?? '';
    expect(name).not.toBe('');
    await suggestion.click();
    await expect(input(page)).toHaveValue(`${name.toLowerCase()} `);
    await expect(input(page)).toBeFocused();
    await expect(hitLinks(page).first()).toBeVisible();
  });

  test('a shard that fails to load shows the network error, and the next search recovers', async ({page}) => {
    await page.route(SHARD, (route) => route.abort('connectionreset'));
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('cache');
    await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
    await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
    await expect(modal(page).getByText(/No results found/)).toBeHidden();
    await page.unroute(SHARD);
    await input(page).fill('caches');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(modal(page).getByText('Unable to fetch results')).toBeHidden();
  });

  test('a Chinese query on a Chinese page finds the Chinese page', async ({page}) => {
    await openSearch(page, '/zh/docs/quick-start');
    // Segmented by Intl.Segmenter: the words of the page title, typed without spaces, still find it.
    await input(page).fill('持久化缓存');
    const found = await hrefs(page);
    expect(found[0]).toMatch(/^\/zh\/docs\/advanced\/persistent-cache(#|$)/);
    // Chinese pages only, of the current docs and the pages and blog (tag `default`), never 0.x.
    for (const href of found) expect(href).toMatch(/^\/zh\/(?!docs\/0\.x\/)/);
    await expect(modal(page).locator('.DocSearch-Hit mark', {hasText: /缓存/}).first()).toBeVisible();

    // On the home page (tagged `default`), the translated home texts are found.
    await openSearch(page, '/zh/');
    await input(page).fill('秒级启动');
    const home = await hrefs(page);
    expect(home).toContain('/zh/');
    for (const href of home) expect(href).toMatch(/^\/zh\//);
  });

  test('an opened result becomes a recent search, which can be saved as a favourite and removed', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('lazy compilation');
    const [first] = await hrefs(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === first);

    await page.keyboard.press('Control+k');
    const recent = modal(page).locator('.DocSearch-Hit-source', {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    const saved = modal(page).locator('.DocSearch-Hit a').first();
    await expect(saved).toHaveAttribute('href', first!);
    await modal(page).getByTitle('Save this search').first().click();
    await expect(modal(page).locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect(recent).toBeHidden();

    // Kept across a reload (localStorage), then removed.
    await page.reload();
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page).locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await modal(page).getByTitle('Remove this search from favorites').first().click();
    await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveCount(0);
  });

  test('result links on the external-URL pattern stay absolute, the others become local paths', async ({page}) => {
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('css');
    for (const href of await hrefs(page)) expect(href).toMatch(/^\/docs\//);

    // The same index served as if its pages lived on the nightly site (themeConfig.algolia.externalUrlRegex).
    await page.route('**/search-index/manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {origin: string};
      await route.fulfill({response, json: {...manifest, origin: 'https://farm-nightly.netlify.app'}});
    });
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('css');
    for (const href of await hrefs(page)) expect(href).toMatch(/^https:\/\/farm-nightly\.netlify\.app\/docs\//);
  });

  test('the local backend makes no connection to Algolia', async ({page}) => {
    const algolia: string[] = [];
    page.on('request', (request) => {
      if (/algolia/.test(new URL(request.url()).hostname)) algolia.push(request.url());
    });
    await openSearch(page, '/docs/quick-start');
    await input(page).fill('plugin');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(page.locator('link[href*="algolia"]')).toHaveCount(0);
    // Nor does it credit Algolia: DocSearch's "Powered by Algolia" is in the footer, hidden.
    const credit = modal(page).locator('.DocSearch-Logo');
    await expect(credit).toHaveCount(1);
    await expect(credit).toContainText('Powered by');
    await expect(credit).toBeHidden();
    expect(algolia).toEqual([]);
  });

  test("the search button's name holds its visible text", async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search Ctrl K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  });

  test('a query carrying HTML is shown as text and nothing runs', async ({page}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    const attack = '<img src=x onerror="window.__xss=1">';
    await openSearch(page, '/docs/quick-start');
    await input(page).fill(attack);
    await expect(input(page)).toHaveValue(attack);
    // Some words of it (img, src) are in the docs, so there are results to render.
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & {__xss?: number}).__xss)).toBeUndefined();
  });
});

test.describe('search page', () => {
  test('/search?q=… shows results on load', async ({page}) => {
    await page.goto('/search?q=lazy%20compilation');
    await expect(page.locator('h1')).toHaveText('Search results for "lazy compilation"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('lazy compilation');
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    const first = page.locator('article h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/docs\//);
    await expect(page.locator('article .search-result-match').first()).toBeVisible();
  });

  test("is the theme's page with the site's client: one ellipsis per snippet, no Algolia credit, a named version select", async ({
    page,
  }) => {
    await page.goto('/search?q=cache');
    const summaries = page.locator('article p');
    await expect(summaries.first()).toBeVisible();
    const texts = await summaries.allTextContents();
    // The theme's page adds "..." after each snippet; the index's own trailing ellipsis is taken off.
    for (const text of texts) expect(text).not.toMatch(/…\.\.\.$/);
    expect(texts.some((text) => text.endsWith('...'))).toBe(true);
    await expect(page.getByText('Powered by')).toBeHidden();
    await expect(page.getByRole('combobox', {name: 'Docs version to search'})).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Search the Farm documentation/);
  });

  test('the version select offers every docs version, and 2.x (beta) searches the 2.x pages', async ({page}) => {
    await page.goto('/search?q=dev%20server');
    const select = page.getByRole('combobox', {name: 'Docs version to search'});
    await expect
      .poll(() => select.evaluate((el: HTMLSelectElement) => [...el.options].map((option) => option.label)))
      .toEqual(['1.0.0', '2.x (beta)', '0.15']);
    await select.selectOption({label: '2.x (beta)'});
    const first = page.locator('article h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/docs\/2\.x\//);
    for (const href of await page.locator('article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/(docs\/2\.x\/|blog|team|$)/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px, the version select lines up with the search field and stays on the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/search?q=cache');
      await hydrated(page);
      const field = (await page.getByRole('searchbox', {name: 'Search'}).boundingBox())!;
      const select = (await page.getByRole('combobox', {name: 'Docs version to search'}).boundingBox())!;
      // Below the field on a phone, beside it on a desktop; within the page's margins either way.
      if (width < 576) expect(Math.abs(select.x - field.x)).toBeLessThanOrEqual(1);
      expect(select.x).toBeGreaterThanOrEqual(16);
      expect(select.x + select.width).toBeLessThanOrEqual(width - 16 + 1);
    });
  }

  test('shows the network error when the index cannot be fetched', async ({page}) => {
    await page.route(SHARD, (route) => route.abort('connectionreset'));
    await page.goto('/search?q=cache');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.getByText('No results were found')).toBeHidden();
  });

  test('a query carrying HTML is shown as text and nothing runs', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1">')}`);
    await expect(page.locator('h1')).toHaveText('Search results for "<img src=x onerror="window.__xss=1">"');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & {__xss?: number}).__xss)).toBeUndefined();
  });
});
