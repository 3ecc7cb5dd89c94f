import {useId} from 'react';

/**
 * The React internal the kept server HTML (./index.tsx, and through `useServerHtml` the code blocks) relies
 * on, and nothing else: the format of `useId`, which React documents as opaque. Checked against react-dom
 * 19.3.1 by tests/unit/internals.test.ts, which names this file when it no longer holds:
 *
 * - The server (react-dom/server's `makeId`) and the browser while it hydrates give a component the same id,
 *   `_R_<tree id>_` (`H<n>` before the last `_` for a second `useId` in one component), made from the
 *   component's place in the tree. The identifier prefix between the first `_` and `R_` is empty: Docusaurus
 *   sets none (`hydrateRoot` and its server render, @docusaurus/core 3.10.2).
 * - A component first mounted in the browser after hydration gets `_r_<counter>_` (lower-case `r`), so its id
 *   never equals one the server wrote into the page.
 */
const SERVER_ID = /^_R_[0-9a-zA-Z]*_$/;

/**
 * `useId`, and whether the id is one the server wrote into the page for this same element: true only while
 * the page hydrates (and on the server).
 */
export function useServerId(): {id: string; fromServer: boolean} {
  const id = useId();
  return {id, fromServer: SERVER_ID.test(id)};
}
