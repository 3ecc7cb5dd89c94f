import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** The docs sidebar's collapsible categories: how long their expand animation lasts, and with reduced motion. */

test.describe('collapsible sidebar categories', () => {
  /** Expands a collapsed sidebar category and returns the transitions its list went through, with its height. */
  async function expand(page: Page, label: string) {
    const category = page.locator('nav.menu li.theme-doc-sidebar-item-category').filter({
      has: page.getByRole('button', {name: label, exact: true}).or(page.getByRole('link', {name: label, exact: true})),
    });
    const transitions: {duration: number; height: number}[] = [];
    await page.exposeFunction(`record${label}`, (duration: number, height: number) =>
      transitions.push({duration, height}),
    );
    await category.evaluate((li, name) => {
      const record = (window as unknown as Record<string, (d: number, h: number) => void>)[`record${name}`]!;
      new MutationObserver(() => {
        const list = li.querySelector<HTMLElement>(':scope > ul');
        const duration = /^height (\d+)ms/.exec(list?.style.transition ?? '')?.[1];
        const height = /^(\d+)px$/.exec(list?.style.height ?? '')?.[1];
        if (duration && height) record(Number(duration), Number(height));
      }).observe(li, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    }, label);
    await category.locator('.menu__link--sublist').first().click();
    await expect.poll(() => transitions.length).toBeGreaterThan(0);
    await expect(category.locator(':scope > ul')).toBeVisible();
    return transitions[0]!;
  }

  /** Material design's duration for a height, as Docusaurus's Collapsible computes it. */
  const durationFor = (height: number) => Math.round((4 + 15 * (height / 36) ** 0.25 + height / 36 / 5) * 10);

  test('the expand animation lasts longer for a taller category', async ({page}) => {
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const short = await expand(page, 'Migration');
    const tall = await expand(page, 'Features');
    expect(tall.height).toBeGreaterThan(short.height);
    expect(tall.duration).toBeGreaterThan(short.duration);
    expect(short.duration).toBe(durationFor(short.height));
    expect(tall.duration).toBe(durationFor(tall.height));
  });

  test('with reduced motion the animation lasts 1 ms', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/docs/quick-start');
    await hydrated(page);
    const features = await expand(page, 'Features');
    expect(features.height).toBeGreaterThan(100);
    expect(features.duration).toBe(1);
  });
});
