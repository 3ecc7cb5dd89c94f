/*
 * Wrapped for two changes:
 * - Keyboard focus moves into the mobile menu when it opens and back to its toggle when it closes (WCAG 2.4.3).
 * - The menu is rendered when the reader first reaches for its toggle (pointer over it, a press, focus), not
 *   while the page hydrates: the theme renders it as soon as the window is phone-sized, which was a render of
 *   every navbar item a second time in each phone page load. It stays rendered once it has been.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/features/speed/client/mobileMenu.internals';
import {TOGGLE, useRenderedOnIntent} from '@site/src/features/speed/client/mobileMenuIntent';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const rendered = useRenderedOnIntent(shown);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown === wasShown.current) return undefined;
    wasShown.current = shown;
    // The theme hands out no refs to the menu or its toggle: find them by their Infima classes.
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown) {
      if (menu?.contains(document.activeElement)) document.querySelector<HTMLElement>(TOGGLE)?.focus();
      return undefined;
    }
    const first = menu?.querySelector<HTMLElement>(focusable);
    if (!first) return undefined;
    // The menu turns visible through a CSS transition: it cannot take focus before the transition's first frame.
    let frame = 0;
    let request = 0;
    const focusFirst = () => {
      first.focus();
      if (document.activeElement !== first && frame++ < 30) request = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    return () => cancelAnimationFrame(request);
  }, [shown]);
  return rendered ? <MobileSidebar /> : null;
}
