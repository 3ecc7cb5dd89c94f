import {report, seriousViolations} from './axe';
import {expect, hydrated, test} from './fixtures';
import {searchModal} from './locators';

/**
 * The Chinese site shows Chinese: no English fallback text in page bodies,
 * navbar, sidebars, footer, blog list or search UI. A run of five or more
 * English words outside code, quotes and translate="no" counts as fallback text.
 */
const pages = [
  '/zh/',
  '/zh/docs/quick-start', // tutorial sidebar
  '/zh/docs/config/dev-server', // config sidebar
  '/zh/docs/api/hmr-api', // api sidebar
  '/zh/docs/plugins/official-plugins/overview', // plugin sidebar
  '/zh/docs/0.x/concepts',
  '/zh/blog',
  '/zh/blog/farm-1-0',
  '/zh/team',
  '/zh/data',
];

async function englishRuns(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = 'code, pre, kbd, script, style, svg, [translate="no"], .sr-only';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const runs: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(skip) || el.closest('[hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // Verbatim quotes of English output ("Did you build your project?") are not fallback text.
      const text = (node.textContent ?? '').replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ');
      for (const m of text.matchAll(/(?:\b[A-Za-z][A-Za-z'’-]*\b[\s,.;:!?()]+){4,}[A-Za-z][A-Za-z'’-]*/g))
        runs.push(m[0].trim());
    }
    return runs;
  });
}

for (const path of pages) {
  test(`${path} shows no English fallback text`, async ({page}) => {
    await page.goto(path);
    await hydrated(page);
    expect(await englishRuns(page)).toEqual([]);
  });
}

test('the mobile menu and the search modal are Chinese', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/zh/docs/features/css');
  await hydrated(page);
  await page.getByRole('button', {name: '切换导航栏'}).click();
  expect(await englishRuns(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({width: 1280, height: 800});
  await page.getByRole('button', {name: /搜索/}).first().click();
  await expect(searchModal(page)).toBeVisible();
  expect(await englishRuns(page)).toEqual([]);
});

test('strings the theme takes from the config or from data are Chinese too', async ({page, request}) => {
  await page.goto('/zh/data');
  await hydrated(page);
  // The navbar's GitHub button is named in the page's language.
  await expect(page.getByRole('link', {name: 'GitHub 仓库'})).toBeVisible();
  // Plugin names that are words, not product names, are translated.
  await expect(page.getByRole('cell', {name: '虚拟模块', exact: true})).toBeVisible();
  await expect(page.getByRole('cell', {name: 'Virtual modules'})).toHaveCount(0);
  // The feeds of the Chinese blog carry a Chinese title and description.
  const rss = await (await request.get('/zh/blog/rss.xml')).text();
  expect(rss).toContain('<title>Farm 博客</title>');
  expect(rss).toContain('<description>Farm 团队发布的版本说明、设计笔记与动态。</description>');
  const enRss = await (await request.get('/blog/rss.xml')).text();
  expect(enRss).toContain('<title>Farm Blog</title>');
});

test.describe('the 0.x concepts diagram', () => {
  // axe is added as an inline script, which the page's Content-Security-Policy would block.
  test.use({bypassCSP: true});

  test('is drawn in Chinese, described by its alt text, and passes axe', async ({page}) => {
    await page.goto('/zh/docs/0.x/concepts');
    const diagram = page.locator('article').getByRole('img', {name: /^编译流程图：入口进入构建阶段/});
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAttribute('src', /concepts-0\.15-pipeline\.zh[^/]*\.svg$/);
    await expect
      .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The English flow chart it replaces is gone from the Chinese page.
    await expect(page.locator('article pre').filter({hasText: 'generate stage'})).toHaveCount(0);
    const violations = await seriousViolations(page, 'article');
    expect(violations, report(violations)).toEqual([]);
  });
});
