import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** The announcement bar: its dismissal is stored per announcement id, and a new id shows it again. */

test.describe('announcement bar', () => {
  const dismissKey = 'docusaurus.announcement.dismiss';
  const idKey = 'docusaurus.announcement.id';
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'nightly releases'});
  const storage = (page: Page) =>
    page.evaluate(
      ([d, i]) => ({dismissed: localStorage.getItem(d!), id: localStorage.getItem(i!)}),
      [dismissKey, idKey],
    );

  test('closing it stores the dismissal for this announcement id', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    expect(await storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    expect(await storage(page)).toEqual({dismissed: 'true', id: 'announcement-nightly'});
    // Read before React starts, so the bar does not flash on the next page.
    await page.goto('/docs/quick-start');
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await hydrated(page);
    await expect(bar(page)).toBeHidden();
  });

  test('a new announcement id shows the bar again', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toBeHidden();
    // As if the dismissed bar had carried an earlier id (once: sessionStorage lasts across the page loads).
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', 'true');
      localStorage.setItem(key, 'announcement-previous');
    }, idKey);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    // On the very page that found the new id (src/features/announcement-bar/client/announcementId.ts), and on the next.
    await expect(bar(page)).toBeVisible();
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
  });

  test('the legacy misspelt id is replaced by the current one', async ({page}) => {
    // Docusaurus once stored the default id misspelt ('annoucement-bar') and reads it as 'announcement-bar'. That
    // is another id than this site's, so the stale dismissal is dropped and the correct id stored.
    await page.addInitScript(
      ([d, i]) => {
        if (localStorage.getItem(i!) === null) {
          localStorage.setItem(i!, 'annoucement-bar');
          localStorage.setItem(d!, 'true');
        }
      },
      [dismissKey, idKey],
    );
    await page.goto('/');
    await hydrated(page);
    await expect.poll(() => storage(page)).toEqual({dismissed: 'false', id: 'announcement-nightly'});
    await page.goto('/docs/quick-start');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
  });
});
