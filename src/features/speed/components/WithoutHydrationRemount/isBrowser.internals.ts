import {Context} from '@docusaurus/core/lib/client/browserContext';

/**
 * The Docusaurus internals that ./index.tsx relies on, and nothing else. Checked against @docusaurus/core and
 * @docusaurus/theme-classic 3.10.2 by tests/unit/internals.test.ts, which names this file when one of these no
 * longer holds:
 *
 * 1. `useIsBrowser()` (`@docusaurus/core/lib/client/exports/useIsBrowser.js`) returns the value of the React
 *    context `Context` of `@docusaurus/core/lib/client/browserContext.js`, which the app sets to false while
 *    the page hydrates and to true in an effect after it.
 * 2. In the theme's Tabs, TabItem and CodeBlock (`@docusaurus/theme-classic/lib/theme/{Tabs,TabItem,CodeBlock}/`),
 *    only three files read it: Tabs and CodeBlock call `useIsBrowser()` once each, for the key of the element they
 *    render (Tabs: its `TabsProvider`; CodeBlock: its content), so that it re-mounts once the page has hydrated;
 *    and CodeBlock/Buttons renders its buttons inside `BrowserOnly`, which the site's wrapper of the buttons puts
 *    inside `WithIsBrowser`.
 */
export const IsBrowserContext = Context;
