/**
 * The theme-classic internals the code blocks' Prism set-up (./index.ts) relies on, and nothing else.
 * Checked against @docusaurus/theme-classic 3.10.2 by tests/unit/internals.test.ts, which names this file
 * when one of these no longer holds:
 *
 * 1. The theme's plugin (`lib/index.js`) lists the client module `'./prism-include-languages'` in
 *    `getClientModules()`, which Docusaurus requests by its absolute path, `lib/prism-include-languages.js`.
 * 2. That module's only work is `prismIncludeLanguages(Prism)` at startup: it imports Prism from
 *    prism-react-renderer and the swizzlable `@theme/prism-include-languages`, which registers
 *    `themeConfig.prism.additionalLanguages`. The code block calls `@theme/prism-include-languages` itself
 *    when it loads Prism (src/theme/CodeBlock/Content/Highlighted.tsx), so an empty module can stand in for it.
 *
 * The replacement itself goes through public APIs: `configureWebpack`'s `currentBundler.instance`
 * `NormalModuleReplacementPlugin`, the same in Rspack and webpack.
 */

/** The request of the theme's client module that registers the additional Prism languages at startup. */
export const THEME_LANGUAGES_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
