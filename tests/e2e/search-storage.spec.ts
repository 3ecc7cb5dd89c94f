import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {searchModal as modal, searchInput as input, searchButton} from './locators';
import {report, seriousViolations} from './axe';

/**
 * What the site reads from storage is checked before use (src/features/search/client/storedSearches.ts), and the search page
 * explains itself with JavaScript off.
 */

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__farmfe';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__farmfe';
const MARKUP = '<img src="/img/favicon.ico" class="planted" onerror="window.__planted = 1">';

/** A hit as DocSearch stores it, with the fields the planted values change. */
function hit(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    objectID: `/docs/quick-start#${id}`,
    url: `/docs/quick-start#${id}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: `Planted ${id}`, lvl2: null},
    content: null,
    __docsearch_parent: null,
    ...overrides,
  };
}

/** Sets localStorage keys on the site's origin (the page must be on it) and reloads, as a later visit reads them. */
async function plant(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.reload();
  await hydrated(page);
}

const BAD_LISTS: [string, () => string][] = [
  ['[null]', () => '[null]'],
  ['[1]', () => '[1]'],
  ['[{}]', () => '[{}]'],
  ['not JSON', () => '{"objectID": '],
  ['a JSON object', () => JSON.stringify({0: hit('a')})],
  ['a 2 MB string', () => 'x'.repeat(2_000_000)],
  ['an entry with a 2 MB title', () => JSON.stringify([hit('a', {hierarchy: {lvl0: 'Docs', lvl1: 'x'.repeat(2e6)}})])],
  ['a huge array', () => JSON.stringify(Array.from({length: 300_000}, () => 0))],
  ['an entry without hierarchy', () => JSON.stringify([{...hit('a'), hierarchy: undefined}])],
];

test.describe('stored searches', () => {
  for (const [name, value] of BAD_LISTS) {
    test(`${name} in the recent and favourite searches: the modal opens with Ctrl+K and the button, and searches`, async ({
      page,
    }) => {
      await page.goto('/docs/quick-start');
      await plant(page, {[RECENT]: value(), [FAVORITE]: value()});
      await page.keyboard.press('Control+k');
      await expect(input(page)).toBeFocused();
      await input(page).fill('lazy compilation');
      await expect(modal(page).locator('.DocSearch-Hit a').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await searchButton(page).click();
      await expect(input(page)).toBeFocused();
      // Nothing of the bad value is offered as a recent or favourite search.
      await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
    });
  }

  test('planted entries show as text, and only links on this site are kept', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    await page.goto('/docs/quick-start');
    await plant(page, {
      [RECENT]: JSON.stringify([
        hit('markup', {
          hierarchy: {lvl0: 'Docs', lvl1: MARKUP},
          _highlightResult: {hierarchy: {lvl0: {value: MARKUP}, lvl1: {value: MARKUP}}},
          _snippetResult: {hierarchy: {lvl1: {value: MARKUP}}},
        }),
        hit('protocol-relative', {url: '//evil.example/docs'}),
        hit('backslash', {url: '/\\evil.example/docs'}),
        hit('script', {url: 'javascript:window.__planted=1'}),
        hit('other-site', {url: 'https://evil.example/docs/quick-start'}),
        hit('absolute', {url: `${origin}/docs/config/shared#core`}),
      ]),
      [FAVORITE]: JSON.stringify([hit('favourite', {url: '/docs/features/css'}), null]),
    });
    await page.keyboard.press('Control+k');
    const hits = modal(page).locator('.DocSearch-Hit');
    await expect(hits).toHaveCount(3);
    await expect(modal(page).locator('.DocSearch-Hit-title')).toHaveText([
      MARKUP,
      'Planted absolute',
      'Planted favourite',
    ]);
    expect(await modal(page).locator('img, .planted').count()).toBe(0);
    const hrefs = await hits.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/docs/quick-start#markup', '/docs/config/shared#core', '/docs/features/css']);

    // Typing works over them; clearing the query shows them again, and a click stays on the site.
    await input(page).fill('css');
    await expect(modal(page).locator('.DocSearch-Hit a').first()).toBeVisible();
    await input(page).fill('');
    await modal(page).locator('.DocSearch-Hit a', {hasText: 'Planted absolute'}).click();
    await expect(page).toHaveURL(`${origin}/docs/config/shared#core`);
    expect(await page.evaluate(() => (window as unknown as {__planted?: number}).__planted)).toBeUndefined();
    // What is left in storage is the checked list.
    const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', RECENT);
    expect(stored).not.toContain('evil.example');
    expect(stored).not.toContain('javascript:');
    expect(stored).not.toContain('<img');
  });

  test("bad values under the theme's keys leave the page working", async ({page}) => {
    await page.goto('/docs/quick-start');
    await plant(page, {
      theme: '"><img src=x>',
      'docusaurus.announcement.dismiss': '{"a":1}',
      'docusaurus.announcement.id': '[null]',
      'docs-preferred-version-default': '../../evil',
      'docusaurus.tab.npm2yarn': '<b>pnpm</b>',
    });
    // The theme reads an unknown colour mode as light, and its toggle still switches.
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).not.toBe('rgb(255, 255, 255)');
    await expect(page.getByRole('banner').filter({hasText: 'nightly releases'})).toBeVisible();
    // An unknown tab choice selects the first tab; an unknown version is forgotten.
    await expect(page.getByRole('tab', {selected: true}).first()).toHaveText('npm');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });
});

