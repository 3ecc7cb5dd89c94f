/*
 * Wrapped for two changes:
 * - Keyboard focus moves into the mobile menu when it opens and back to its toggle when it closes (WCAG 2.4.3).
 * - The menu is rendered when the reader first reaches for its toggle (pointer over it, a press, focus), not
 *   while the page hydrates: the theme renders it as soon as the window is phone-sized, which was a render of
 *   every navbar item a second time in each phone page load (#19). It stays rendered once it has been.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The events that show a reader is about to open the menu; a click follows each on a touch screen too. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** The theme's menu toggle, which hands out no ref: found by its Infima class. */
export const TOGGLE = '.navbar__toggle';

/** Whether the menu should be rendered: once shown, or once the reader has reached for its toggle. */
export function useRenderedOnIntent(shown: boolean): boolean {
  const [wanted, setWanted] = useState(shown);
  useEffect(() => {
    if (wanted) return undefined;
    if (shown) {
      setWanted(true);
      return undefined;
    }
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [shown, wanted]);
  return wanted || shown;
}

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
