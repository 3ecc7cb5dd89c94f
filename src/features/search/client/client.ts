import {
  RetryError,
  type FacetFilters,
  type LocalSearchClient,
  type SearchRequest,
  type SearchResponse,
} from './algolia';
import {buildIndex, compareMatches, loadIndex, loadIndexAsync, searchIndex, type Match} from '../shared/engine';
import {compactIndex} from '../shared/compactIndex';
import {encodeParams, normalizeInput} from './requests';
import {matchesFacetFilters} from './facets';
import {
  FIELDS,
  SHARD_FORMAT,
  type Manifest,
  type ManifestShard,
  type ShardFile,
  type ShardPage,
  type ShardRecord,
} from '../shared/shard';
import {readQuery} from './readQuery';
import {tokenize, type QueryWord, type Token} from '../shared/tokenize';
import {INDEX_DEFAULTS, toHit} from './hits';
import {fetchJson, firstFulfilled, type LoadedShard} from './shardFiles';

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

function facetList(facets: string | string[] | undefined): string[] {
  if (facets === undefined) return [];
  const list = Array.isArray(facets) ? facets : [facets];
  return list.includes('*') ? ['language', 'docusaurus_tag'] : list;
}

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

/** A record of a shard that the query finds, with how it matched (none when the query has no words). */
type FoundRecord = {shard: LoadedShard; record: number; match?: Match};

const levelsOf =
  (shard: LoadedShard) =>
  (record: number): number =>
    shard.file.records[record]?.[1] ?? 1;

/** Docs (`docs-<plugin>-<version>`) rank above the pages and blog posts (`default`) among equal matches. */
const shardRank = (shard: LoadedShard): number => (shard.file.tag.startsWith('docs-') ? 1 : 0);

/** A shard, and its records that have every word of the query. */
type AllWordsMatch = {shard: LoadedShard; allWords: Match[]};

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

function matchAllWords(searches: Searches, shard: LoadedShard, words: QueryWord[], query: string): AllWordsMatch {
  return {shard, allWords: words.length ? searchShard(searches, shard, words, 'AND', query) : []};
}

/**
 * True when a shard's match is final: a whole shard's always, a headings
 * shard's when a record has every word in its headings (otherwise the text
 * it lacks may have them, and the whole shard must be searched).
 */
function isFinal({shard, allWords}: AllWordsMatch, words: QueryWord[]): boolean {
  return shard.file.fields.length === FIELDS.length || !words.length || allWords.length > 0;
}

/**
 * The records of these shards that match the query words, best first: those
 * with every word; when none has them all, those with any (DocSearch's
 * removeWordsIfNoResults: allOptional). No words: every record, as Algolia
 * lists them.
 */
function findRecords(searches: Searches, matches: AllWordsMatch[], words: QueryWord[], query: string): FoundRecord[] {
  const found: FoundRecord[] = [];
  if (!words.length) {
    for (const {shard} of matches) shard.file.records.forEach((_, record) => found.push({shard, record}));
    return found;
  }
  const matched: (FoundRecord & {match: Match})[] = [];
  const add = (shard: LoadedShard, match: Match) => {
    matched.push({shard, record: match.record, match: {...match, rank: shardRank(shard)}});
  };
  for (const {shard, allWords} of matches) for (const match of allWords) add(shard, match);
  if (!matched.length && words.length > 1) {
    // Any word now: a synonym phrase of several words counts each of its own words.
    const anyOf = words.flatMap((w) => (w.alternatives?.[0] && w.alternatives[0].length > 1 ? w.alternatives[0] : [w]));
    for (const {shard} of matches)
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
    const matches = await Promise.all(
      wanted.map(async (meta) => {
        const first = matchAllWords(searches, await loadShard(meta, headingsFirst), words, query);
        return isFinal(first, words) ? first : matchAllWords(searches, await loadShard(meta, false), words, query);
      }),
    );
    const matched = findRecords(searches, matches, words, query);

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
