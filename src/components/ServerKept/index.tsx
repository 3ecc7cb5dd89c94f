import React, {useId, useState, type ReactNode} from 'react';

/** The attribute that names a kept element, so that hydration finds the HTML the server wrote in it. */
export const KEPT_ATTRIBUTE = 'data-server-kept';

type Props = {as: 'div' | 'span'; children: ReactNode};

/**
 * Renders `children` inside an element of its own, except while the page hydrates, when it keeps the HTML the
 * server wrote there instead of rendering them again: `useId` gives the element the same id on the server and
 * in the hydrating browser (ids of elements rendered later never match a server one). For static parts whose
 * render costs the browser and changes nothing: the dates formatted with `Intl.DateTimeFormat`, whose first use
 * in a page loads ICU's locale data (#19). A page reached in the browser renders them.
 */
export default function ServerKept({as: As, children}: Props): ReactNode {
  const id = useId();
  const [server] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[${KEPT_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML,
  );
  const attributes = {[KEPT_ATTRIBUTE]: id};
  if (server !== undefined) return <As {...attributes} dangerouslySetInnerHTML={{__html: server}} />;
  return <As {...attributes}>{children}</As>;
}
