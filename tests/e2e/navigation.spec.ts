import {expect, hydrated, test} from './fixtures';

const navbar = (page: import('@playwright/test').Page) => page.locator('nav.navbar');

test.describe('navbar', () => {
  test('the main items go where SPEC says, in the current version', async ({page}) => {
    await page.goto('/');
    const items = {
      Guides: '/docs/quick-start',
      Config: '/docs/config/configuring-farm',
      API: '/docs/api/rust-plugin-api',
      Plugins: '/docs/plugins/official-plugins/overview',
    };
    for (const [label, href] of Object.entries(items)) {
      await expect(navbar(page).getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(navbar(page).getByRole('link', {name: 'Farm logo Farm'})).toHaveAttribute('href', '/');
  });

  test('on a 0.x page, Config opens the 0.x config sidebar on compilation-options', async ({page}) => {
    await page.goto('/docs/0.x/quick-start');
    await expect(navbar(page).getByRole('link', {name: 'Config', exact: true})).toHaveAttribute(
      'href',
      '/docs/0.x/config/compilation-options',
    );
    await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute(
      'href',
      '/docs/0.x/quick-start',
    );
  });

  test('the Community dropdown lists the team, the blog and four external links', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await navbar(page)
      .getByRole('button', {name: 'Community'})
      .or(navbar(page).getByRole('link', {name: 'Community'}))
      .first()
      .hover();
    const menu = navbar(page).locator('.dropdown__menu').filter({hasText: 'Team'});
    const expected: [string, string][] = [
      ['Team', '/team'],
      ['Blog', '/blog/index'],
      ['Awesome Farm', 'https://github.com/farm-fe/awesome-farm'],
      ['Discord', 'https://discord.com/invite/mDErq9aFnF'],
      ['X', 'https://x.com/brightwwu46799'],
      ['WeChat group', 'https://github.com/farm-fe/farm?tab=readme-ov-file#chat-with-us'],
    ];
    for (const [name, href] of expected) {
      const link = menu.getByRole('link', {name: new RegExp(`^${name}`)});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      if (href.startsWith('https://')) await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the GitHub link has an accessible name', async ({page}) => {
    await page.goto('/');
    await expect(navbar(page).getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      'https://github.com/farm-fe/farm',
    );
  });

  test('a skip-to-main-content link is the first thing Tab reaches', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    // Focus moved to the main content: the next Tab lands inside <main>, past the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});

test.describe('language dropdown', () => {
  test('turns /docs/x into /zh/docs/x and back, keeping the page', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    await navbar(page).locator('.dropdown', {hasText: 'English'}).hover();
    await navbar(page).getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL(/\/zh\/docs\/features\/css$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await hydrated(page);
    await navbar(page).locator('.dropdown', {hasText: '简体中文'}).hover();
    await navbar(page).getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/docs\/features\/css$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('version dropdown', () => {
  test('turns /docs/x into /docs/0.x/x, and the choice survives a reload', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await navbar(page).locator('.dropdown', {hasText: '1.0.0'}).hover();
    await navbar(page).getByRole('link', {name: '0.15'}).click();
    await expect(page).toHaveURL(/\/docs\/0\.x\/quick-start$/);
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    // Leave the docs, reload: docs links still lead to the chosen version.
    await page.goto('/team');
    await page.reload();
    await hydrated(page);
    await expect(navbar(page).getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute(
      'href',
      '/docs/0.x/quick-start',
    );
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.x');
  });
});

test.describe('colour mode', () => {
  test('starts light, and the toggle survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    // System preference is not respected: light is the default.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await hydrated(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('advertises nightly releases, and closing it survives a reload', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'nightly'});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', 'https://farm-nightly.netlify.app/');
    await hydrated(page);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('nightly releases are published')).toBeHidden();
  });
});

test.describe('docs layout', () => {
  test('doc pages have breadcrumbs and a table of contents of levels 2 and 3', async ({page}) => {
    await page.goto('/docs/features/css');
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
    await expect(crumbs).toContainText('Features');
    const tocLevels = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1)))?.tagName),
      );
    expect(tocLevels.length).toBeGreaterThan(0);
    expect(new Set(tocLevels)).toEqual(new Set(tocLevels.filter((t) => t === 'H2' || t === 'H3')));
  });

  test('edit links point at the main branch of the website repository', async ({page}) => {
    await page.goto('/docs/quick-start');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      'https://github.com/farm-fe/farm-fe.github.io/edit/main/docs/quick-start.md',
    );
    await page.goto('/docs/2.x/quick-start');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      'https://github.com/farm-fe/farm-fe.github.io/edit/main/versioned_docs/version-2.x/quick-start.md',
    );
  });

  const sidebarStarts: [string, string][] = [
    ['/docs/why-farm', '/docs/why-farm'],
    ['/docs/config/shared', '/docs/config/configuring-farm'],
    ['/docs/cli/cli-api', '/docs/api/hmr-api'],
    ['/docs/plugins/community-plugins', '/docs/plugins/official-plugins/overview'],
    ['/docs/0.x/config/cli', '/docs/0.x/config/compilation-options'],
  ];
  for (const [page_, first] of sidebarStarts) {
    test(`the sidebar of ${page_} opens on ${first}`, async ({page}) => {
      await page.goto(page_);
      await expect(page.locator('nav.menu a.menu__link').first()).toHaveAttribute('href', first);
    });
  }

  test('sidebar categories link to their own page, or to their first child without JavaScript', async ({request}) => {
    const html = await (await request.get('/docs/why-farm')).text();
    // Minified HTML: attribute values may be unquoted.
    expect(html).toMatch(/<a class="[^"]*menu__link--sublist[^"]*"[^>]*href="?\/docs\/tutorials\/overview[">]/);
    expect(html).toMatch(/<a class="[^"]*menu__link--sublist[^"]*"[^>]*href="?\/docs\/features\/html[">]/);
  });

  test('the sidebar cannot be hidden', async ({page}) => {
    await page.goto('/docs/quick-start');
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has the tagline, the three link columns and the copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Super fast web build tool written in Rust');
    await expect(footer).toContainText('Copyright © Farm community');
    await expect(footer.getByRole('link', {name: 'Quick Start'})).toHaveAttribute('href', '/docs/quick-start');
    await expect(footer.getByRole('link', {name: 'Introduction'})).toHaveAttribute('href', '/docs/why-farm');
    await expect(footer.getByRole('link', {name: /Discord/})).toHaveAttribute(
      'href',
      'https://discord.com/invite/mDErq9aFnF',
    );
    await expect(footer.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', 'https://github.com/farm-fe/farm');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('opens on the docs menu, goes back to the main menu, closes on navigation', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc page the secondary menu (the docs sidebar) shows first.
    await expect(sidebar.getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Plugins', exact: true})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Plugins', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/plugins\/official-plugins\/overview$/);
    await expect(sidebar).toBeHidden();
  });

  test('the menu is rendered when the reader reaches for its toggle, not while the page loads', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.hover();
    // Rendered, closed, before the press: the first opening slides in like the later ones.
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar.getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
  });

  test('a click that comes with no pointer or focus first (assistive software) still opens it', async ({page}) => {
    await page.goto('/zh/docs/features/css');
    await hydrated(page);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.evaluate(() => document.querySelector<HTMLElement>('.navbar__toggle')?.click());
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
  });

  test('a phone page load keeps the server sidebar and fills the menu only when the reader reaches for it', async ({
    page,
  }) => {
    // The menu's filler sorts its props with localeCompare, whose first call loads the ICU collator.
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      Object.assign(window, {__compares: 0});
      String.prototype.localeCompare = function (...args: Parameters<typeof original>) {
        (window as unknown as {__compares: number}).__compares += 1;
        return original.apply(this, args);
      };
    });
    const compares = () => page.evaluate(() => (window as unknown as {__compares: number}).__compares);
    for (const [path, sidebar, item] of [
      ['/docs/features/css', '.theme-doc-sidebar-container nav', 'CSS'],
      ['/blog/farm-1-0', 'aside nav[aria-label]', 'Farm 1.0 is here'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await compares(), path).toBe(0);
      // The desktop sidebar the server rendered is still there, hidden by CSS, not removed after hydration.
      await expect(page.locator(sidebar)).toBeAttached();
      await expect(page.locator(sidebar)).toBeHidden();
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.hover();
      await toggle.click();
      await expect(page.locator('.navbar-sidebar').getByRole('link', {name: item, exact: true})).toBeVisible();
      await page.getByRole('button', {name: 'Close navigation bar'}).click();
    }
    // Opening the docs menu by keyboard: focus on the toggle renders it first.
    await page.goto('/zh/docs/features/css');
    await hydrated(page);
    await page.locator('.navbar__toggle').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
  });
});

test.describe('indexable site', () => {
  test('a sitemap lists the pages of both locales, and no page asks robots to stay away', async ({page, request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://farmfe.org/docs/quick-start</loc>');
    const zhSitemap = await (await request.get('/zh/sitemap.xml')).text();
    expect(zhSitemap).toContain('<loc>https://farmfe.org/zh/docs/quick-start</loc>');
    // Every docs version's pages, the 2.x pre-release's too.
    expect(sitemap).toContain('<loc>https://farmfe.org/docs/2.x/migration/from-1-x</loc>');
    expect(zhSitemap).toContain('<loc>https://farmfe.org/zh/docs/2.x/advanced/library-bundling</loc>');
    await page.goto('/docs/quick-start');
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  });
});
