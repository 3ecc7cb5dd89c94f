import type {SearchInput, SearchParams, SearchRequest, SearchResponse} from './algolia';

/**
 * The two request shapes the Algolia search API takes, made one, and the
 * parameters echoed back as Algolia does. Small and free of the index code,
 * so the search bar can answer a failed search without loading it.
 */

function parseParams(params: SearchParams | string | undefined): SearchParams {
  if (typeof params !== 'string') return params ?? {};
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (key === 'query') {
      out.query = value;
      continue;
    }
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** `{requests: [...]}` (DocSearch) and `[{indexName, params}]` (algoliasearch-helper), as a list of requests. */
export function normalizeInput(input: SearchInput): SearchRequest[] {
  if (Array.isArray(input))
    return input.map(({indexName, params, type}) => ({...parseParams(params), indexName, type}));
  return input.requests;
}

/** A request's parameters, URL-encoded, as Algolia echoes them in `params`. */
export function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || key === 'type' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/** An answer without hits. */
export function emptyResponse(request: SearchRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: request.page ?? 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 0,
    query: request.query ?? '',
    params: encodeParams(request),
    index: request.indexName,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
  };
}
