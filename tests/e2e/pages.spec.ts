import {expect, hydrated, test} from './fixtures';
import {run2023, run2024} from '../../src/data/benchmark';
import {frameworks} from '../../src/data/ecosystem';

test.describe('home page', () => {
  test('hero, features, benchmark figures in text, framework links and community links', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Farm');
    await expect(page.getByText('Super fast web build tool written in Rust').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Quick Start'}).first()).toHaveAttribute('href', '/docs/quick-start');
    await expect(page.getByRole('link', {name: 'Why Farm'})).toHaveAttribute('href', '/docs/why-farm');
    await expect(page.getByText('npm create farm@latest')).toBeVisible();
    // every figure of the chart is written out, with its source
    const benchmark = page.locator('section', {has: page.getByRole('heading', {name: 'How fast, measured'})});
    for (const r of run2023.results) {
      await expect(benchmark.getByText(`${r.times.startup.toLocaleString('en-US')} ms`).first()).toBeVisible();
    }
    await expect(benchmark).toContainText(run2023.date);
    await expect(benchmark).toContainText('Turbopack Next.js 13.4.10');
    for (const f of frameworks) {
      await expect(page.getByRole('link', {name: f.name, exact: true})).toHaveAttribute('href', `/docs/${f.doc}`);
    }
    await expect(page.getByRole('link', {name: 'Chat on Discord'})).toHaveAttribute('href', /discord/);
  });

  test('the copy button copies the create command', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy command to clipboard'}).click();
    await expect(page.getByRole('button', {name: 'Copy command to clipboard'})).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm create farm@latest');
  });
});

test.describe('team page', () => {
  test('lists every member with GitHub links; initials replace avatars that cannot load', async ({page}) => {
    // requests to other hosts fail here, as on an offline machine (the browser's proxy, origin.ts)
    await page.goto('/team');
    const cards = page.locator('main ul > li');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', /^https:\/\/github\.com\/[\w-]+$/);
      await expect(card.getByTestId('avatar-fallback')).toBeVisible();
      await expect(card.locator('img')).toHaveCount(0);
    }
  });

  test('shows the avatar image when it loads', async ({page}) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.route(/avatars\.githubusercontent\.com/, (route) =>
      route.fulfill({body: png, contentType: 'image/png'}),
    );
    await page.goto('/team');
    const cards = await page.locator('main ul > li').count();
    await expect(page.locator('main img[src*="avatars.githubusercontent.com"]')).toHaveCount(cards);
  });
});

test.describe('data page', () => {
  test('benchmark tables of both runs, the release timeline and the ecosystem', async ({page}) => {
    await page.goto('/data');
    for (const run of [run2023, run2024]) {
      const table = page.locator('table', {has: page.locator('caption', {hasText: run.date})});
      await expect(table.locator('tbody tr')).toHaveCount(run.results.length);
      await expect(table).toContainText(run.results[0]!.times.build.toLocaleString('en-US'));
    }
    await expect(page.getByRole('heading', {name: 'Release timeline'})).toBeVisible();
    await expect(page.locator('time[datetime="2024-03-18"]')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Sass (JS)'})).toHaveAttribute(
      'href',
      '/docs/plugins/official-plugins/js-sass',
    );
  });
});

test.describe('markdown page', () => {
  test('shows admonitions, titled code blocks, highlighted lines, package-manager tabs, tables and details', async ({
    page,
  }) => {
    await page.goto('/markdown-page');
    await expect(page.locator('.theme-admonition')).toHaveCount(5);
    await expect(page.locator('[class*="codeBlockTitle"]', {hasText: 'farm.config.ts'}).first()).toBeVisible();
    expect(await page.locator('.theme-code-block-highlighted-line').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('tab', {name: 'pnpm'})).toBeVisible();
    await expect(page.locator('table')).toBeVisible();
    await expect(page.locator('details summary')).toHaveText('A collapsed section');
  });

  test('a numbered block: one number per line, lines 3 and 4 highlighted, and Copy copies the code as written', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/markdown-page');
    await hydrated(page);
    const block = page.locator('.theme-code-block').filter({has: page.locator('[class*="codeLineNumber"]')});
    await expect(block).toHaveCount(1);
    const lines = block.locator('.token-line');
    await expect(lines).toHaveCount(5);
    await expect(block.locator('[class*="codeLineNumber"]')).toHaveCount(5);
    // The numbers are CSS counters: the first line's is 1.
    expect(
      await block
        .locator('[class*="codeLineNumber"]')
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('counter(line-count)');
    const highlighted = await lines.evaluateAll((all) =>
      all.map((line, i) => (line.classList.contains('theme-code-block-highlighted-line') ? i + 1 : 0)).filter(Boolean),
    );
    expect(highlighted).toEqual([3, 4]);
    await expect(lines.nth(0)).toHaveText("import { defineConfig } from '@farmfe/core';");
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import { defineConfig } from '@farmfe/core';\n\nexport default defineConfig({\n  compilation: { persistentCache: false },\n});",
    );
  });
});

test.describe('blog', () => {
  test('the list, the archive, the tags, a tag page and the feeds exist', async ({page, request}) => {
    await page.goto('/blog');
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(7);
    await page.goto('/blog/archive');
    await expect(page.getByRole('link', {name: 'Farm 1.0 is here'})).toHaveAttribute('href', '/blog/farm-1-0');
    await page.goto('/blog/tags');
    await page
      .getByRole('link', {name: /^Release/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/tags\/release$/);
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(3);
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/zh/blog/rss.xml']) {
      const res = await request.get(feed);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('farm-1-0');
    }
  });

  test('/blog/index opens the blog: every post, grouped by year', async ({page}) => {
    await page.goto('/blog/index');
    await expect(page.locator('article h2[id="2024"]')).toBeVisible();
    await expect(page.locator('article h2[id="2023"]')).toBeVisible();
    for (const slug of [
      'farm-1-0',
      'road-to-1-0',
      'persistent-cache',
      'vite-plugins',
      'partial-bundling',
      'lazy-compilation',
    ]) {
      await expect(page.locator(`article a[href="/blog/${slug}"]`).first()).toBeVisible();
    }
  });

  test('posts have authors from authors.yml and a truncated excerpt on the list', async ({page}) => {
    await page.goto('/blog/farm-1-0');
    await expect(page.getByRole('link', {name: 'brightwu'}).first()).toHaveAttribute(
      'href',
      'https://github.com/wre232114',
    );
    await page.goto('/blog');
    await expect(page.getByRole('link', {name: /Read more about Farm 1.0 is here/})).toBeVisible();
  });

  test('author avatars are the site’s own images: they show offline and the page asks no other host', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    for (const path of ['/blog/farm-1-0', '/zh/blog/farm-1-0', '/blog']) {
      await page.goto(path);
      await hydrated(page);
      const avatars = page.locator('img.avatar__photo');
      expect(await avatars.count(), path).toBeGreaterThan(0);
      await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete));
      const loaded = await avatars.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({src: img.currentSrc, width: img.naturalWidth, alt: img.alt})),
      );
      for (const avatar of loaded) {
        expect(new URL(avatar.src).origin, path).toBe(origin);
        expect(avatar.width, `${avatar.src} drawn`).toBeGreaterThan(0);
        expect(avatar.alt).not.toBe('');
      }
    }
    expect(elsewhere).toEqual([]);
  });
});
