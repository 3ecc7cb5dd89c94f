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
import {
  answersByPart,
  answersDirectly,
  buildIndex,
  compareMatches,
  loadIndex,
  loadIndexAsync,
  searchIndex,
  type Match,
} from './engine';
import {compactIndex} from './compactIndex';
import {encodeParams, normalizeInput} from './requests';
import {matchesFacetFilters} from './facets';
import {escapeHtml, highlight, snippet, type HighlightTags, type TermMatcher} from './highlight';
import {
  FIELDS,
  hierarchyOf,
  SHARD_FORMAT,
  type Manifest,
  type ManifestShard,
  type ShardFile,
  type ShardPage,
  type ShardRecord,
} from './shard';
import {readQuery} from './expand';
import {tokenize, type QueryWord, type Token} from './tokenize';

/**
 * A search client that answers DocSearch's modal and the theme's search page
 * from the index built with the site, in Algolia's request and response
 * shapes. It fetches the manifest, then only the shards that the request's
 * facet filters can match, once each. With `headingsFirst` (the modal), a
 * search that comes while a shard is still loading is answered from that
 * shard's headings, which load in a few milliseconds, so the first keystroke
 * does not wait for the whole index; once the shard is in, it answers every
 * search. A failed fetch rejects with a
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

export type SearchOptions = {
  /** Answer from the headings of a shard that is still loading rather than wait for it. */
  headingsFirst?: boolean;
};

export type PreloadingSearchClient = Omit<LocalSearchClient, 'search'> & {
  search(
    input: Parameters<LocalSearchClient['search']>[0],
    options?: SearchOptions,
  ): ReturnType<LocalSearchClient['search']>;
  /** Fetches the manifest and the shards these filters need (their headings first), so the first search does not wait. */
  preload(facetFilters?: FacetFilters): Promise<void>;
};

/** The first of these promises to fulfil; when all reject, the last reason. */
function firstFulfilled<T>(promises: Promise<T>[]): Promise<T> {
  return new Promise((resolve, reject) => {
    let pending = promises.length;
    for (const promise of promises)
      promise.then(resolve, (reason: unknown) => {
        if (--pending === 0) reject(reason);
      });
  });
}

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

/** Resolves once the page is idle (pending renders done), or after `timeout` ms at the latest. */
function idle(timeout = 300): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), {timeout});
    else setTimeout(resolve, 0);
  });
}

