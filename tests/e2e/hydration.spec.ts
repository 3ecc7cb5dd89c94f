import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {h1, sidebarLink} from './locators';

/**
 * Hydration keeps the HTML the server wrote: code blocks keep their elements and colours with no Prism in a page
 * load, dates keep their text, and the package-manager tabs work on the server's markup.
 */

test.describe('hydration keeps the server HTML', () => {
  /** Before the app runs (DOMContentLoaded), keeps the first code block and tab list, and the first keyword's colour. */
  async function recordBeforeApp(page: Page): Promise<void> {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const keyword = document.querySelector('.token.keyword');
        Object.assign(window, {
          __before: {
            pre: document.querySelector('pre'),
            tabs: document.querySelector('[role=tablist]'),
            keyword: keyword ? getComputedStyle(keyword).color : null,
            background: getComputedStyle(document.querySelector('pre')!).backgroundColor,
          },
        });
      });
    });
  }
  type Before = {pre: Element; tabs: Element | null; keyword: string | null; background: string};
  const colours = (page: Page) =>
    page.evaluate(() => ({
      keyword: getComputedStyle(document.querySelector('.token.keyword')!).color,
      background: getComputedStyle(document.querySelector('pre')!).backgroundColor,
    }));

  // github (darkened for contrast, docusaurus.config.ts) and dracula.
  const expected = {
    light: {keyword: 'rgb(0, 0, 159)', background: 'rgb(246, 248, 250)'},
    dark: {keyword: 'rgb(189, 147, 249)', background: 'rgb(40, 42, 54)'},
  };

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode} mode: code blocks have their colours before the app runs and are not re-mounted`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await recordBeforeApp(page);
      await page.goto('/docs/quick-start');
      await hydrated(page);
      const kept = await page.evaluate(() => {
        const before = (window as unknown as {__before: Before}).__before;
        return {
          pre: before.pre === document.querySelector('pre'),
          tabs: before.tabs !== null && before.tabs === document.querySelector('[role=tablist]'),
          keyword: before.keyword,
          background: before.background,
        };
      });
      expect(kept).toEqual({pre: true, tabs: true, ...expected[mode]});
      expect(await colours(page)).toEqual(expected[mode]);
      // The switch recolours the same elements.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      expect(await colours(page)).toEqual(expected[mode === 'light' ? 'dark' : 'light']);
    });
  }

  test('a page load runs no Prism; a page reached in the browser has its blocks highlighted', async ({page}) => {
    // Prism's chunk is the script that defines the grammars of the site's additional languages.
    const prismScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('languages.powershell')) prismScripts.push(response.url());
    });
    await page.goto('/docs/config/configuring-farm');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.language-bash .token').count()).toBeGreaterThan(0);
    expect(prismScripts).toEqual([]);
    await sidebarLink(page, 'Dev server options').click();
    await expect(h1(page)).toHaveText('Dev server options');
    // Rendered in the browser: the tokens come from Prism's chunk.
    await expect(page.locator('.theme-code-block .token').first()).toBeAttached();
    expect(prismScripts).toHaveLength(1);
  });

  test('hydration finds the code blocks the server wrote in one pass over the page, not a query for each', async ({
    page,
  }) => {
    // Counts the queries that name the blocks' attribute (data-lines, src/theme/CodeBlock/Content/Code.tsx).
    await page.addInitScript(() => {
      const counts = {one: 0, all: 0};
      Object.assign(window, {__lineQueries: counts});
      const {querySelector, querySelectorAll} = Document.prototype;
      Document.prototype.querySelector = function (this: Document, selector: string) {
        if (selector.includes('data-lines')) counts.one += 1;
        return querySelector.call(this, selector);
      } as typeof querySelector;
      Document.prototype.querySelectorAll = function (this: Document, selector: string) {
        if (selector.includes('data-lines')) counts.all += 1;
        return querySelectorAll.call(this, selector);
      } as typeof querySelectorAll;
    });
    await page.goto('/docs/config/compilation-options');
    const lines = await page.locator('.theme-code-block .token-line').count();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const counts = await page.evaluate(
      () => (window as unknown as {__lineQueries: {one: number; all: number}}).__lineQueries,
    );
    expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(100);
    expect(counts.one).toBe(0);
    expect(counts.all).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBeLessThanOrEqual(3);
    // Every block kept the lines the server wrote.
    expect(await page.locator('.theme-code-block .token-line').count()).toBe(lines);
  });

  test('dates keep the server text: no Intl.DateTimeFormat in a page load; a page reached in the browser formats its own', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const counted = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        (window as unknown as {__formats: number}).__formats += 1;
        return new Original(...args);
      };
      Object.assign(window, {__formats: 0});
      Intl.DateTimeFormat = Object.assign(counted, Original) as unknown as typeof Intl.DateTimeFormat;
    });
    const formats = () => page.evaluate(() => (window as unknown as {__formats: number}).__formats);
    for (const path of ['/blog/farm-1-0', '/docs/quick-start', '/zh/blog/farm-1-0']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await formats(), path).toBe(0);
    }
    await expect(page.locator('article header time')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(page.locator('.theme-last-updated time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    // A blog post reached by a click renders its date in the browser.
    await page.goto('/blog');
    await hydrated(page);
    await page.locator('article h2 a').first().click();
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article header time')).toHaveText(/^\w+ \d{1,2}, \d{4}$/);
    expect(await formats()).toBeGreaterThan(0);
  });

  test('each tab names its panel, which is labelled by the tab; ids are unique on the page', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('[role=tab]')].map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return {role: panel?.getAttribute('role'), labelledBy: panel?.getAttribute('aria-labelledby') === tab.id};
      }),
    );
    expect(links.length).toBeGreaterThan(4);
    expect(links.every((link) => link.role === 'tabpanel' && link.labelledBy)).toBe(true);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
    const group = page.locator('.tabs-container').first();
    await expect(group.getByRole('tabpanel', {name: 'npm'})).toBeVisible();
    await group.getByRole('tab', {name: 'yarn'}).click();
    await expect(group.getByRole('tabpanel', {name: 'yarn'})).toContainText('yarn');
  });

  test('a package-manager tab chosen once applies to every group, after a reload too', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const groups = page.locator('.tabs-container');
    expect(await groups.count()).toBeGreaterThan(1);
    const selected = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.tabs-container')].map((group) => ({
          tab: group.querySelector('[role=tab][aria-selected=true]')?.textContent,
          shown: [...group.querySelectorAll('[role=tabpanel]')].filter((panel) => !panel.hasAttribute('hidden')).length,
        })),
      );
    await groups.first().getByRole('tab', {name: 'pnpm'}).click();
    const everyPnpm = Array.from({length: await groups.count()}, () => ({tab: 'pnpm', shown: 1}));
    expect(await selected()).toEqual(everyPnpm);
    await page.reload();
    await hydrated(page);
    await expect.poll(selected).toEqual(everyPnpm);
    await expect(groups.first().locator('[role=tabpanel]:not([hidden]) code')).toContainText('pnpm');
  });
});
