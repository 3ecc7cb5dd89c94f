// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/DocSidebar/index.tsx sha256:c8ebcf85b048a95d
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useSidebarsToRender} from '@site/src/features/speed/client/mobileMenuIntent';

/*
 * Replaces the theme's choice between the two sidebars, which on a phone-sized page load removed the
 * server-rendered desktop sidebar (already hidden by CSS there) and mounted the mobile one, both right after
 * hydration. The mobile one is a filler for the navbar's secondary menu whose first render sorts its props with
 * localeCompare: loading the ICU collator took about 40 ms of that task at 4x CPU. The choice here is
 * useSidebarsToRender's, shared with src/theme/BlogSidebar.
 */
export default function DocSidebar(props: Props): ReactNode {
  const render = useSidebarsToRender();
  return (
    <>
      {render.desktop && <DocSidebarDesktop {...props} />}
      {render.mobile && <DocSidebarMobile {...props} />}
    </>
  );
}
