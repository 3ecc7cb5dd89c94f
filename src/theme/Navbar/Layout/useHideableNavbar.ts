import {useCallback, useRef, useState} from 'react';
import {useLocationChange, useScrollPosition} from '@docusaurus/theme-common/internal';

/**
 * The theme's hideable-navbar logic (useHideableNavbar of
 * @docusaurus/theme-common 3.10.2; Copyright (c) Facebook, Inc. and its
 * affiliates, MIT licence) with one change that SPEC §4 asks for: when a
 * hash anchor is the target, the navbar is shown, where the theme hides it.
 * Headings keep a scroll margin of the navbar's height, so the navbar does
 * not cover the target. The scroll the jump causes is ignored either way, so
 * that it does not count as scrolling down.
 */
export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(hideOnScroll);
  const isFocusedAnchor = useRef(false);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);

  useScrollPosition(({scrollY: scrollTop}, lastPosition) => {
    if (!hideOnScroll) return;
    // Rubber-band scrolling at the top.
    if (scrollTop < navbarHeight.current) {
      setIsNavbarVisible(true);
      return;
    }
    if (isFocusedAnchor.current) {
      isFocusedAnchor.current = false;
      return;
    }
    const lastScrollTop = lastPosition?.scrollY;
    const documentHeight = document.documentElement.scrollHeight - navbarHeight.current;
    if (lastScrollTop && scrollTop >= lastScrollTop) {
      setIsNavbarVisible(false);
    } else if (scrollTop + window.innerHeight < documentHeight) {
      setIsNavbarVisible(true);
    }
  });

  useLocationChange(({location}) => {
    if (!hideOnScroll) return;
    const anchor = location.hash ? document.getElementById(decodeHash(location.hash)) : null;
    if (anchor) isFocusedAnchor.current = true;
    setIsNavbarVisible(true);
  });

  return {navbarRef, isNavbarVisible};
}

/** The id a hash names; a hash that is not valid percent-encoding names itself. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.substring(1));
  } catch {
    return hash.substring(1);
  }
}
