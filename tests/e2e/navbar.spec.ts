import {expect, hydrated, test} from './fixtures';
import {h1, navbar, toggleButton} from './locators';

/**
 * The navbar: it hides on scroll down and shows for a hash target; below 997 px it folds into the mobile sidebar,
 * which opens on the docs menu; the desktop/mobile layout switch at that breakpoint.
 */

test.describe('navbar on scroll', () => {
  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);
    await expect(navbar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar(page)).not.toHaveClass(/navbarHidden/);
    await expect(navbar(page)).toBeInViewport();
  });

  // The navbar is shown when a hash anchor is the target (the theme hides it there;
  // src/clientModules/navbarAnchor.ts keeps it in view), without covering the target heading.
  test('shows for a hash anchor target, without covering the heading', async ({page}) => {
    await page.goto('/docs/config/compilation-options');
    await hydrated(page);
    // Scrolled down first: the navbar is hidden.
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);

    const link = page.locator('.table-of-contents a').nth(5);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(navbar(page)).toBeInViewport({ratio: 1});
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = (await navbar(page).boundingBox())!.y + (await navbar(page).boundingBox())!.height;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom);

    // Loading a page with a hash: the same.
    await page.goto(`/docs/config/compilation-options#${id}`);
    await hydrated(page);
    await expect(heading).toBeInViewport();
    await expect(navbar(page)).toBeInViewport({ratio: 1});

    // Scrolling down afterwards hides it again, and scrolling up brings it back.
    await page.mouse.move(640, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 400);
    await expect(navbar(page)).toHaveClass(/navbarHidden/);
    await expect(navbar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar(page)).toBeInViewport({ratio: 1});
  });
});

test.describe('mobile sidebar at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('the toggle opens and closes it; a docs page shows its menu first, and Back to main menu hides it', async ({
    page,
  }) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const items = page.locator('.navbar-sidebar__items');
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(items).toHaveClass(/navbar-sidebar__items--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'CSS', exact: true})).toBeVisible();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(items).not.toHaveClass(/--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Plugins', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    // Reopened, it shows the docs menu again; a click beside it closes it.
    await toggleButton(page).click();
    await expect(items).toHaveClass(/--show-secondary/);
    await page.locator('.navbar-sidebar__backdrop').click({position: {x: 360, y: 600}});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('a page without a docs menu opens on the main menu', async ({page}) => {
    await page.goto('/team');
    await hydrated(page);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/--show-secondary/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
  });

  test('browser back closes it and stays on the page', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await toggleButton(page).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await page.evaluate(() => history.back());
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
    await expect(h1(page)).toHaveText('Quick start');
    // The next back goes where it should.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('growing the window past 996 px closes it', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    await toggleButton(page).click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 997, height: 812});
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 375, height: 812});
    await expect(toggleButton(page)).toBeVisible();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('layout', () => {
  for (const [width, mode] of [
    [996, 'mobile'],
    [997, 'desktop'],
  ] as const) {
    test(`${width} px wide is ${mode}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/docs/features/css');
      await hydrated(page);
      const desktop = mode === 'desktop';
      // The desktop sidebar the server rendered stays after hydration on a phone, hidden (src/theme/DocSidebar)...
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(1);
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toBeVisible({visible: desktop});
      // ...while the theme renders the desktop table of contents by the window width (useWindowSize)...
      await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(desktop ? 1 : 0);
      // ...and shown by CSS from the same breakpoint (Infima).
      await expect(toggleButton(page)).toBeVisible({visible: !desktop});
      await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible({visible: !desktop});
      await expect(navbar(page).getByRole('link', {name: 'Config', exact: true})).toBeVisible({visible: desktop});
    });
  }

  test('before hydration the HTML has the desktop layout, which CSS hides on a phone', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 375, height: 812}});
    try {
      const page = await context.newPage();
      await page.goto('/docs/features/css');
      await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(1);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
      await expect(toggleButton(page)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
