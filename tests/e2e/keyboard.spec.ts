import {expect, hydrated, test} from './fixtures';

/** Keyboard navigation: a body marker class while the keyboard is in use, and focus rings for keyboard focus only. */

test.describe('keyboard navigation', () => {
  // Tab adds a body marker class; a mouse press removes it. Docusaurus 3.10 dropped that class for
  // the browser's :focus-visible; src/clientModules/keyboardNavigation.ts restores it.
  test('Tab adds the body marker class, a mouse press removes it', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    await page.mouse.down();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  });

  test('focus from the keyboard shows a focus ring, focus from a mouse press does not', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const ring = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return {focusVisible: el.matches(':focus-visible'), outline: getComputedStyle(el).outlineStyle};
      });
    await page.keyboard.press('Tab');
    expect(await ring()).toEqual({focusVisible: true, outline: expect.not.stringMatching(/^none$/)});
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    expect(await ring()).toEqual({focusVisible: false, outline: 'none'});
    // Back to the keyboard: the GitHub link before the toggle gets a ring.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', {name: 'GitHub repository'})).toBeFocused();
    expect(await ring()).toEqual({focusVisible: true, outline: expect.not.stringMatching(/^none$/)});
  });
});
