/**
 * The @docusaurus/theme-common internals the site's own code-block files use (the ejected ones keep upstream's
 * imports), and nothing else: `useCodeBlockContext()`, which gives the block's `metadata` (`code`, `language`,
 * `lineNumbersStart`, `lineClassNames`, …) and `wordWrap`, the value of `useCodeWordWrap()`. Both come from
 * `@docusaurus/theme-common/internal`, which theme-classic's own CodeBlock uses. Checked against
 * @docusaurus/theme-common 3.10.2 by tests/unit/internals.test.ts, which names this file when they are gone.
 */
export {useCodeBlockContext} from '@docusaurus/theme-common/internal';
export type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
