import {spawn, type ChildProcess} from 'node:child_process';
import type {ConsoleMessage, Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {searchInput, searchModal} from './locators';
import {expectedFor} from './expected';

const notFound = {en: 'Page Not Found', zh: '找不到页面'};

test.describe('unknown paths', () => {
  for (const [path, heading] of [
    ['/this/does/not/exist', notFound.en],
    ['/docs/no-such-doc', notFound.en],
    ['/docs/0.x/frameworks/react', notFound.en],
    ['/zh/nope', notFound.zh],
  ] as const) {
    test(`${path} shows the not-found page with status 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }
});

/**
 * Unknown paths of each locale and docs version: the not-found document the
 * server answers with is already the page the app renders there (src/features/not-found-pages/
 * README.md), so it hydrates without an error and nothing English shows
 * on a Chinese path.
 */
const UNKNOWN = [
  {path: '/nope', locale: 'en', version: 'current'},
  {path: '/docs/nope', locale: 'en', version: 'current'},
  {path: '/docs/0.x/nope', locale: 'en', version: '0.x'},
  {path: '/zh/nope', locale: 'zh', version: 'current'},
  {path: '/zh/docs/nope', locale: 'zh', version: 'current'},
  {path: '/zh/docs/0.x/nope', locale: 'zh', version: '0.x'},
] as const;

type Unknown = (typeof UNKNOWN)[number];

const htmlLang = {en: 'en-US', zh: 'zh-CN'} as const;
/** The navbar's first link in each locale (Guides), and the version dropdown's label in each version. */
const guides = {en: 'Guides', zh: '指南'} as const;
const versionLabel = {current: '1.0.0', '0.x': '0.15'} as const;

/** Where the navbar's Guides link leads for this locale and version. */
function guidesHref({locale, version}: Unknown): string {
  return `${locale === 'zh' ? '/zh' : ''}/docs/${version === '0.x' ? '0.x/' : ''}quick-start`;
}

/** Console errors of the page, but the not-found document's own 404 status (meant), from any document it loads. */
function consoleErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const own = new URL(message.location().url || 'http://x/').pathname === path;
    if (own && message.text().includes('status of 404')) return;
    errors.push(message.text());
  });
  return errors;
}

/** Every h1 text the page shows, from every document it loads, as the parser or the app inserts it. */
async function recordHeadings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__sawHeading', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (text: string) => (window as unknown as {__sawHeading: (text: string) => void}).__sawHeading(text);
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent ?? '';
        if (h1.dataset.seen !== text) {
          h1.dataset.seen = text;
          report(text);
        }
      }
    }).observe(document, {childList: true, subtree: true, characterData: true});
  });
  return seen;
}

/** The page's state once hydrated: what the reader sees at the end. */
async function expectNotFoundPage(page: Page, unknown: Unknown): Promise<void> {
  await hydrated(page);
  expect(new URL(page.url()).pathname).toBe(unknown.path);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[unknown.locale]);
  await expect(page.locator('h1')).toHaveText(notFound[unknown.locale]);
  await expect(page).toHaveTitle(`${notFound[unknown.locale]} | Farm`);
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: guides[unknown.locale], exact: true})).toHaveAttribute(
    'href',
    guidesHref(unknown),
  );
  await expect(navbar.locator('.dropdown > .navbar__link', {hasText: versionLabel[unknown.version]})).toHaveCount(1);
}

test.describe('the not-found page in its own language and version', () => {
  for (const unknown of UNKNOWN) {
    test(`${unknown.path}: the server's HTML is already that page, before any script runs`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false, baseURL});
      const page = await context.newPage();
      const response = await page.goto(unknown.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[unknown.locale]);
      await expect(page).toHaveTitle(`${notFound[unknown.locale]} | Farm`);
      await expect(page.locator('h1')).toHaveText(notFound[unknown.locale]);
      await expect(
        page.locator('nav.navbar').getByRole('link', {name: guides[unknown.locale], exact: true}),
      ).toHaveAttribute('href', guidesHref(unknown));
      await context.close();
    });

    test(`${unknown.path}: hydrates with no console error, and shows no other language first`, async ({page}) => {
      const errors = consoleErrors(page, unknown.path);
      const headings = await recordHeadings(page);
      const response = await page.goto(unknown.path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, unknown);
      expect(errors).toEqual([]);
      expect(headings).toEqual([notFound[unknown.locale]]);
    });
  }

  test('on a Chinese path the search modal searches the Chinese index', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/zh/docs/nope');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const input = searchInput(page);
    await expect(input).toBeFocused();
    await input.fill('持久化缓存');
    const hit = searchModal(page).locator('.DocSearch-Hit a').first();
    await expect(hit).toHaveAttribute('href', /^\/zh\/docs\/advanced\/persistent-cache(#|$)/);
    expect(indexRequests.length).toBeGreaterThan(0);
    for (const path of indexRequests) expect(path).toMatch(/^\/zh\/search-index\/(manifest|zh\.)/);
  });

  for (const [path, heading] of [
    ['/docs/lazy-compilation', 'Pages you might be looking for'],
    ['/zh/docs/lazy-compilation', '你可能在找这些页面'],
  ] as const) {
    test(`${path}: the suggested pages are inside <main>`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('main').getByRole('navigation', {name: heading})).toBeVisible();
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('main h1')).toHaveText(path.startsWith('/zh/') ? notFound.zh : notFound.en);
    });
  }
});

