/**
 * What the announcement bar's dismissal reset (./announcementId.ts) assumes of the theme, and nothing else.
 * Checked against @docusaurus/theme-classic and @docusaurus/theme-common 3.10.2 by
 * tests/unit/internals.test.ts, which names this file when one of these no longer holds:
 *
 * 1. theme-classic's inline script (`lib/inlineScripts.js`), run before React, sets the attribute below on
 *    `<html>` to `'true'` when the bar was dismissed, without looking at the announcement's id.
 * 2. theme-common's announcement-bar context (`lib/contexts/announcementBar.js`) keeps the id of the last bar
 *    seen in localStorage under the key below, and reads a stored `'annoucement-bar'` (its former misspelt
 *    default id) as the default id.
 */

/** The attribute on `<html>` that hides a dismissed bar before hydration. */
export const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** The localStorage key of the last announcement id seen. */
export const ID_STORAGE_KEY = 'docusaurus.announcement.id';

/** A stored id the theme reads as `DEFAULT_ID`. */
export const MISSPELT_DEFAULT_ID = 'annoucement-bar';
export const DEFAULT_ID = 'announcement-bar';
