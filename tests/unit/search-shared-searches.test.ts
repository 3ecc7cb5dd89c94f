import {describe, expect, test, vi} from 'vitest';
import * as engine from '@site/src/features/search/shared/engine';
import {clientFor, docSearchRequest, site} from './search-fixtures';

/**
 * The search page sends one query in several requests at once (its hits,
 * and each facet's counts with that facet's filter dropped): each shard is
 * searched for it once per call, not once per request.
 */

vi.mock('@site/src/features/search/shared/engine', async (importOriginal) => {
  const original = await importOriginal<typeof engine>();
  return {...original, searchIndex: vi.fn(original.searchIndex)};
});

const tags = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];

describe('one call with the same query in several requests', () => {
  test('searches each shard once for it, and answers each request as alone', async () => {
    const requests = [
      docSearchRequest('persistent cache', {facetFilters: ['language:en', tags]}),
      docSearchRequest('persistent cache', {hitsPerPage: 0, facets: ['language'], facetFilters: [tags]}),
      docSearchRequest('persistent cache', {hitsPerPage: 0, facets: ['docusaurus_tag'], facetFilters: ['language:en']}),
    ];
    const {client} = clientFor(site);
    const alone = [];
    for (const request of requests) alone.push((await client.search({requests: [request]})).results[0]);
    const searchIndex = vi.mocked(engine.searchIndex);
    searchIndex.mockClear();
    const {results} = await client.search({requests});
    expect(results).toEqual(alone.map((r) => ({...r, processingTimeMS: expect.any(Number) as number})));
    const indexes = searchIndex.mock.calls.map(([index]) => index);
    expect(indexes.length).toBeGreaterThan(1);
    expect(new Set(indexes).size).toBe(indexes.length);
  });
});
