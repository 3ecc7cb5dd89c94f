import {boundQuery} from '@site/src/search/limits';

/**
 * What a missing path asks for, as a search: its words (`/docs/config/compilation-option`
 * → `config compilation option`) and the docs versions to look in. A 0.x
 * path looks in the current docs too, where the page may live now.
 */
export type PathQuery = {query: string; tags: string[]};

/** Path segments that say where a page is rather than what it is about. */
const NOISE = new Set(['docs', 'blog', 'index', 'html', 'md', 'mdx']);

export function queryOfPath(pathname: string, locales: readonly string[]): PathQuery {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  // What a search reads of a query is all a path can ask (src/search/limits.ts).
  const segments = boundQuery(decoded).split('/').filter(Boolean);
  if (segments[0] && locales.includes(segments[0])) segments.shift();
  const old = segments[0] === 'docs' && segments[1] === '0.x';
  const words = segments
    .filter((_, i) => !(old && i === 1))
    .flatMap((segment) => segment.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word && !NOISE.has(word.toLowerCase()))
    // A path of hundreds of words is not a question anyone asked.
    .slice(0, 8);
  const tags = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];
  if (old) tags.push('docusaurus_tag:docs-default-0.x');
  return {query: words.join(' '), tags};
}

/** A hit as the search client answers it, reduced to what the list shows. */
export type Suggestion = {path: string; title: string; section: string};

type Hit = {url: string; url_without_anchor?: string; hierarchy: Record<string, string | null>};

/** The first `limit` distinct pages of the hits, as paths on this site, with their titles as plain text. */
export function suggestionsOf(hits: Hit[], limit = 5, unescape: (html: string) => string = (s) => s): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const hit of hits) {
    let path: string;
    try {
      path = new URL(hit.url_without_anchor ?? hit.url).pathname;
    } catch {
      continue;
    }
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({
      path,
      title: unescape(hit.hierarchy.lvl1 ?? path),
      section: unescape(hit.hierarchy.lvl0 ?? ''),
    });
    if (out.length === limit) break;
  }
  return out;
}