test.describe('the search page with JavaScript off', () => {
  for (const [locale, title, llms] of [
    ['', 'Search needs JavaScript', '/llms.txt'],
    ['/zh', '搜索需要 JavaScript', '/zh/llms.txt'],
  ] as const) {
    test(`explains itself and links to what works without it (${locale || '/'})`, async ({browser, baseURL}) => {
      const context = await browser.newContext({javaScriptEnabled: false, baseURL});
      const page = await context.newPage();
      for (const path of [`${locale}/search`, `${locale}/search?q=css`]) {
        await page.goto(path);
        // In the main area (Playwright's text selectors do not look inside <noscript>).
        const notice = page.locator('#__docusaurus_skipToContent_fallback noscript .alert');
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(title);
        const index = page.locator(`a[href="${llms}"]`);
        await expect(index).toBeVisible();
        await expect(page.locator('a[href="https://www.bing.com/search?q=site%3Afarmfe.org"]')).toBeVisible();
        // The notice sits above the page's own heading, in the main area; the form that cannot search is hidden.
        const [noticeBox, headingBox] = [await notice.boundingBox(), await page.locator('h1').boundingBox()];
        expect(noticeBox!.y).toBeLessThan(headingBox!.y);
        await expect(page.locator('input[type="search"]')).toBeHidden();
      }
      const response = await page.request.get(llms);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/^# Farm/);
      await context.close();
    });
  }

  test('with JavaScript on, the notice is not shown', async ({page}) => {
    await page.goto('/search?q=css');
    await hydrated(page);
    await expect(page.locator('input[type="search"]')).toBeVisible();
    expect(await page.locator('main, #__docusaurus_skipToContent_fallback').first().innerText()).not.toContain(
      'Search needs JavaScript',
    );
  });

  test.describe('as a reader without scripts sees it', () => {
    test.use({bypassCSP: true});
    test('has no serious accessibility violation, in either language', async ({page}) => {
      for (const path of ['/search', '/zh/search']) {
        // The server's page with its scripts left out and its noscript content shown, as with JavaScript off.
        // axe cannot run with JavaScript off (its timers never fire): the page is given the server's HTML without
        // its scripts, its <noscript> content as elements, and the stylesheet's `scripting: none` rules applied.
        await page.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          const html = (await response.text())
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<(\/?)noscript>/g, '<$1div>');
          await route.fulfill({response, body: html});
        });
        await page.route('**/assets/css/*.css', async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            body: (await response.text()).replace(/\(\s*scripting\s*:\s*none\s*\)/g, 'all'),
          });
        });
        await page.goto(path);
        await expect(page.locator('.alert a').first()).toBeVisible();
        await expect(page.locator('input[type="search"]')).toBeHidden();
        const violations = await seriousViolations(page);
        expect(violations, report(violations)).toEqual([]);
      }
    });
  });
});
