import {report, seriousViolations} from './axe';
import {idle} from './browser';
import {expect, hydrated, test} from './fixtures';

/**
 * "Was this page helpful?" at the end of every doc, and the pages the
 * not-found page suggests from the built-in index.
 */

// Playwright adds axe as an inline script: the pages' Content-Security-Policy would block it.
test.use({bypassCSP: true});

test.describe('page feedback', () => {
  test('Yes thanks the reader, from the keyboard; nothing is requested', async ({page}) => {
    const requests: string[] = [];
    await page.goto('/docs/features/lazy-compilation');
    await hydrated(page);
    page.on('request', (request) => requests.push(request.url()));
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await expect(feedback).toBeVisible();
    const yes = feedback.getByRole('button', {name: 'Yes'});
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(feedback.getByRole('status')).toHaveText('Thanks for letting us know!');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    // Only the theme's prefetching of linked pages' code: nothing leaves for a feedback service.
    expect(requests.filter((url) => !new URL(url).pathname.startsWith('/assets/'))).toEqual([]);
  });

  test('No opens a new issue on the website repository naming the page, its URL, version and locale', async ({
    page,
  }) => {
    await page.goto('/docs/0.x/features/lazy-compilation');
    await hydrated(page);
    const no = page.getByRole('link', {name: /^No/});
    await expect(no).toHaveAttribute('target', '_blank');
    const url = new URL((await no.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe('https://github.com/farm-fe/farm-fe.github.io/issues/new');
    expect(url.searchParams.get('title')).toMatch(/^Docs feedback: /);
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('URL: https://farmfe.org/docs/0.x/features/lazy-compilation');
    expect(body).toContain('Docs version: 0.15');
    expect(body).toContain('Language: en');
    // Opening it is the reader's own navigation (aborted here: no internet); the page says what happens next.
    await no.click();
    await expect(page.getByRole('status').filter({hasText: 'Sorry about that'})).toBeVisible();
  });

  test('in Chinese', async ({page}) => {
    await page.goto('/zh/docs/features/lazy-compilation');
    await hydrated(page);
    const feedback = page.getByRole('region', {name: '这个页面对你有帮助吗？'});
    await feedback.getByRole('button', {name: '有帮助'}).click();
    await expect(feedback.getByRole('status')).toHaveText('感谢你的反馈！');
    const href = (await feedback.getByRole('link', {name: /^没帮助/}).getAttribute('href')) ?? '';
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('语言：zh');
    expect(body).toContain('文档版本：1.0.0');
  });

  for (const theme of ['light', 'dark'] as const)
    test(`axe-clean after answering, ${theme}`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/docs/features/lazy-compilation');
      await hydrated(page);
      await page.getByRole('button', {name: 'Yes'}).click();
      const violations = await seriousViolations(page);
      expect(violations, report(violations)).toEqual([]);
    });

  test('fits a 375 px phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/docs/features/lazy-compilation');
    await hydrated(page);
    const box = await page.getByRole('link', {name: /^No/}).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('not-found suggestions', () => {
  for (const [path, heading, expected] of [
    ['/docs/config/compilation-option', 'Pages you might be looking for', '/docs/config/compilation-options'],
    ['/docs/lazy-compilation', 'Pages you might be looking for', '/docs/features/lazy-compilation'],
    ['/docs/0.x/frameworks/react', 'Pages you might be looking for', '/docs/frameworks/react'],
    ['/zh/docs/lazy-compilation', '你可能在找这些页面', '/zh/docs/features/lazy-compilation'],
  ] as const)
    test(`${path} suggests ${expected}`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const list = page.getByRole('navigation', {name: heading});
      await expect(list).toBeVisible();
      const links = list.locator('li a');
      expect(await links.count()).toBeLessThanOrEqual(5);
      await expect(list.locator(`a[href="${expected}"]`)).toHaveCount(1);
    });

  test('the index loads on the not-found page only', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/docs/features/lazy-compilation');
    await hydrated(page);
    expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
  });

  test('an unreachable index leaves the plain not-found page', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/search-index/'));
    await page.goto('/docs/lazy-compilation');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    // The index was asked for and failed, and the page has run what that failure started.
    await failed;
    await idle(page);
    await expect(page.getByRole('navigation', {name: 'Pages you might be looking for'})).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const)
    test(`axe-clean with suggestions, ${theme}`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/docs/lazy-compilation');
      await hydrated(page);
      await expect(page.getByRole('navigation', {name: 'Pages you might be looking for'})).toBeVisible();
      const violations = await seriousViolations(page);
      expect(violations, report(violations)).toEqual([]);
    });
});
