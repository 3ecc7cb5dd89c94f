import type {Locator, Page} from '@playwright/test';
import type {AxeResults} from 'axe-core';
import {axePath, report, seriousViolations} from './axe';
import {expect, hydrated, sharedTest, test} from './fixtures';
import {searchModal} from './locators';
import {locales, localePath} from './expected';
import {pageKinds} from './page-kinds';

/**
 * Accessibility: axe-core finds no serious or critical violation on any page
 * kind, in either locale or colour mode (GUIDE.md budget), and the navbar,
 * its dropdowns, the search modal, the mobile menu and the colour toggle
 * work from the keyboard alone, with a focus ring a sighted keyboard user
 * can see.
 */

const themes = ['light', 'dark'] as const;

// Playwright adds axe as an inline script: the pages' Content-Security-Policy would block it.
test.use({bypassCSP: true});
sharedTest.use({sharedContextOptions: {bypassCSP: true}});

test.describe('axe-core: no serious or critical violation', () => {
  for (const locale of locales) {
    for (const theme of themes) {
      for (const kind of pageKinds) {
        sharedTest(`${kind.name}, ${locale}, ${theme}`, async ({page}) => {
          await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
          await page.goto(localePath(locale, kind.path));
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          if (kind.name === 'search page') await expect(page.locator('main article').first()).toBeVisible();
          const violations = await seriousViolations(page);
          expect(violations, report(violations)).toEqual([]);
        });
      }
    }
  }
});

test('code comments and every other token meet contrast in dark mode (axe color-contrast on code blocks)', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/config/compilation-options');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The page has commented code: the case Dracula's own comment colour failed (3.0:1).
  expect(await page.locator('.theme-code-block .token.comment').count()).toBeGreaterThan(0);
  await page.addScriptTag({path: axePath});
  const violations = await page.evaluate(async () => {
    type Run = (
      context: {include: string[][]},
      options: {runOnly: string[]; resultTypes: string[]},
    ) => Promise<AxeResults>;
    const {axe} = window as unknown as {axe: {run: Run}};
    const results = await axe.run(
      {include: [['.theme-code-block']]},
      {runOnly: ['color-contrast'], resultTypes: ['violations']},
    );
    return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
  });
  expect(violations).toEqual([]);
});

/** Presses Tab until the focused element matches selector; fails after max presses. */
async function tabTo(page: Page, selector: string, max = 40): Promise<Locator> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
      return page.locator(':focus');
    }
  }
  throw new Error(`Tab never reached ${selector} in ${max} presses`);
}

/** The focused element draws an outline or a box shadow: the focus ring. */
async function expectFocusRing(focused: Locator): Promise<void> {
  const ring = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {outline, boxShadow: style.boxShadow, text: el.textContent?.trim() || el.getAttribute('aria-label')};
  });
  expect(ring.outline || ring.boxShadow !== 'none', `no focus ring on ${ring.text}`).toBe(true);
}

test.describe('keyboard only', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Tab reaches a navbar link, which shows a focus ring, and Enter follows it', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const guides = await tabTo(page, '.navbar a.navbar__link[href="/docs/quick-start"]');
    await expectFocusRing(guides);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/quick-start$/);
  });

  test('the Community dropdown opens with Enter, and Tab reaches and Enter follows an item', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const dropdown = page.locator('.navbar .dropdown').filter({has: page.locator('a[href="/team"]')});
    const toggle = await tabTo(page, '.navbar .dropdown:has(a[href="/team"]) > .navbar__link');
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    const item = await tabTo(page, '.dropdown__link[href="/team"]', 1);
    await expect(item).toBeVisible();
    await expectFocusRing(item);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/team$/);
  });

  test('the version dropdown opens with Space and Tab reaches the 0.15 item', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const toggle = await tabTo(page, '.navbar .dropdown:has(a[href^="/docs/0.x"]) > .navbar__link');
    await expectFocusRing(toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Its items join the tab order once the menu is drawn (visibility switches on the next frame).
    await expect(page.locator('.navbar .dropdown:has(a[href^="/docs/0.x"]) > .dropdown__menu')).toBeVisible();
    const item = await tabTo(page, '.dropdown__link[href^="/docs/0.x"]', 3);
    await expect(item).toBeVisible();
    await expectFocusRing(item);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/0\.x\//);
  });

  test('the language dropdown opens with Enter and Tab reaches 简体中文', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const toggle = await tabTo(page, '.navbar .dropdown:has(a[lang="zh-CN"]) > .navbar__link');
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.navbar .dropdown:has(a[lang="zh-CN"]) > .dropdown__menu')).toBeVisible();
    const item = await tabTo(page, '.dropdown__link[lang="zh-CN"]', 3);
    await expect(item).toBeVisible();
    await expectFocusRing(item);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/docs\/features\/css$/);
  });

  test('the search button opens the modal with Enter, focus goes to its input, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const button = await tabTo(page, '.DocSearch-Button');
    await expectFocusRing(button);
    await page.keyboard.press('Enter');
    const modal = searchModal(page);
    await expect(modal).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('plugin');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('the colour toggle switches the mode with Space and with Enter', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = await tabTo(page, '.navbar button[class*="toggleButton"]');
    await expectFocusRing(toggle);
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expectFocusRing(page.locator(':focus'));
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('keyboard only, mobile', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the menu toggle opens the menu, focus moves into it, and Tab reaches a link', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    const toggle = await tabTo(page, '.navbar__toggle');
    await expectFocusRing(toggle);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    const sidebar = page.locator('.navbar-sidebar');
    // Focus moves into the menu, so the next Tab stays in it rather than behind it on the page.
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
    await expect.poll(focusInMenu).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInMenu()).toBe(true);
    const link = await tabTo(page, '.navbar-sidebar a.menu__link[href="/docs/why-farm"]');
    await expect(link).toBeVisible();
    await expectFocusRing(link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/why-farm$/);
    await expect(sidebar).not.toBeInViewport();
  });

  test('closing the menu with its close button gives focus back to the toggle', async ({page}) => {
    await page.goto('/docs/features/css');
    await hydrated(page);
    await tabTo(page, '.navbar__toggle');
    await page.keyboard.press('Enter');
    const close = await tabTo(page, '.navbar-sidebar .navbar-sidebar__close', 5);
    await expectFocusRing(close);
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar__toggle')).toBeFocused();
  });
});
