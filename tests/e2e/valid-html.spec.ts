import {expect, hydrated, test} from './fixtures';

// Markup the Nu Html Checker once found invalid (scripts/validate-html.mjs checks every page), as a reader meets it.

test.describe('server HTML of code', () => {
  test('the lines of a block are spans, each a row of its own, an empty line too; the word-wrap button wraps them', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 812});
    await page.goto('/docs/api/rust-api');
    await hydrated(page);
    const block = page.locator('.theme-code-block').filter({hasText: 'fn build_end'}).first();
    const lines = block.locator('code > .token-line');
    expect(await block.locator('code > div').count()).toBe(0);
    expect(await lines.evaluateAll((all) => all.every((line) => line.tagName === 'SPAN'))).toBe(true);
    const rows = () => lines.evaluateAll((all) => all.map((line) => line.getBoundingClientRect().toJSON() as DOMRect));
    const before = await rows();
    expect(before.length).toBeGreaterThan(3);
    const lineHeight = before[0]!.height;
    expect(lineHeight).toBeGreaterThan(10);
    before.forEach((row, i) => {
      // One row per line, the empty ones included, stacked without gaps or overlaps.
      expect(row.height).toBeCloseTo(lineHeight, 0);
      if (i > 0) expect(row.top).toBeCloseTo(before[i - 1]!.bottom, 0);
    });
    // On a phone the longest line is wider than the block; wrapped, it takes more than one row.
    const longest = before.reduce((widest, row, i) => (row.width > before[widest]!.width ? i : widest), 0);
    await block.hover();
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    const after = await rows();
    expect(after.some((row) => row.height > lineHeight * 1.5)).toBe(true);
    expect(after[longest]!.width).toBeLessThanOrEqual(before[longest]!.width);
  });

  test('with JavaScript off, inline code keeps its < and > (the HTML minifier used to drop their escapes)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    for (const path of ['/docs/api/rust-api', '/docs/api/rust-plugin-api', '/docs/0.x/api/rust-api']) {
      for (const locale of ['', '/zh']) {
        await page.goto(locale + path);
        await expect(page.locator('article p code', {hasText: '&Arc<CompilationContext>'}).first()).toBeVisible();
        expect(await page.locator('compilationcontext').count()).toBe(0);
      }
    }
    await context.close();
  });
});

test('the blog archive: each year is an h2 under the page’s h1, in both languages', async ({page}) => {
  for (const path of ['/blog/archive', '/zh/blog/archive']) {
    await page.goto(path);
    expect(await page.locator('main h3').count()).toBe(0);
    const years = page.locator('main').getByRole('heading', {level: 2});
    expect(await years.count()).toBeGreaterThan(0);
    await expect(years.first()).toHaveText(/^\d{4}\b/);
  }
});

test.describe('code blocks out of view', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('skip layout until seen, at the height they will have; a wide one gets its word-wrap button when seen', async ({
    page,
  }) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    const blocks = page.locator('pre.prism-code');
    expect(await blocks.count()).toBeGreaterThan(50);
    // The last block with a line too long for a phone, far below the fold (lines are spans, 1.45em high).
    const wide = await blocks.evaluateAll((all: Element[]) =>
      all
        .map((pre) => [...pre.querySelectorAll('.token-line')].some((line) => (line.textContent ?? '').length > 60))
        .lastIndexOf(true),
    );
    expect(wide).toBeGreaterThan(20);
    const block = blocks.nth(wide);
    const style = await block.evaluate((pre) => {
      const {contentVisibility, containIntrinsicBlockSize} = getComputedStyle(pre);
      return {contentVisibility, containIntrinsicBlockSize};
    });
    expect(style.contentVisibility).toBe('auto');
    const assumed = Number(/([\d.]+)px/.exec(style.containIntrinsicBlockSize)?.[1]);
    const container = block.locator('xpath=ancestor::div[contains(@class, "theme-code-block")][1]');
    // Its buttons are rendered when it comes near the screen (src/theme/CodeBlock/Buttons).
    const copy = container.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveCount(0);
    const button = container.getByRole('button', {name: 'Toggle word wrap'});
    await expect(button).toHaveCount(0);
    await block.scrollIntoViewIfNeeded();
    await expect(button).toHaveCount(1);
    await expect(copy).toHaveCount(1);
    const laidOut = await block.evaluate((pre) => ({
      height: pre.getBoundingClientRect().height,
      scrolls: pre.scrollWidth > pre.clientWidth,
    }));
    expect(laidOut.scrolls).toBe(true);
    // The assumed height is the real one, give or take a scrollbar.
    expect(Math.abs(laidOut.height - assumed)).toBeLessThan(16);
  });

  test("a block's buttons are rendered near the screen, and for a keyboard user by its code's focus", async ({
    page,
  }) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const blocks = page.locator('.theme-code-block');
    const total = await blocks.count();
    const copyButtons = page.getByRole('button', {name: 'Copy code to clipboard'});
    // The first block is more than a screen below the fold at 375 px: none yet (quick-start's first has its own).
    expect(await copyButtons.count()).toBeLessThan(total / 4);
    // Tab order: a far block's code, then its buttons, rendered by the focus before the next Tab.
    const far = blocks.nth(total - 2);
    await far.locator('pre').focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', /Copy code to clipboard|Toggle word wrap/);
    expect(await far.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});
