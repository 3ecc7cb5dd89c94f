import {describe, expect, test, vi} from 'vitest';
import algoliaSearchHelper from 'algoliasearch-helper';
import {warmUp} from '@site/src/features/search/client/client';
import {RetryError, type DocSearchHit} from '@site/src/features/search/client/algolia';
import {clientFor, docSearchRequest, page, site} from './search-fixtures';

describe("Algolia's response shape, for DocSearch's request", () => {
  test('a result has the paging fields, the query and the echoed params', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search({requests: [docSearchRequest('persistent cache')]});
    expect(results).toHaveLength(1);
    const result = results[0]!;
    expect(result).toMatchObject({page: 0, hitsPerPage: 20, nbPages: 1, query: 'persistent cache', index: 'farmfe'});
    expect(result.nbHits).toBe(result.hits.length);
    expect(result.processingTimeMS).toEqual(expect.any(Number));
    const params = new URLSearchParams(result.params);
    expect(params.get('query')).toBe('persistent cache');
    expect(JSON.parse(params.get('facetFilters')!)).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });

  test('a hit is a DocSearch record: hierarchy, absolute URL with anchor, type, highlight and snippet', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search({requests: [docSearchRequest('namespace')]});
    const hit = results[0]!.hits[0]!;
    expect(hit).toMatchObject({
      url: 'https://farmfe.org/docs/advanced/persistent-cache#namespace',
      url_without_anchor: 'https://farmfe.org/docs/advanced/persistent-cache',
      anchor: 'namespace',
      type: 'lvl3',
      hierarchy: {
        lvl0: 'Advanced',
        lvl1: 'Persistent cache',
        lvl2: 'Options',
        lvl3: 'namespace',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Separates the caches of several builds.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(hit.objectID).toEqual(expect.any(String));
    // Only the levels that have a value, lvl0 first: the search page reads the last one as the title.
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3']);
    expect(hit._highlightResult.hierarchy.lvl3).toEqual({
      value: '<mark>namespace</mark>',
      matchLevel: 'full',
      matchedWords: ['namespace'],
      fullyHighlighted: true,
    });
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({
      value: 'Persistent cache',
      matchLevel: 'none',
      matchedWords: [],
    });
    expect(hit._snippetResult.hierarchy.lvl3).toEqual({value: '<mark>namespace</mark>', matchLevel: 'full'});
    expect(hit._snippetResult.content).toEqual({value: 'Separates the caches of several builds.', matchLevel: 'none'});
  });

  test('a hit whose text matched, but not its heading, is of type content with the match in its snippet', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search({requests: [docSearchRequest('reuses')]});
    const hit = results[0]!.hits[0]!;
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.content!.value).toContain('<mark>reuses</mark>');
  });

  test('snippets cut long text to the asked number of words around the match, with the ellipsis', async () => {
    const words = Array.from({length: 60}, (_, i) => `word${i}`);
    words[40] = 'needle';
    const {client} = clientFor([page({path: '/docs/long', title: 'Long', intro: words.join(' ')})]);
    const request = docSearchRequest('needle', {attributesToSnippet: ['content:8'], snippetEllipsisText: '[…]'});
    const {results} = await client.search({requests: [request]});
    const value = results[0]!.hits[0]!._snippetResult.content!.value;
    expect(value).toBe('[…]word38 word39 <mark>needle</mark> word41 word42 word43 word44 word45[…]');
  });

  test('hitsPerPage and page slice the hits; nbPages counts the pages', async () => {
    const pages = Array.from({length: 5}, (_, i) => page({path: `/docs/p${i}`, title: `Plugin ${i}`}));
    const {client} = clientFor(pages);
    const {results} = await client.search({
      requests: [
        docSearchRequest('plugin', {hitsPerPage: 2, page: 0}),
        docSearchRequest('plugin', {hitsPerPage: 2, page: 2}),
      ],
    });
    expect(results[0]).toMatchObject({nbHits: 5, nbPages: 3, page: 0, hitsPerPage: 2});
    expect(results[0]!.hits).toHaveLength(2);
    expect(results[1]!.hits).toHaveLength(1);
    const all = [...results[0]!.hits, ...results[1]!.hits].map((h) => h.url);
    expect(new Set(all).size).toBe(3);
  });

  test('without highlight tags in the request, the index defaults are used (those the search page rewrites)', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search([{indexName: 'farmfe', params: 'query=namespace&hitsPerPage=1'}]);
    expect(results[0]!.hits).toHaveLength(1);
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl3!.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">namespace</span>',
    );
    expect(results[0]!.hits[0]!._snippetResult.content).toBeDefined();
  });

  test('an empty query lists every record, as Algolia does', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search({requests: [docSearchRequest('')]});
    // Current English docs (4 + 2 sections) and the English blog post (1).
    expect(results[0]!.nbHits).toBe(7);
  });

  test("algoliasearch-helper, set up as the theme's search page sets it up, gets its results", async () => {
    const {client} = clientFor(site);
    const helper = algoliaSearchHelper(client as never, 'farmfe', {
      hitsPerPage: 15,
      advancedSyntax: true,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const result = await new Promise<{hits: DocSearchHit[]; nbHits: number; query: string}>((resolve, reject) => {
      helper.on('result', ({results}) => resolve(results as never));
      helper.on('error', ({error}) => reject(error));
      helper.setQuery('persistent').search();
    });
    expect(result.query).toBe('persistent');
    expect(result.nbHits).toBeGreaterThan(0);
    for (const hit of result.hits) expect(hit.url).not.toContain('/zh/');
    // The page rewrites this class to its own `search-result-match`.
    expect(result.hits[0]!._highlightResult.hierarchy.lvl1!.value).toContain(
      '<span class="algolia-docsearch-suggestion--highlight">',
    );
  });
});

