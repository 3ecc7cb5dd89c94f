import type {Locator, Page} from '@playwright/test';

/** Every new-tab link has rel noopener and noreferrer (no window.opener, no Referer for the other site). */
export async function unsafeNewTabLinks(scope: Page | Locator): Promise<string[]> {
  const links = await scope
    .locator('a[target="_blank" i]')
    .evaluateAll((anchors) => anchors.map((a) => ({href: a.getAttribute('href'), rel: a.getAttribute('rel') ?? ''})));
  return links
    .filter(({rel}) => !rel.split(/\s+/).includes('noopener') || !rel.split(/\s+/).includes('noreferrer'))
    .map(({href, rel}) => `${href} rel="${rel}"`);
}
