// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/BlogSidebar/index.tsx sha256:1ff8f1a76db1433a
import React, {useState, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';
import {useRenderedOnIntent} from '@site/src/utils/mobileMenuIntent';

/*
 * Replaces the theme's choice between the two sidebars for the reason given in src/theme/DocSidebar: on a
 * phone-sized page load the theme swapped the server's desktop sidebar (hidden by CSS there) for the mobile
 * menu's filler right after hydration. The desktop one the server rendered stays; the mobile one is rendered
 * when the reader first reaches for the menu toggle (#19).
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const windowSize = useWindowSize();
  const [hydratedWithDesktop] = useState(windowSize === 'ssr');
  const menuWanted = useRenderedOnIntent(useNavbarMobileSidebar().shown);
  if (!sidebar?.items.length) return null;
  const mobile = windowSize === 'mobile';
  return (
    <>
      {(!mobile || hydratedWithDesktop) && <BlogSidebarDesktop sidebar={sidebar} />}
      {mobile && menuWanted && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