describe('failures', () => {
  test('a shard that cannot be fetched rejects with a RetryError, which DocSearch shows as a network error', async () => {
    const {client, state} = clientFor(site, {fail: /docs-default-current/});
    const failure = client.search({requests: [docSearchRequest('css')]});
    await expect(failure).rejects.toBeInstanceOf(RetryError);
    await expect(failure).rejects.toMatchObject({name: 'RetryError'});
    // The next search tries again.
    state.fail = undefined;
    const {results} = await client.search({requests: [docSearchRequest('css')]});
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });

  test('a missing manifest is a RetryError too', async () => {
    const {client} = clientFor(site, {fail: /manifest/});
    await expect(client.search({requests: [docSearchRequest('css')]})).rejects.toMatchObject({name: 'RetryError'});
  });

  test('facet value searches are not supported, and say so', async () => {
    const {client} = clientFor(site);
    await expect(client.search({requests: [{indexName: 'farmfe', type: 'facet', facet: 'language'}]})).rejects.toThrow(
      /facet values/,
    );
  });
});

describe('the headings shard, for the modal (headingsFirst)', () => {
  /** The current docs' whole shard (not its headings shard, whose name has `.headings.`). */
  const FULL = /en\.docs-default-current\.[0-9a-f]{10}\.json$/;
  const request = docSearchRequest('persistent cache');

  test('a search that comes before the whole shard is answered from its headings, the next ones from the whole shard', async () => {
    const {client, release, requested} = clientFor(site, {hold: FULL});
    const early = (await client.search({requests: [request]}, {headingsFirst: true})).results[0]!;
    expect(requested.some((url) => url.includes('.headings.'))).toBe(true);
    // The headings answer: the page titled so; no text, so no hit of type content and no snippet of text.
    expect(early.hits[0]).toMatchObject({
      url: 'https://farmfe.org/docs/advanced/persistent-cache',
      type: 'lvl1',
      content: null,
    });
    // The blog's headings lack the words, so its whole (small) shard answered for it; the docs' headings answered for them.
    const docs = early.hits.filter((hit) => hit.docusaurus_tag === 'docs-default-current');
    expect(docs.every((hit) => hit.type !== 'content' && hit._snippetResult.content === undefined)).toBe(true);
    expect(early.hits.some((hit) => hit.url === 'https://farmfe.org/blog/farm-1.0' && hit.type === 'content')).toBe(
      true,
    );
    release();
    await client.preload(request.facetFilters);
    const late = (await client.search({requests: [request]}, {headingsFirst: true})).results[0]!;
    // The whole shard finds the text too: the CSS page says "persistent cache" only in its text.
    expect(late.nbHits).toBeGreaterThan(early.nbHits);
    expect(late.hits.some((hit) => hit.url === 'https://farmfe.org/docs/features/css' && hit.type === 'content')).toBe(
      true,
    );
  });

  test('headings that lack a word of the query are no answer: the search waits for the whole shard', async () => {
    const {client, release} = clientFor(site, {hold: FULL});
    let answered = false;
    // "several builds" is only in the text of the namespace section.
    const search = client
      .search({requests: [docSearchRequest('several builds')]}, {headingsFirst: true})
      .then((r) => ((answered = true), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    const {results} = await search;
    expect(results[0]!.hits[0]).toMatchObject({anchor: 'namespace', type: 'content'});
  });

  test('without headingsFirst (the search page) a search waits for the whole shard', async () => {
    const {client, release} = clientFor(site, {hold: FULL});
    let answered = false;
    const search = client.search({requests: [request]}).then((r) => ((answered = true), r));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    release();
    const {results} = await search;
    expect(results[0]!.hits.some((hit) => hit.type === 'content')).toBe(true);
  });

  test('when the whole shard fails, its headings answer; when both fail, the RetryError', async () => {
    const {client} = clientFor(site, {fail: FULL});
    const {results} = await client.search({requests: [request]}, {headingsFirst: true});
    expect(results[0]!.hits[0]!.url).toBe('https://farmfe.org/docs/advanced/persistent-cache');
    const {client: failing} = clientFor(site, {fail: /docs-default-current/});
    await expect(failing.search({requests: [request]}, {headingsFirst: true})).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  test('preloading fetches the headings shard before the whole one, and neither again once the whole one is in', async () => {
    const {client, requested} = clientFor(site);
    await client.preload(request.facetFilters);
    const shards = requested.filter((url) => url.includes('docs-default-current'));
    expect(shards).toHaveLength(2);
    expect(shards[0]).toMatch(/\.headings\./);
    await client.preload(request.facetFilters);
    await client.search({requests: [request]}, {headingsFirst: true});
    expect(requested.filter((url) => url.includes('docs-default-current'))).toHaveLength(2);
  });
});

describe('warmUp', () => {
  test('runs a search through every step without the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(warmUp()).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
