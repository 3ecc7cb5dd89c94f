// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/BlogSidebar/index.tsx sha256:1ff8f1a76db1433a
import React, {type ReactNode} from 'react';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';
import {useSidebarsToRender} from '@site/src/features/speed/client/mobileMenuIntent';

/*
 * Replaces the theme's choice between the two sidebars for the reason given in src/theme/DocSidebar: on a
 * phone-sized page load the theme swapped the server's desktop sidebar (hidden by CSS there) for the mobile
 * menu's filler right after hydration. The choice here is useSidebarsToRender's.
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const render = useSidebarsToRender();
  if (!sidebar?.items.length) return null;
  return (
    <>
      {render.desktop && <BlogSidebarDesktop sidebar={sidebar} />}
      {render.mobile && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
