import {
  LEVELS,
  RetryError,
  type DocSearchHit,
  type FacetFilters,
  type Hierarchy,
  type HighlightResult,
  type LocalSearchClient,
  type SearchRequest,
  type SearchResponse,
  type SnippetResult,
} from './algolia';
import {answersByPart, answersDirectly, compareMatches, loadIndex, searchIndex, type Match} from './engine';
import {encodeParams, normalizeInput} from './requests';
import {matchesFacetFilters} from './facets';
import {escapeHtml, highlight, snippet, type HighlightTags, type TermMatcher} from './highlight';
import {hierarchyOf, SHARD_FORMAT, type Manifest, type ManifestShard, type ShardFile} from './shard';
import {queryWords, tokenize, type QueryWord, type Token} from './tokenize';

/**
 * A search client that answers DocSearch's modal and the theme's search page
 * from the index built with the site, in Algolia's request and response
 * shapes. It fetches the manifest, then only the shards that the request's
 * facet filters can match, once each. A failed fetch rejects with a
 * `RetryError`, the error algoliasearch gives when no host answers (the
 * wrapped SearchBar turns it into DocSearch's network error screen), and is
 * tried again on the next search.
 */

/** The index's settings where a request does not say (those DocSearch's crawler sets on a Docusaurus index). */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

type LoadedShard = {
  meta: ManifestShard;
  file: ShardFile;
  index: ReturnType<typeof loadIndex>;
  /** Index of each page's first record: records of a page are contiguous. */
  firstRecord: number[];
};

export type LocalClientOptions = {
  /** URL of the manifest, `<baseUrl>search-index/manifest.json`. */
  manifestUrl: string;
  fetch?: typeof fetch;
};

export type PreloadingSearchClient = LocalSearchClient & {
  /** Fetches the manifest and the shards these filters need, so the first search does not wait. */
  preload(facetFilters?: FacetFilters): Promise<void>;
};

/** `'hierarchy.lvl1:15'` → the attribute and its snippet size in words (10 when not given). */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const [attribute = '', size] = spec.split(':');
  const words = Number(size);
  return {attribute, words: Number.isInteger(words) && words > 0 ? words : 10};
}

function facetList(facets: string | string[] | undefined): string[] {
  if (facets === undefined) return [];
  const list = Array.isArray(facets) ? facets : [facets];
  return list.includes('*') ? ['language', 'docusaurus_tag'] : list;
}

/** A hit's type: its own heading level when the heading matched, `content` when only its text did. */
function hitType(level: number, match: Match | undefined): DocSearchHit['type'] {
  const own = LEVELS[level] ?? 'lvl1';
  if (!match || match.fields.has('title') || !match.fields.has('content')) return own;
  return 'content';
}

/**
 * Which query words a term of a text answers, for highlighting: in each
 * text, the terms that matched a word itself, or only when there are none,
 * those that matched its parts (so `persistentCache` is marked whole where
 * it is written so, and 缓存 is not marked character by character where the
 * text has the word).
 */
function termMatcher(match: Match | undefined, words: QueryWord[]): (tokens: Token[]) => TermMatcher {
  const none: string[] = [];
  if (!match) return () => () => none;
  return (tokens) => {
    const present = new Set(tokens.map((token) => token.term));
    const found = match.terms.filter((term) => present.has(term));
    const answered = new Map<string, string[]>();
    for (const word of words) {
      const direct = found.filter((term) => answersDirectly(term, word));
      for (const term of direct.length ? direct : found.filter((term) => answersByPart(term, word))) {
        answered.set(term, [...(answered.get(term) ?? []), word.term]);
      }
    }
    return (term) => answered.get(term) ?? none;
  };
}

function toHit(
  shard: LoadedShard,
  recordIndex: number,
  match: Match | undefined,
  words: QueryWord[],
  request: SearchRequest,
  origin: string,
  tokensOf: (text: string) => Token[],
): DocSearchHit {
  const {file} = shard;
  const record = file.records[recordIndex];
  const page = record && file.pages[record[0]];
  if (!record || !page) throw new Error(`Search shard ${shard.meta.file} has no record ${recordIndex} or its page`);
  const [pageIndex, level, anchor, , text] = record;
  const levels = hierarchyOf(page, record);
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
    post: request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
  };
  const ellipsis = request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
  const matcherOf = termMatcher(match, words);
  // Each text is tokenised once, for its matcher, its highlight and its snippet.
  const highlightOf = (value: string): HighlightResult => {
    const tokens = tokensOf(value);
    return highlight(value, matcherOf(tokens), words.length, tags, tokens);
  };
  const snippetOf = (value: string, size: number): SnippetResult => {
    const tokens = tokensOf(value);
    return snippet(value, matcherOf(tokens), words.length, size, tags, ellipsis, tokens);
  };

  const hierarchy = {} as Hierarchy;
  const highlighted: Partial<Record<(typeof LEVELS)[number], HighlightResult>> = {};
  LEVELS.forEach((lvl, i) => {
    const value = levels[i] ?? null;
    hierarchy[lvl] = value === null ? null : escapeHtml(value);
    if (value !== null) highlighted[lvl] = highlightOf(value);
  });
  const content = text || null;

  const snippets: DocSearchHit['_snippetResult'] = {hierarchy: {}};
  for (const spec of request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet) {
    const {attribute, words: size} = parseSnippetAttribute(spec);
    const result = (value: string | null | undefined): SnippetResult | undefined =>
      value ? snippetOf(value, size) : undefined;
    if (attribute === 'content') {
      const value = result(content);
      if (value) snippets.content = value;
    } else if (attribute.startsWith('hierarchy.')) {
      const lvl = LEVELS.find((l) => `hierarchy.${l}` === attribute);
      const value = lvl && result(levels[LEVELS.indexOf(lvl)]);
      if (lvl && value) snippets.hierarchy[lvl] = value;
    }
  }

  const path = page[2];
  const ordinal = recordIndex - (shard.firstRecord[pageIndex] ?? recordIndex);
  return {
    objectID: `${path}#${anchor || `section-${ordinal}`}`,
    url: `${origin}${path}${anchor ? `#${anchor}` : ''}`,
    url_without_anchor: `${origin}${path}`,
    anchor: anchor || null,
    type: hitType(level, match),
    hierarchy,
    content: content === null ? null : escapeHtml(content),
    language: file.language,
    docusaurus_tag: file.tag,
    _highlightResult: {
      hierarchy: highlighted,
      ...(content !== null && {content: highlightOf(content)}),
    },
    _snippetResult: snippets,
  };
}

