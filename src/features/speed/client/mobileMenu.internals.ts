/**
 * The @docusaurus/theme-common internal the mobile menu's own code uses (./mobileMenuIntent.ts and
 * the wrapped src/theme/Navbar/MobileSidebar), and nothing else: `useNavbarMobileSidebar()`, whose `shown` is
 * true while the navbar's mobile sidebar is open. It comes from
 * `@docusaurus/theme-common/internal`, which theme-classic's own navbar uses. Checked against
 * @docusaurus/theme-common 3.10.2 by tests/unit/internals.test.ts, which names this file when it is gone.
 */
export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
