import siteConfig from '@generated/docusaurus.config';

/**
 * SPEC §4: "A changed id resets dismissal." The theme's inline script hides
 * a dismissed announcement bar before React starts (an attribute on <html>)
 * without looking at the id; React then finds the new id and resets the
 * dismissal, but the attribute keeps the bar hidden until the next page.
 * This client module runs before hydration and clears the attribute when
 * the stored id is not the configured one, so the new announcement shows at
 * once.
 */

const ID_KEY = 'docusaurus.announcement.id';
const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** Whether a bar last seen under `storedId` counts as another announcement than `id` (the theme's rule). */
export function isNewAnnouncement(id: string, storedId: string | null): boolean {
  // The theme once stored its default id misspelt.
  const seen = storedId === 'annoucement-bar' ? 'announcement-bar' : storedId;
  return id !== seen;
}

function storedId(): string | null {
  try {
    return window.localStorage.getItem(ID_KEY);
  } catch {
    return null;
  }
}

const {announcementBar} = siteConfig.themeConfig as {announcementBar?: {id: string}};
if (typeof document !== 'undefined' && announcementBar) {
  const html = document.documentElement;
  if (html.getAttribute(ATTRIBUTE) === 'true' && isNewAnnouncement(announcementBar.id, storedId())) {
    html.setAttribute(ATTRIBUTE, 'false');
  }
}