async function fetchJson<T>(fetcher: typeof fetch, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    throw new RetryError(`Could not fetch the search index (${url})`, {cause: error});
  }
  if (!response.ok) throw new RetryError(`Could not fetch the search index (${url}): HTTP ${response.status}`);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new RetryError(`The search index at ${url} is not valid JSON`, {cause: error});
  }
}

export function createLocalSearchClient({
  manifestUrl,
  fetch: fetcher = fetch.bind(globalThis),
}: LocalClientOptions): PreloadingSearchClient {
  let manifest: Promise<Manifest> | undefined;
  const shards = new Map<string, Promise<LoadedShard>>();

  const loadManifest = (): Promise<Manifest> => {
    if (!manifest) {
      // Revalidated once per page life: the manifest keeps its name across deploys, the shards do not.
      manifest = fetchJson<Manifest>(fetcher, manifestUrl, {cache: 'no-cache'}).then((m) => {
        if (m.format !== SHARD_FORMAT)
          throw new RetryError(`Search manifest format ${m.format} is not ${SHARD_FORMAT}`);
        return m;
      });
      manifest.catch(() => (manifest = undefined));
    }
    return manifest;
  };

  const loadShard = (meta: ManifestShard): Promise<LoadedShard> => {
    let loading = shards.get(meta.file);
    if (!loading) {
      loading = fetchJson<ShardFile>(
        fetcher,
        new URL(meta.file, new URL(manifestUrl, globalThis.location?.href)).href,
      ).then((file) => {
        const firstRecord: number[] = [];
        file.records.forEach(([page], i) => {
          if (firstRecord[page] === undefined) firstRecord[page] = i;
        });
        try {
          return {meta, file, index: loadIndex(file), firstRecord};
        } catch (error) {
          // A shard this client cannot read (a deploy in between) fails like an unreachable one.
          throw new RetryError(`The search index ${meta.file} could not be loaded`, {cause: error});
        }
      });
      loading.catch(() => shards.delete(meta.file));
      shards.set(meta.file, loading);
    }
    return loading;
  };

  const shardsFor = async (
    facetFilters: FacetFilters | undefined,
  ): Promise<{origin: string; shards: LoadedShard[]}> => {
    const {origin, shards: all} = await loadManifest();
    const wanted = all.filter((s) => matchesFacetFilters(facetFilters, {language: s.language, docusaurus_tag: s.tag}));
    return {origin, shards: await Promise.all(wanted.map(loadShard))};
  };

  const searchOne = async (request: SearchRequest): Promise<SearchResponse> => {
    const started = performance.now();
    if (request.type === 'facet') throw new Error('The built-in search does not search facet values');
    const {origin, shards: loaded} = await shardsFor(request.facetFilters);
    const query = request.query ?? '';
    const words = queryWords(query);

    type Found = {shard: LoadedShard; record: number; match?: Match};
    let found: Found[] = [];
    if (words.length) {
      const matched: (Found & {match: Match})[] = [];
      // Every word must match; when no record has them all, any may (DocSearch's removeWordsIfNoResults: allOptional).
      for (const combineWith of words.length > 1 ? (['AND', 'OR'] as const) : (['AND'] as const)) {
        for (const shard of loaded) {
          const levelOf = (record: number) => shard.file.records[record]?.[1] ?? 1;
          for (const match of searchIndex(shard.index, words, levelOf, combineWith))
            matched.push({shard, record: match.record, match});
        }
        if (matched.length) break;
      }
      found = matched.sort((a, b) => compareMatches(a.match, b.match));
    } else {
      // An empty query lists every record, as Algolia does.
      for (const shard of loaded) shard.file.records.forEach((_, record) => found.push({shard, record}));
    }

    const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage));
    const page = Math.max(0, request.page ?? 0);
    const nbHits = found.length;
    const nbPages = hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0;
    // Pages' titles recur across hits: tokenise each text once per search.
    const tokens = new Map<string, Token[]>();
    const tokensOf = (text: string): Token[] => {
      let known = tokens.get(text);
      if (!known) tokens.set(text, (known = tokenize(text)));
      return known;
    };
    const hits = found
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({shard, record, match}) => toHit(shard, record, match, words, request, origin, tokensOf));

    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: encodeParams(request),
      index: request.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    };
    const facets = facetList(request.facets);
    if (facets.length) {
      response.facets = {};
      for (const facet of facets) {
        const counts: Record<string, number> = {};
        for (const {shard} of found) {
          const value =
            facet === 'language' ? shard.file.language : facet === 'docusaurus_tag' ? shard.file.tag : undefined;
          if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
        }
        response.facets[facet] = counts;
      }
    }
    return response;
  };

  return {
    async search(input) {
      return {results: await Promise.all(normalizeInput(input).map(searchOne))};
    },
    addAlgoliaAgent() {},
    async preload(facetFilters) {
      await shardsFor(facetFilters);
    },
  };
}
