/**
 * Docusaurus's client entry and the router decode `location.pathname` with
 * decodeURI before the app hydrates; a path whose percent-escapes are not
 * valid UTF-8 (a lone surrogate such as %ED%A0%80, a stray %) makes that
 * throw, and the page never hydrates. This client module runs before them
 * and escapes the '%' of such sequences in the address (%ED -> %25ED), so
 * the path decodes to its literal text and the not-found page works.
 */

/** The pathname with undecodable escapes made literal; null when it decodes as it is. */
export function repairPathname(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    // A run of escapes that is not valid UTF-8 as a whole is made literal, as is a '%' that starts no escape.
    return pathname.replace(/%(?![0-9a-f]{2})/gi, '%25').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}

if (typeof window !== 'undefined') {
  const repaired = repairPathname(window.location.pathname);
  if (repaired !== null) {
    window.history.replaceState(window.history.state, '', repaired + window.location.search + window.location.hash);
  }
}
