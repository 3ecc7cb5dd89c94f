// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/DocSidebar/index.tsx sha256:c8ebcf85b048a95d
import React, {useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useRenderedOnIntent} from '@site/src/utils/mobileMenuIntent';

/*
 * Replaces the theme's choice between the two sidebars, which on a phone-sized page load removed the
 * server-rendered desktop sidebar (already hidden by CSS there) and mounted the mobile one, both right after
 * hydration. The mobile one is a filler for the navbar's secondary menu whose first render sorts its props with
 * localeCompare: loading the ICU collator took about 40 ms of that task at 4x CPU (#19). Here:
 * - the desktop sidebar the server rendered stays (a page reached by client navigation on a phone has none);
 * - the mobile one is rendered when the reader first reaches for the menu toggle, so it fills the menu before
 *   it opens.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const [hydratedWithDesktop] = useState(windowSize === 'ssr');
  const menuWanted = useRenderedOnIntent(useNavbarMobileSidebar().shown);
  const mobile = windowSize === 'mobile';
  return (
    <>
      {(!mobile || hydratedWithDesktop) && <DocSidebarDesktop {...props} />}
      {mobile && menuWanted && <DocSidebarMobile {...props} />}
    </>
  );
}