/** Fetches and parses a JSON file; with `inBackground`, parses it only once the page is idle. */
async function fetchJson<T>(
  fetcher: typeof fetch,
  url: string,
  {init, inBackground = false}: {init?: RequestInit; inBackground?: boolean} = {},
): Promise<T> {
  let text: string;
  try {
    const response = await fetcher(url, init);
    if (!response.ok) throw new RetryError(`Could not fetch the search index (${url}): HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    if (error instanceof RetryError) throw error;
    throw new RetryError(`Could not fetch the search index (${url})`, {cause: error});
  }
  if (inBackground) await idle();
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new RetryError(`The search index at ${url} is not valid JSON`, {cause: error});
  }
}

type Found = {shard: LoadedShard; record: number; match?: Match};

const levelsOf =
  (shard: LoadedShard) =>
  (record: number): number =>
    shard.file.records[record]?.[1] ?? 1;

/** Docs (`docs-<plugin>-<version>`) rank above the pages and blog posts (`default`) among equal matches. */
const shardRank = (shard: LoadedShard): number => (shard.file.tag.startsWith('docs-') ? 1 : 0);

/** A shard, and its records that have every word of the query. */
type Answer = {shard: LoadedShard; allWords: Match[]};

/**
 * The searches of one call, by shard, kind and query: the search page sends
 * the same query in several requests at once (its hits, and the counts of
 * each facet over other shards), and each shard is searched for it once.
 */
type Searches = Map<LoadedShard, Map<string, Match[]>>;

function searchShard(
  searches: Searches,
  shard: LoadedShard,
  words: QueryWord[],
  combineWith: 'AND' | 'OR',
  query: string,
): Match[] {
  let byQuery = searches.get(shard);
  if (!byQuery) searches.set(shard, (byQuery = new Map()));
  const key = `${combineWith} ${query}`;
  let matches = byQuery.get(key);
  if (!matches) byQuery.set(key, (matches = searchIndex(shard.index, words, levelsOf(shard), combineWith)));
  return matches;
}

function answer(searches: Searches, shard: LoadedShard, words: QueryWord[], query: string): Answer {
  return {shard, allWords: words.length ? searchShard(searches, shard, words, 'AND', query) : []};
}

/**
 * True when a shard's answer stands: a whole shard's always, a headings
 * shard's when a record has every word in its headings (otherwise the text
 * it lacks may have them).
 */
function stands({shard, allWords}: Answer, words: QueryWord[]): boolean {
  return shard.file.fields.length === FIELDS.length || !words.length || allWords.length > 0;
}

/**
 * The records of these shards that match the query words, best first: those
 * with every word; when none has them all, those with any (DocSearch's
 * removeWordsIfNoResults: allOptional). No words: every record, as Algolia
 * lists them.
 */
function findRecords(searches: Searches, answers: Answer[], words: QueryWord[], query: string): Found[] {
  const found: Found[] = [];
  if (!words.length) {
    for (const {shard} of answers) shard.file.records.forEach((_, record) => found.push({shard, record}));
    return found;
  }
  const matched: (Found & {match: Match})[] = [];
  const add = (shard: LoadedShard, match: Match) => {
    matched.push({shard, record: match.record, match: {...match, rank: shardRank(shard)}});
  };
  for (const {shard, allWords} of answers) for (const match of allWords) add(shard, match);
  if (!matched.length && words.length > 1) {
    // Any word now: a synonym phrase of several words counts each of its own words.
    const anyOf = words.flatMap((w) => (w.alternatives?.[0] && w.alternatives[0].length > 1 ? w.alternatives[0] : [w]));
    for (const {shard} of answers)
      for (const match of searchShard(searches, shard, anyOf, 'OR', query)) add(shard, match);
  }
  return matched.sort((a, b) => compareMatches(a.match, b.match));
}

export function createLocalSearchClient({
  manifestUrl,
  fetch: fetcher = fetch.bind(globalThis),
}: LocalClientOptions): PreloadingSearchClient {
  let manifest: Promise<Manifest> | undefined;
  const shards = new Map<string, Promise<LoadedShard>>();
  /** Files fetched and indexed. */
  const indexed = new Set<string>();

  const loadManifest = (): Promise<Manifest> => {
    if (!manifest) {
      // Revalidated once per page life: the manifest keeps its name across deploys, the shards do not.
      manifest = fetchJson<Manifest>(fetcher, manifestUrl, {init: {cache: 'no-cache'}}).then((m) => {
        if (m.format !== SHARD_FORMAT)
          throw new RetryError(`Search manifest format ${m.format} is not ${SHARD_FORMAT}`);
        return m;
      });
      manifest.catch(() => (manifest = undefined));
    }
    return manifest;
  };

  /**
   * Loads a shard's file (`meta.file`) or its headings (`meta.headings`),
   * once. `inBackground` (the whole shard, while its headings answer) waits
   * for an idle page to parse it and indexes it in slices, so the results
   * drawn from the headings are not held up behind it.
   */
  const loadFile = (meta: ManifestShard, name: string, inBackground = false): Promise<LoadedShard> => {
    let loading = shards.get(name);
    if (!loading) {
      const url = new URL(name, new URL(manifestUrl, globalThis.location?.href)).href;
      loading = fetchJson<ShardFile>(fetcher, url, {inBackground}).then(async (file) => {
        const firstRecord: number[] = [];
        file.records.forEach(([page], i) => {
          if (firstRecord[page] === undefined) firstRecord[page] = i;
        });
        try {
          const shard = {meta, file, index: inBackground ? await loadIndexAsync(file) : loadIndex(file), firstRecord};
          indexed.add(name);
          return shard;
        } catch (error) {
          // A shard this client cannot read (a deploy in between) fails like an unreachable one.
          throw new RetryError(`The search index ${name} could not be loaded`, {cause: error});
        }
      });
      loading.catch(() => shards.delete(name));
      shards.set(name, loading);
    }
    return loading;
  };

  /** The whole shard; with `headingsFirst`, its headings if they come first (the whole shard loads on behind them). */
  const loadShard = (meta: ManifestShard, headingsFirst: boolean): Promise<LoadedShard> => {
    if (!headingsFirst || indexed.has(meta.file)) return loadFile(meta, meta.file);
    return firstFulfilled(loadBoth(meta));
  };

  /**
   * The headings shard, then the whole one. The whole shard's fetch starts
   * once the headings are in: fetched side by side, the browser hands both
   * bodies over together, and the small one waited for the big one.
   */
  const loadBoth = (meta: ManifestShard): [Promise<LoadedShard>, Promise<LoadedShard>] => {
    const headings = loadFile(meta, meta.headings);
    const whole = () => loadFile(meta, meta.file, true);
    return [headings, headings.then(whole, whole)];
  };

  const manifestShardsFor = async (facetFilters: FacetFilters | undefined) => {
    const {origin, shards: all} = await loadManifest();
    const wanted = all.filter((s) => matchesFacetFilters(facetFilters, {language: s.language, docusaurus_tag: s.tag}));
    return {origin, wanted};
  };

  const searchOne = async (
    request: SearchRequest,
    headingsFirst: boolean,
    searches: Searches,
  ): Promise<SearchResponse> => {
    const started = performance.now();
    if (request.type === 'facet') throw new Error('The built-in search does not search facet values');
    const {origin, wanted} = await manifestShardsFor(request.facetFilters);
    const query = request.query ?? '';
    const words = readQuery(query);
    const answers = await Promise.all(
      wanted.map(async (meta) => {
        const first = answer(searches, await loadShard(meta, headingsFirst), words, query);
        return stands(first, words) ? first : answer(searches, await loadShard(meta, false), words, query);
      }),
    );
    const matched = findRecords(searches, answers, words, query);

    const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage));
    const page = Math.max(0, request.page ?? 0);
    const nbHits = matched.length;
    const nbPages = hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0;
    // Pages' titles recur across hits: tokenise each text once per search.
    const tokens = new Map<string, Token[]>();
    const tokensOf = (text: string): Token[] => {
      let known = tokens.get(text);
      if (!known) tokens.set(text, (known = tokenize(text)));
      return known;
    };
    const hits = matched
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
        for (const {shard} of matched) {
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
    async search(input, options = {}) {
      const searches: Searches = new Map();
      return {
        results: await Promise.all(
          normalizeInput(input).map((request) => searchOne(request, Boolean(options.headingsFirst), searches)),
        ),
      };
    },
    addAlgoliaAgent() {},
    async preload(facetFilters) {
      const {wanted} = await manifestShardsFor(facetFilters);
      // The headings first: they are what a search that comes before the whole shard is answered from.
      await Promise.all(wanted.flatMap((meta) => (indexed.has(meta.file) ? [] : loadBoth(meta))));
    },
  };
}

/**
 * Runs two searches over a two-record index made here, through every step a
 * real one takes (parsing a shard, loading its index, searching,
 * highlighting, snippets). A browser compiles a function the first time it
 * runs it, which made the first search of a page several times slower than
 * the next; run while the modal opens, this takes that cost off the first
 * keystroke.
 */
export async function warmUp(): Promise<void> {
  const pages: ShardPage[] = [['Docs', 'Persistent cache', '/docs/persistent-cache']];
  const records: ShardRecord[] = [
    [0, 1, '', [], 'Farm keeps compiled modules on disk.'],
    [0, 2, 'plugins', ['Plugin hooks'], 'A plugin may keep its own persistentCache data.'],
  ];
  const shard: ShardFile = {
    format: SHARD_FORMAT,
    fields: FIELDS,
    language: 'en',
    tag: 'default',
    pages,
    records,
    index: compactIndex(buildIndex(pages, records).toJSON()),
  };
  const file = 'warm-up.json';
  const manifest: Manifest = {
    format: SHARD_FORMAT,
    origin: '',
    shards: [{language: 'en', tag: 'default', file, headings: file, records: records.length}],
  };
  const client = createLocalSearchClient({
    manifestUrl: `https://warm-up.invalid/manifest.json`,
    fetch: async (url) => new Response(JSON.stringify(String(url).endsWith(file) ? shard : manifest)),
  });
  const request = {indexName: '', attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'], hitsPerPage: 20};
  for (const query of ['p', 'plugin cache'])
    await client.search({requests: [{...request, query}]}, {headingsFirst: true});
}
