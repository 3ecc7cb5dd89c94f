import {useEffect, useState} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@site/src/features/speed/client/mobileMenu.internals';

/** The events that show a reader is about to open the mobile menu; a click follows each on a touch screen too. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** The theme's mobile menu toggle, which hands out no ref: found by its Infima class. */
export const TOGGLE = '.navbar__toggle';

/**
 * Whether something that only the mobile menu shows should be rendered: once the menu is shown, or once the
 * reader has reached for its toggle (pointer over it, a press, keyboard focus). It stays true after that.
 */
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

/**
 * Which of a page's two sidebars (docs or blog) to render. The desktop one, unless the window is phone-sized; on a
 * phone, the one the server rendered stays (CSS hides it there) rather than being removed after hydration, and a
 * page reached by client navigation has none. The mobile menu's filler once the reader reaches for the menu
 * toggle, so that it fills the menu before it opens.
 */
export function useSidebarsToRender(): {desktop: boolean; mobile: boolean} {
  const windowSize = useWindowSize();
  const [hydratedWithDesktop] = useState(windowSize === 'ssr');
  const menuWanted = useRenderedOnIntent(useNavbarMobileSidebar().shown);
  const mobile = windowSize === 'mobile';
  return {desktop: !mobile || hydratedWithDesktop, mobile: mobile && menuWanted};
}
