import type {ClientModule} from '@docusaurus/types';

/**
 * The navbar is shown when a hash anchor is the target. The theme's hideable navbar
 * (useHideableNavbar in @docusaurus/theme-common) hides it there instead. Rather than eject the
 * theme's Navbar/Layout to change one branch, this module marks <html> while a hash target is
 * shown, and src/css/custom.css keeps the navbar in view under that mark. The reader's next
 * scroll (wheel, touch or a scrolling key) or route change hands the navbar back to the theme,
 * which hides it on scroll down and shows it on scroll up as before.
 */

export const ANCHOR_ATTRIBUTE = 'data-navbar-anchor-target';

const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);

/** The element a location hash names, as the theme looks it up; a hash that is not valid percent-encoding names itself. */
export function hashTarget(hash: string, doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  if (hash.length <= 1) return null;
  const raw = hash.substring(1);
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Keep the raw id.
  }
  return doc.getElementById(id) ?? (id === raw ? null : doc.getElementById(raw));
}

function release(): void {
  document.documentElement.removeAttribute(ANCHOR_ATTRIBUTE);
  window.removeEventListener('wheel', release);
  window.removeEventListener('touchmove', release);
  window.removeEventListener('keydown', onKey);
}

function onKey(event: KeyboardEvent): void {
  if (SCROLL_KEYS.has(event.key)) release();
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    release();
    // The theme reacts to location changes only, not to the first load (the navbar starts shown).
    if (!previousLocation || !hashTarget(location.hash, document)) return;
    document.documentElement.setAttribute(ANCHOR_ATTRIBUTE, '');
    window.addEventListener('wheel', release, {passive: true});
    window.addEventListener('touchmove', release, {passive: true});
    window.addEventListener('keydown', onKey);
  },
};

export default clientModule;
