import {RetryError, type FacetFilters, type LocalSearchClient} from './algolia';
import type {PreloadingSearchClient, SearchOptions} from './client';

/**
 * The only search code in the initial bundle: a stand-in client that
 * imports the real one (MiniSearch and the index code, a chunk of its own)
 * on first use, so pages load no search code until search is wanted.
 */

const clients = new Map<string, Promise<PreloadingSearchClient>>();

function load(manifestUrl: string): Promise<PreloadingSearchClient> {
  let client = clients.get(manifestUrl);
  if (!client) {
    client = import('./client').then(({createLocalSearchClient, warmUp}) => {
      // Right after this task, in which the manifest fetch starts: the first keystroke then runs code the
      // browser has compiled already, and the index files come while the warm-up runs.
      setTimeout(() => void warmUp().catch(() => undefined), 0);
      return createLocalSearchClient({manifestUrl});
    });
    // A chunk that failed to load (offline) is tried again next time.
    client.catch(() => clients.delete(manifestUrl));
    clients.set(manifestUrl, client);
  }
  return client;
}

function loadOrFail(manifestUrl: string): Promise<PreloadingSearchClient> {
  return load(manifestUrl).catch((error: unknown) => {
    throw new RetryError('Could not load the search code', {cause: error});
  });
}

/** Starts loading the client, the manifest and the shards these filters need; failures wait for the next search. */
export function preloadSearch(manifestUrl: string, facetFilters?: FacetFilters): void {
  loadOrFail(manifestUrl)
    .then((client) => client.preload(facetFilters))
    .catch(() => undefined);
}

/** A client for DocSearch or the search page; `options` apply to each of its searches. */
export function lazySearchClient(manifestUrl: string, options?: SearchOptions): LocalSearchClient {
  return {
    search: (input) => loadOrFail(manifestUrl).then((client) => client.search(input, options)),
    addAlgoliaAgent() {},
  };
}
