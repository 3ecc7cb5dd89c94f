import React, {createContext, useContext, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {IsBrowserContext} from './isBrowser.internals';

/** The page's own `useIsBrowser()`, for `WithIsBrowser` inside a WithoutHydrationRemount. */
const PageIsBrowser = createContext<boolean | undefined>(undefined);

/**
 * The theme keys its tab groups and code blocks by `useIsBrowser()`, which re-mounts each of them, with all it
 * holds, once the page has hydrated: every block and group is rendered twice, and the server's HTML is thrown
 * away. Inside this component `useIsBrowser()` stays what it was while the page hydrated (false), so the key
 * never changes. What the wrapped component renders that needs the page's real value (a panel's content, the
 * code block's browser-only buttons) is put inside `WithIsBrowser`.
 */
export default function WithoutHydrationRemount({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <PageIsBrowser value={isBrowser}>
      <IsBrowserContext value={false}>{children}</IsBrowserContext>
    </PageIsBrowser>
  );
}

/** Inside WithoutHydrationRemount, `children` read the page's real `useIsBrowser()` again; elsewhere, no change. */
export function WithIsBrowser({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useContext(PageIsBrowser);
  return isBrowser === undefined ? children : <IsBrowserContext value={isBrowser}>{children}</IsBrowserContext>;
}
