/**
 * What the search (src/features/search/, src/features/search/node/, src/theme/SearchPage/) assumes of
 * @docusaurus/theme-search-algolia's search page, and nothing else. Shared by the build (the plugin's alias) and
 * the browser (the page's wrapper), so it imports nothing. Checked against @docusaurus/theme-search-algolia
 * 3.10.2 and algoliasearch 5 by tests/unit/internals.test.ts, which names this file when one of these no longer
 * holds:
 *
 * 1. The theme's SearchPage (`lib/theme/SearchPage/index.js`) imports `liteClient` from `algoliasearch/lite` and
 *    builds its client with `liteClient(appId, apiKey)`; nothing else in the client bundle imports that module
 *    (DocSearch bundles its own copy of algoliasearch). Aliasing the module therefore swaps the search page's
 *    client and no other, without ejecting the page.
 * 2. algoliasearch's browser build of `algoliasearch/lite` (its `browser` export) is `browser.js` in the folder
 *    of the Node build that `require.resolve('algoliasearch/lite')` gives.
 * 3. The page renders its form, count and results in `<div class="container …">` directly inside the layout's
 *    main element (the public `SkipToContentFallbackId` of @docusaurus/theme-common), and its docs-version
 *    picker is a `<select>` inside that column's `<form>`, with no name; its query field is the form's
 *    `<input name="q">`, with no maxlength of its own.
 */

/** The module the theme's search page takes its Algolia client from. */
export const SEARCH_PAGE_CLIENT_MODULE = 'algoliasearch/lite';

/** algoliasearch's browser build of SEARCH_PAGE_CLIENT_MODULE: this file beside its resolved Node build. */
export const ALGOLIASEARCH_LITE_BROWSER_FILE = 'browser.js';

/** The search page's content column, as a selector below the layout's main element. */
export const SEARCH_PAGE_COLUMN = ':scope > .container';

/** The docs-version select, as a selector within the content column. */
export const SEARCH_PAGE_VERSION_SELECT = 'form select';

/** The query field, as a selector within the content column. */
export const SEARCH_PAGE_QUERY_INPUT = 'form input[name="q"]';
