import siteConfig from '@generated/docusaurus.config';
import {DEFAULT_ID, DISMISSED_ATTRIBUTE, ID_STORAGE_KEY, MISSPELT_DEFAULT_ID} from './announcementId.internals';

/**
 * A changed announcement id resets its dismissal. The theme's inline script hides
 * a dismissed announcement bar before React starts (an attribute on <html>)
 * without looking at the id; React then finds the new id and resets the
 * dismissal, but the attribute keeps the bar hidden until the next page.
 * This client module runs before hydration and clears the attribute when
 * the stored id is not the configured one, so the new announcement shows at
 * once. The attribute and storage key are the theme's: ./announcementId.internals.ts.
 */

/** Whether a bar last seen under `storedId` counts as another announcement than `id` (the theme's rule). */
export function isNewAnnouncement(id: string, storedId: string | null): boolean {
  // The theme once stored its default id misspelt.
  const seen = storedId === MISSPELT_DEFAULT_ID ? DEFAULT_ID : storedId;
  return id !== seen;
}

function storedId(): string | null {
  try {
    return window.localStorage.getItem(ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

const {announcementBar} = siteConfig.themeConfig as {announcementBar?: {id: string}};
if (typeof document !== 'undefined' && announcementBar) {
  const html = document.documentElement;
  if (html.getAttribute(DISMISSED_ATTRIBUTE) === 'true' && isNewAnnouncement(announcementBar.id, storedId())) {
    html.setAttribute(DISMISSED_ATTRIBUTE, 'false');
  }
}
