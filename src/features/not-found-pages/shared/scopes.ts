/**
 * Which not-found document belongs to which paths, shared by the build (the
 * plugin beside this file) and the not-found page (its first inline script).
 * Pure: no file system, no DOM.
 *
 * A not-found page is hydrated by the app of its path's locale, and under a
 * docs version that is not the last one the navbar follows that version
 * (its links, the version dropdown's label). So each locale has one
 * not-found document for its base URL (`/404.html`, `/zh/404.html`) and one
 * for each such version (`/docs/0.x/404.html`, `/zh/docs/0.x/404.html`),
 * each rendered as the app renders any unknown path of its scope.
 */

/** The plugin's global data: the scopes, longest first. */
export type NotFoundData = {scopes: string[]};

/** The not-found document of a scope: `/zh/docs/0.x/` → `/zh/docs/0.x/404.html`. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Every scope of the site, longest first so that the first one a path starts
 * with is its own: each locale's base URL, and under it each docs version path
 * that needs a document of its own (`docs/0.x`, relative to the base URL).
 */
export function notFoundScopes(localeBaseUrls: readonly string[], versionPaths: readonly string[]): string[] {
  const scopes = new Set<string>();
  for (const base of localeBaseUrls) {
    scopes.add(base);
    for (const version of versionPaths) scopes.add(`${base}${version.replace(/^\/+|\/+$/g, '')}/`);
  }
  return [...scopes].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** The URL parts `sendOn` reads and the one call it makes; `window.location` in the browser. */
export type LocationLike = {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  replace(url: string): void;
};

/**
 * Runs first in every not-found document, before anything is painted, so the
 * document the reader sees is the one the app renders at this path.
 *
 * GitHub Pages answers every unknown path with the root `404.html`; a path of
 * another scope (`/zh/docs/nope`) is sent on to its scope's document with the
 * path in `?notfound=`, and that document puts the path back in the address
 * bar before the app starts. A `.html`, `/index.html` or trailing-slash form
 * goes to its clean path first: the app shows the page there if it exists,
 * which the not-found document's HTML would not match. A reader is sent on
 * once at most: a request that carries `?notfound=` is never sent further,
 * so a host without a scope's document cannot loop.
 *
 * It runs as an inline script made from its own source text (`sendOnScript`):
 * it uses nothing from outside its body but its arguments and the browser's
 * globals (URLSearchParams, encodeURIComponent).
 */
export function sendOn(
  rendered: string,
  scopes: readonly string[],
  location: LocationLike,
  history: Pick<History, 'replaceState'>,
): void {
  const documentOf = (path: string): string | undefined => {
    const scope = scopes.find((candidate) => path.startsWith(candidate));
    // NOT_FOUND_FILE, written out: the script has no imports.
    return scope === undefined ? undefined : `${scope}404.html`;
  };
  // No destructuring or spreading here: a bundler could turn them into calls of helpers the inline script lacks.
  // The clean form of a path, as the app matches it: no `.html`, `/index.html` or trailing slash.
  const cleanOf = (path: string): string => path.replace(/(?:\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
  // This document's own address: the build renders the root one at /404, the others at their file's path.
  const own = documentOf(rendered);
  const pathname = location.pathname;
  const search = location.search;
  const hash = location.hash;
  const back = new URLSearchParams(search).get('notfound');
  if (pathname === own) {
    if (back === null) return;
    const path = back.split('?')[0] ?? '';
    // Only a clean path of this document's own scope, on this site.
    const valid = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && documentOf(path) === own;
    if (valid && cleanOf(path) === path) history.replaceState(null, '', back + hash);
    return;
  }
  if (back !== null) return;
  const clean = cleanOf(pathname);
  if (clean !== pathname) {
    // The origin in front: a path such as //host/x.html must not become a protocol-relative URL.
    location.replace(location.origin + clean + search + hash);
    return;
  }
  const target = documentOf(pathname);
  if (target !== undefined && target !== own) {
    location.replace(`${target}?notfound=${encodeURIComponent(pathname + search)}${hash}`);
  }
}

/** `sendOn` as the text of an inline script for the document the build renders at `rendered`; safe inside `<script>`. */
export function sendOnScript(rendered: string, scopes: readonly string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(${sendOn.toString()})(${json(rendered)},${json(scopes)},location,history)`;
}
