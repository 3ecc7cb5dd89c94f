import React, {useState, type ReactNode} from 'react';
import {serverElement} from '@site/src/features/speed/client/serverElement';
import {useServerId} from './react.internals';

/** The attribute that names a kept element, so that hydration finds the HTML the server wrote in it. */
export const KEPT_ATTRIBUTE = 'data-server-kept';

/**
 * An id for an element that carries it in `attribute`, and, while the page hydrates, the inner HTML the server
 * wrote in that element: `useId` gives the element the same id on the server and in the hydrating browser, and
 * ids of elements rendered in the browser later have another form (./react.internals.ts), so they are not
 * looked up. The HTML is undefined on the server and for an element rendered in the browser. React keeps the server's inner HTML as it is while the string
 * passed as `dangerouslySetInnerHTML` stays the same.
 */
export function useServerHtml(attribute: string): {id: string; html: string | undefined} {
  const {id, fromServer} = useServerId();
  const [html] = useState(() =>
    typeof document === 'undefined' || !fromServer ? undefined : serverElement(attribute, id)?.innerHTML,
  );
  return {id, html};
}

type Props = {as: 'div' | 'span'; children: ReactNode};

/**
 * Renders `children` inside an element of its own, except while the page hydrates, when it keeps the HTML the
 * server wrote there instead of rendering them again (useServerHtml). For static parts whose render costs the
 * browser and changes nothing: the dates formatted with `Intl.DateTimeFormat`, whose first use in a page loads
 * ICU's locale data. A page reached in the browser renders them.
 */
export default function KeepServerHtml({as: As, children}: Props): ReactNode {
  const {id, html} = useServerHtml(KEPT_ATTRIBUTE);
  const attributes = {[KEPT_ATTRIBUTE]: id};
  if (html !== undefined) return <As {...attributes} dangerouslySetInnerHTML={{__html: html}} />;
  return <As {...attributes}>{children}</As>;
}