/**
 * GitHub Pages, the deployment, answers every unknown path with the root
 * 404.html (scripts/serve.mjs answers with the nearest one): the root
 * document sends the reader on to the right one before it paints.
 */
test.describe('on GitHub Pages (the root 404.html for every unknown path)', () => {
  test.beforeEach(async ({page, baseURL}) => {
    const root = await (await page.request.get(`${baseURL}/404.html`)).text();
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      if (response.status() !== 404) return route.fulfill({response});
      return route.fulfill({status: 404, contentType: 'text/html; charset=utf-8', body: root});
    });
  });

  for (const unknown of UNKNOWN) {
    test(`${unknown.path}: the reader gets the page of its language and version, at its address`, async ({page}) => {
      const errors = consoleErrors(page, unknown.path);
      const headings = await recordHeadings(page);
      await page.goto(`${unknown.path}?q=1#part`);
      await expectNotFoundPage(page, unknown);
      expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?q=1#part');
      expect(errors).toEqual([]);
      expect(headings).toEqual([notFound[unknown.locale]]);
    });
  }

  test('a .html form of a Chinese page reaches that page', async ({page}) => {
    const errors = consoleErrors(page, '/zh/docs/why-farm/index.html');
    await page.goto('/zh/docs/why-farm/index.html');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/zh/docs/why-farm');
    await expect(page.locator('h1').first()).toHaveText(expectedFor('/docs/why-farm', 'zh').h1);
    expect(errors).toEqual([]);
  });
});

test.describe('.html and /index.html reach the clean page', () => {
  for (const [path, route, locale] of [
    ['/docs/quick-start.html', '/docs/quick-start', 'en'],
    ['/docs/quick-start/index.html', '/docs/quick-start', 'en'],
    ['/team.html', '/team', 'en'],
    ['/zh/docs/why-farm/index.html', '/docs/why-farm', 'zh'],
  ] as const) {
    test(path, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(expectedFor(route, locale).h1);
    });
  }
});

test.describe('docusaurus serve', () => {
  let server: ChildProcess | undefined;
  const port = 4199;
  test.beforeAll(async () => {
    server = spawn(
      'npx',
      [
        'docusaurus',
        'serve',
        '--dir',
        process.env.E2E_BUILD_DIR ?? 'build',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    // Asks until the server answers: each refused connection comes back at once, so the loop follows the server.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            () => true,
            () => false,
          ),
        {message: 'docusaurus serve did not start', timeout: 90_000},
      )
      .toBe(true);
  });
  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
  });
  test('answers an unknown path with status 404 and the not-found page', async ({request}) => {
    const response = await request.get(`http://127.0.0.1:${port}/no/such/page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});
