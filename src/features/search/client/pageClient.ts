import type {LocalSearchClient, SearchInput, SearchResponses} from './algolia';
import {emptyResponse, normalizeInput} from './requests';

/**
 * The client the theme's search page gets when it calls algoliasearch's
 * `liteClient(appId, apiKey)`: the site's search plugin points that module
 * at `algoliaLiteClient.ts`, which builds one of these (README.md, "Search").
 * It answers through the built-in index or through Algolia, and it mends
 * what the theme's page does with the answer, so the page needs no ejection:
 * - a failed search resolves with no hits and sets `searchFailure`, which
 *   the wrapped SearchPage shows as the network error (the theme's page has
 *   no error state: it would spin for ever, the rejection unhandled);
 * - the page adds "..." after every snippet, so the snippet's own trailing
 *   ellipsis goes: a reader sees one, not "…...".
 */

type Listener = () => void;

/** Whether the search page's last search failed, for `useSyncExternalStore`. */
export type FailureStore = {subscribe(listener: Listener): () => void; get(): boolean; set(failed: boolean): void};

export function failureStore(): FailureStore {
  let failed = false;
  const listeners = new Set<Listener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => failed,
    set(value) {
      if (value === failed) return;
      failed = value;
      for (const listener of listeners) listener();
    },
  };
}

/** The search page's failure state: one search page is on screen at a time. */
export const searchFailure = failureStore();

/** What the theme's search page appends to each snippet. */
const TRAILING_ELLIPSIS = /\s*(?:…|\.\.\.)$/;

/** The responses with each snippet's trailing ellipsis taken off (a new object; the hits are Algolia's shape). */
export function withoutTrailingEllipsis(responses: SearchResponses): SearchResponses {
  return {
    ...responses,
    results: responses.results.map((result) =>
      'hits' in result && Array.isArray(result.hits)
        ? {
            ...result,
            hits: result.hits.map((hit) => {
              const content = hit._snippetResult?.content;
              if (!content || typeof content.value !== 'string') return hit;
              return {
                ...hit,
                _snippetResult: {
                  ...hit._snippetResult,
                  content: {...content, value: content.value.replace(TRAILING_ELLIPSIS, '')},
                },
              };
            }),
          }
        : result,
    ),
  };
}

/** The search page's client over `backend` (the built-in index's or Algolia's), reporting failures to `failure`. */
export function pageSearchClient(backend: LocalSearchClient, failure: FailureStore = searchFailure): LocalSearchClient {
  return {
    async search(input: SearchInput) {
      try {
        const responses = withoutTrailingEllipsis(await backend.search(input));
        failure.set(false);
        return responses;
      } catch {
        // Unreachable index or host, or Algolia refusing the request: either way the page cannot show results.
        failure.set(true);
        return {results: normalizeInput(input).map(emptyResponse)};
      }
    },
    addAlgoliaAgent: (segment, version) => backend.addAlgoliaAgent(segment, version),
  };
}
