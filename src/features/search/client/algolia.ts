/**
 * The part of Algolia's search API that DocSearch's modal (`@docsearch/react`)
 * and the theme's search page (through `algoliasearch-helper`) use: the
 * requests they send and the responses they read. The local search client
 * implements exactly this, so both backends see the same requests.
 */

/** `'attr:value'`, `'attr:-value'` (negated); an inner array is an OR of its filters, the outer one an AND. */
export type FacetFilters = string | (string | FacetFilters)[];

export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Attributes to count facet values of (`'*'` for all). */
  facets?: string | string[];
  /** `'attr'` or `'attr:words'`; defaults to the index's setting, `['content:10']`. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Other parameters (clickAnalytics, attributesToRetrieve, advancedSyntax...) are accepted and ignored. */
  [parameter: string]: unknown;
};

/** DocSearch's shape: `search({requests: [{indexName, query, ...params}]})`. */
export type SearchRequest = SearchParams & {indexName: string; type?: 'default' | 'facet'};
/** algoliasearch-helper's (legacy) shape: `search([{indexName, params}])`. */
export type LegacySearchRequest = {indexName: string; params?: SearchParams | string; type?: 'default' | 'facet'};
export type SearchInput = {requests: SearchRequest[]} | LegacySearchRequest[];

export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

/** A hit as DocSearch's records have it. Text attributes are HTML-escaped, as the crawler stores them. */
export type DocSearchHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Only the attributes that have a value, lvl0 first: the search page reads the last as the title. */
  _highlightResult: {hierarchy: Partial<Record<Level, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<Level, SnippetResult>>; content?: SnippetResult};
};

export type SearchResponse = {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  /** The request's parameters, URL-encoded, as Algolia echoes them. */
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  /** Counts per facet value, for the facets the request asked for. */
  facets?: Record<string, Record<string, number>>;
};

export type SearchResponses = {results: SearchResponse[]};

export type LocalSearchClient = {
  search(input: SearchInput): Promise<SearchResponses>;
  /** Part of the client interface DocSearch and the helper call; the local client has no user agent to add to. */
  addAlgoliaAgent(segment: string, version?: string): void;
};

/**
 * The error DocSearch's modal turns into its "Unable to fetch results"
 * screen: it checks for this name, which algoliasearch gives to a request
 * that no host answered.
 */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}
