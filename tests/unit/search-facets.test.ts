import {describe, expect, test} from 'vitest';
import {matchesFacetFilters, parseFacetFilter} from '@site/src/features/search/client/facets';
import {clientFor, docSearchRequest, site} from './search-fixtures';

const record = {language: 'en', docusaurus_tag: 'docs-default-current'};

describe('facetFilters', () => {
  test('parses attribute, value and negation', () => {
    expect(parseFacetFilter('language:en')).toEqual({attribute: 'language', value: 'en', negated: false});
    expect(parseFacetFilter('docusaurus_tag:-default')).toEqual({
      attribute: 'docusaurus_tag',
      value: 'default',
      negated: true,
    });
    expect(parseFacetFilter('type:\\-x')).toEqual({attribute: 'type', value: '-x', negated: false});
  });

  test('the outer list is an AND, an inner list an OR', () => {
    expect(
      matchesFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], record),
    ).toBe(true);
    expect(
      matchesFacetFilters(['language:zh', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], record),
    ).toBe(false);
    expect(
      matchesFacetFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.x']], record),
    ).toBe(false);
  });

  test('a single string, negation, no filters, and attributes a record lacks', () => {
    expect(matchesFacetFilters('language:en', record)).toBe(true);
    expect(matchesFacetFilters(['docusaurus_tag:-default'], record)).toBe(true);
    expect(matchesFacetFilters(['docusaurus_tag:-docs-default-current'], record)).toBe(false);
    expect(matchesFacetFilters(undefined, record)).toBe(true);
    expect(matchesFacetFilters([], record)).toBe(true);
    expect(matchesFacetFilters(['version:current'], record)).toBe(false);
    expect(matchesFacetFilters(['version:-current'], record)).toBe(true);
  });
});

describe('contextual search through the client', () => {
  test('DocSearch on a current English page finds current docs and default pages, in English only', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search({requests: [docSearchRequest('css')]});
    const hits = results[0]!.hits;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.language).toBe('en');
      expect(['default', 'docs-default-current']).toContain(hit.docusaurus_tag);
    }
    expect(hits.map((h) => h.url)).not.toContain('https://farmfe.org/docs/0.x/features/css');
  });

  test('on a 0.x page it finds the 0.x docs instead', async () => {
    const {client} = clientFor(site);
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.x']];
    const {results} = await client.search({requests: [docSearchRequest('css', {facetFilters: filters})]});
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['https://farmfe.org/docs/0.x/features/css']);
  });

  test('only the shards the filters can match are fetched', async () => {
    const {client, requested} = clientFor(site);
    await client.search({requests: [docSearchRequest('cache')]});
    const files = requested.map((url) => url.split('/').pop());
    expect(files).toHaveLength(3);
    expect(files[0]).toBe('manifest.json');
    expect(files.slice(1).sort()).toEqual([
      expect.stringMatching(/^en\.default\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^en\.docs-default-current\.[0-9a-f]{10}\.json$/),
    ]);
    // A second search fetches nothing more.
    await client.search({requests: [docSearchRequest('css')]});
    expect(requested).toHaveLength(3);
  });

  test('the search page (algoliasearch-helper) sends the tags as a disjunctive facet, and gets counts back', async () => {
    const {client} = clientFor(site);
    const {results} = await client.search([
      {
        indexName: 'farmfe',
        params: {
          query: 'css',
          hitsPerPage: 15,
          facets: ['docusaurus_tag', 'language'],
          facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:zh']],
        },
      },
      {
        indexName: 'farmfe',
        params: {query: 'css', hitsPerPage: 0, facets: 'docusaurus_tag', facetFilters: [['language:zh']]},
      },
    ]);
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['https://farmfe.org/zh/docs/features/css']);
    expect(results[0]!.facets).toEqual({docusaurus_tag: {'docs-default-current': 1}, language: {zh: 1}});
    expect(results[1]!.hits).toEqual([]);
    expect(results[1]!.facets).toEqual({docusaurus_tag: {'docs-default-current': 1}});
  });
});
