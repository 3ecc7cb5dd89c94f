import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@site/src/theme/CodeBlock/themeCommon.internals';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * A code block's word-wrap state, as theme-common's useCodeWordWrap keeps it
 * (the button shows when the block scrolls sideways or is wrapped), but
 * measured when the block is seen rather than for every block as the page
 * hydrates: when the browser lays out a block it skipped out of view
 * (`content-visibility: auto`; reading the widths of a skipped block would
 * lay it out), at each entry into the viewport (a block in view from the
 * start, or in a tab panel just shown), on resize, and after a toggle.
 */
export function useWordWrapWhenSeen(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words wrap too, so that a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
    // The style is on the code already: a wrapped block keeps its button (its code has a style attribute).
    measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    // The browser lays out a block out of view when it comes near: measured then (content-visibility: auto).
    const onLaidOut = (event: Event) => {
      if (!(event as Event & {skipped?: boolean}).skipped) measure();
    };
    // Entering the viewport: a block in view from the start, or shown by its tab.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) measure();
          });
    if (observer) observer.observe(pre);
    else measure();
    pre.addEventListener('contentvisibilityautostatechange', onLaidOut);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      observer?.disconnect();
      pre.removeEventListener('contentvisibilityautostatechange', onLaidOut);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
