/*
 * Wrapped for one change: a code block's copy and word-wrap buttons are rendered when the block comes within a
 * viewport's height of the screen, or when its code gets keyboard focus, instead of for every block of the page right
 * after hydration (the theme renders them in the browser only). On the long reference pages that was a render and a
 * layout of 100+ button groups in one task. The code element comes before its buttons in the tab order, so a
 * keyboard user reaches each block's buttons through its code, which renders them first.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@site/src/theme/CodeBlock/themeCommon.internals';
import {whenNearViewport} from '@site/src/features/code-blocks/client/nearViewport';
import {WithIsBrowser} from '@site/src/features/speed/components/WithoutHydrationRemount';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWhenNear(props: Props): ReactNode {
  const {codeBlockRef} = useCodeBlockContext().wordWrap;
  const [near, setNear] = useState(false);
  useEffect(() => {
    const code = codeBlockRef.current;
    if (near) return undefined;
    if (!code) {
      setNear(true);
      return undefined;
    }
    const show = () => setNear(true);
    code.addEventListener('focus', show);
    const stop = whenNearViewport(code, show);
    return () => {
      code.removeEventListener('focus', show);
      stop();
    };
  }, [codeBlockRef, near]);
  // The theme's buttons render in the browser only (BrowserOnly): they read the page's real useIsBrowser().
  return near ? (
    <WithIsBrowser>
      <Buttons {...props} />
    </WithIsBrowser>
  ) : null;
}
