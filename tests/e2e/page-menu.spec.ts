import type {Page} from '@playwright/test';
import {report, seriousViolations} from './axe';
import {expect, hydrated, test} from './fixtures';

/**
 * The page menu by each doc's and blog post's title (src/features/markdown-twins/components/PageMenu): "Copy page" puts the page's
 * Markdown twin on the clipboard, "View as Markdown" opens the twin, and two links start a chat about the twin
 * in ChatGPT or Claude. Nothing is fetched before the reader uses it.
 */

// Playwright adds axe as an inline script: the pages' Content-Security-Policy would block it.
test.use({bypassCSP: true});

const site = 'https://farmfe.org';
const menu = (page: Page) => page.locator('.theme-page-menu');
const copyButton = (page: Page, name = 'Copy page') => menu(page).getByRole('button', {name, exact: true});
const toggle = (page: Page, name = 'More ways to use this page') => menu(page).getByRole('button', {name});
const status = (page: Page) => menu(page).getByRole('status');

/** Grants the page's origin the clipboard, as a reader's browser does for a click. */
async function allowClipboard(page: Page): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(page.url()).origin});
}

test('Copy page puts the twin on the clipboard and says so; nothing was fetched before', async ({page}) => {
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) twinRequests.push(request.url());
  });
  await page.goto('/docs/features/lazy-compilation');
  await hydrated(page);
  await allowClipboard(page);
  await toggle(page).click();
  await expect(menu(page).getByRole('link', {name: /View as Markdown/})).toBeVisible();
  await toggle(page).click();
  expect(twinRequests).toEqual([]);

  await copyButton(page).click();
  await expect(status(page)).toHaveText('The page is on the clipboard as Markdown.');
  await expect(copyButton(page, 'Copied')).toBeVisible();
  expect(twinRequests.map((url) => new URL(url).pathname)).toEqual(['/docs/features/lazy-compilation.md']);

  const twin = await (await page.request.get('/docs/features/lazy-compilation.md')).text();
  expect(twin).toMatch(/^# Lazy compilation/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  // The button reads "Copy page" again.
  await expect(copyButton(page)).toBeVisible();
});

test('a twin that cannot be fetched: the failure is announced, nothing breaks', async ({page}) => {
  await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'no'}));
  await page.goto('/blog/farm-1-0');
  await hydrated(page);
  await allowClipboard(page);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await copyButton(page).click();
  await expect(status(page)).toHaveText('The page could not be copied. Use View as Markdown and copy it from there.');
  await expect(copyButton(page, 'Copy failed')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
});

