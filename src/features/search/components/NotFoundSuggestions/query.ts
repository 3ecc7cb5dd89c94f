import {boundQuery} from '@site/src/features/search/shared/limits';

/**
 * What a missing path asks for, as a search: its words (`/docs/config/compilation-option`
 * → `config compilation option`) and the docs versions to look in. A path under a docs
 * version other than the last (`/docs/0.x/…`, `/docs/2.x/…`) looks in that version and in
 * the last one, where the page may live now.
 */
export type PathQuery = {query: string; tags: string[]};

/** A docs version as the docs plugin's global data has it: `path` is its route, with or without the locale. */
export type VersionPath = {name: string; path: string; isLast: boolean};

/** Path segments that say where a page is rather than what it is about. */
const NOISE = new Set(['docs', 'blog', 'index', 'html', 'md', 'mdx']);

export function queryOfPath(pathname: string, locales: readonly string[], versions: readonly VersionPath[]): PathQuery {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const segmentsOf = (path: string) => {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] && locales.includes(segments[0])) segments.shift();
    return segments;
  };
  // What a search reads of a query is all a path can ask (src/features/search/shared/limits.ts).
  const segments = segmentsOf(boundQuery(decoded));
  const own = versions
    .filter((version) => !version.isLast)
    .map((version) => ({version, prefix: segmentsOf(version.path)}))
    .filter(({prefix}) => prefix.length > 0 && prefix.every((segment, i) => segments[i] === segment))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const words = segments
    .slice(own?.prefix.length ?? 0)
    // A version segment no version has (`/docs/2.x/…` once 2.x is at /docs) names no topic.
    .filter((segment) => !/^\d+\.x$/.test(segment))
    .flatMap((segment) => segment.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word && !NOISE.has(word.toLowerCase()))
    // A path of hundreds of words is not a question anyone asked.
    .slice(0, 8);
  const last = versions.find((version) => version.isLast);
  const tags = ['docusaurus_tag:default'];
  if (last) tags.push(`docusaurus_tag:docs-default-${last.name}`);
  if (own) tags.push(`docusaurus_tag:docs-default-${own.version.name}`);
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