test('the menu by keyboard: Enter opens it, Tab reaches its links, Escape closes it and returns focus', async ({
  page,
}) => {
  await page.goto('/docs/quick-start');
  await hydrated(page);
  await toggle(page).focus();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle(page).getAttribute('aria-controls')}`);
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  // Space opens it too; focus moving past the last link closes it.
  await page.keyboard.press(' ');
  await expect(list).toBeVisible();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(list).toBeHidden();
});

test('the links: the twin of this page, and assistants given a prompt that names it', async ({page}) => {
  await page.goto('/docs/0.x/config/dev-server');
  await hydrated(page);
  await toggle(page).click();
  const twin = `${site}/docs/0.x/config/dev-server.md`;
  const view = menu(page).getByRole('link', {name: /View as Markdown/});
  await expect(view).toHaveAttribute('href', '/docs/0.x/config/dev-server.md');
  await expect(view).toHaveAttribute('target', '_blank');
  const prompt = encodeURIComponent(`Read ${twin} so I can ask questions about it.`);
  await expect(menu(page).getByRole('link', {name: /Open in ChatGPT/})).toHaveAttribute(
    'href',
    `https://chatgpt.com/?hints=search&q=${prompt}`,
  );
  const claude = menu(page).getByRole('link', {name: /Open in Claude/});
  await expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
  await expect(claude).toHaveAttribute('rel', /noopener/);

  // The twin it names is served, as Markdown.
  const response = await page.request.get('/docs/0.x/config/dev-server.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('Chinese pages: the menu in Chinese, pointing at the Chinese twin', async ({page}) => {
  await page.goto('/zh/docs/quick-start');
  await hydrated(page);
  await expect(copyButton(page, '复制本页')).toBeVisible();
  await toggle(page, '更多操作').click();
  await expect(menu(page).getByRole('link', {name: /以 Markdown 查看/})).toHaveAttribute(
    'href',
    '/zh/docs/quick-start.md',
  );
  const prompt = encodeURIComponent(`请阅读 ${site}/zh/docs/quick-start.md，以便我就其中的内容提问。`);
  await expect(menu(page).getByRole('link', {name: /在 Claude 中打开/})).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${prompt}`,
  );
});

test('docs and blog posts have the menu; blog lists and other pages do not', async ({page}) => {
  for (const [path, count] of [
    ['/docs/api/javascript-api', 1],
    ['/blog/farm-1-0', 1],
    ['/blog', 0],
    ['/', 0],
    ['/team', 0],
  ] as const) {
    await page.goto(path);
    await expect(menu(page), path).toHaveCount(count);
  }
});

/**
 * The words of the page's title that the line breaks cut between two letters or digits, as "Compilatio|n";
 * a break after a hyphen or a slash, or between Chinese characters, is not a cut.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page
    .locator('h1')
    .first()
    .evaluate((title) => {
      const cuts: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        let previousTop: number | undefined;
        let wordStart = 0;
        for (let i = 0; i < text.length; i += 1) {
          if (/\s/.test(text[i] ?? '')) {
            previousTop = undefined;
            wordStart = i + 1;
            continue;
          }
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (!rect) continue;
          const top = Math.round(rect.top);
          const letters = /[A-Za-z0-9]/;
          if (
            previousTop !== undefined &&
            top > previousTop &&
            letters.test(text[i - 1] ?? '') &&
            letters.test(text[i] ?? '')
          )
            cuts.push(`${text.slice(wordStart, i)}|${text.slice(i).split(/\s/)[0]}`);
          previousTop = top;
        }
      }
      return cuts;
    });
}

test.describe('the title beside the menu, on a phone', () => {
  const cases = [
    {
      width: 375,
      paths: [
        '/docs/config/compilation-options',
        '/docs/benchmark',
        '/docs/community',
        '/docs/features/env',
        '/blog/farm-1-0',
      ],
    },
    {
      width: 320,
      paths: [
        '/docs/plugins/official-plugins/react-components',
        '/zh/docs/plugins/official-plugins/auto-import',
        '/docs/api/javascript-api',
      ],
    },
  ];
  for (const {width, paths} of cases) {
    test(`at ${width} px, it breaks between words, never inside one, and stays inside the screen`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        expect(await cutWords(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('axe and layout', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`open menu, ${theme}: no serious or critical axe violation`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/docs/config/compilation-options');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await toggle(page).click();
      const violations = await seriousViolations(page, '.theme-page-menu');
      expect(violations, report(violations)).toEqual([]);
    });
  }

  test.describe('at 375 px', () => {
    test.use({viewport: {width: 375, height: 812}});

    for (const path of ['/docs/config/compilation-options', '/zh/docs/features/lazy-compilation', '/blog/farm-1-0']) {
      test(`${path}: beside the title, open, with no horizontal overflow`, async ({page}) => {
        await page.goto(path);
        await hydrated(page);
        await menu(page).locator('button[aria-expanded]').click();
        const box = (await menu(page).boundingBox())!;
        const title = (await page.locator('h1').first().boundingBox())!;
        // Level with the title's first line, inside the screen.
        expect(Math.abs(box.y - title.y)).toBeLessThan(title.height);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        const list = menu(page).locator('ul');
        const listBox = (await list.boundingBox())!;
        expect(listBox.x).toBeGreaterThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      });
    }
  });
});
