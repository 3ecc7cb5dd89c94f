import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';
import type {LocalSearchClient, SearchResponses} from '@site/src/features/search/client/algolia';
import {failureStore, pageSearchClient, withoutTrailingEllipsis} from '@site/src/features/search/client/pageClient';
import {searchClientAliases} from '@site/src/features/search/node';
import {clientFor, site} from './search-fixtures';

/**
 * The client the theme's search page gets through the alias of
 * `algoliasearch/lite` (src/features/search/client/algoliaLiteClient.ts), driven as that page
 * drives it: algoliasearch-helper with its settings and filters.
 */

type PageResult = {hits: {_snippetResult?: {content?: {value: string}}}[]; nbHits: number};

/** One search as the theme's SearchPage makes it. */
function pageSearch(client: LocalSearchClient, query: string): Promise<PageResult> {
  const helper = algoliaSearchHelper(client as never, 'farmfe', {
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets: ['language', 'docusaurus_tag'],
  });
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
  helper.addDisjunctiveFacetRefinement('language', 'en');
  helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
  return new Promise((resolve, reject) => {
    helper.on('result', ({results}) => resolve(results as never));
    helper.on('error', ({error}) => reject(error));
    helper.setQuery(query).search();
  });
}

/** Algolia's host, stubbed: each request gets `answer`'s status and body (no network). */
function stubbedAlgolia(answer: () => {status: number; body: unknown}) {
  const sent: string[] = [];
  const client = liteClient('FARMTEST', 'search-key', {
    requester: {
      send: async (request) => {
        sent.push(request.url);
        const {status, body} = answer();
        return {status, content: JSON.stringify(body), isTimedOut: false};
      },
    },
  });
  return {client: client as unknown as LocalSearchClient, sent};
}

const algoliaHit = (snippet: string) => ({
  objectID: '1',
  url: 'https://farmfe.org/docs/advanced/persistent-cache#namespace',
  hierarchy: {lvl0: 'Advanced', lvl1: 'Persistent cache'},
  _highlightResult: {hierarchy: {lvl0: {value: 'Advanced'}, lvl1: {value: 'Persistent cache'}}},
  _snippetResult: {content: {value: snippet, matchLevel: 'full'}},
});

const algoliaResponse = (snippet: string) => ({
  results: [{hits: [algoliaHit(snippet)], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 15, query: 'cache', params: ''}],
});

describe("the search page's client", () => {
  test('a snippet loses its trailing ellipsis (the page adds "..."), and keeps a leading one', () => {
    const responses = algoliaResponse('…the <mark>cache</mark> of several builds…') as unknown as SearchResponses;
    const [hit] = withoutTrailingEllipsis(responses).results[0]!.hits;
    expect(hit!._snippetResult.content!.value).toBe('…the <mark>cache</mark> of several builds');
    // The response it was given is left as it was.
    expect(responses.results[0]!.hits[0]!._snippetResult.content!.value).toMatch(/builds…$/);
  });

  test('built-in index: the page gets its hits, and a failed fetch is no hits plus the failure, until a search succeeds', async () => {
    const {client, state} = clientFor(site, {fail: /docs-default-current/});
    const failure = failureStore();
    const page = pageSearchClient(client, failure);
    const failed = await pageSearch(page, 'cache');
    expect(failed.nbHits).toBe(0);
    expect(failure.get()).toBe(true);
    state.fail = undefined;
    const found = await pageSearch(page, 'cache');
    expect(found.nbHits).toBeGreaterThan(0);
    expect(failure.get()).toBe(false);
    const snippets = (result: PageResult) => result.hits.map((hit) => hit._snippetResult?.content?.value ?? '');
    // The index cuts long text with an ellipsis at the end; the page's client takes it off.
    expect(snippets(await pageSearch(client, 'cache')).some((value) => value.endsWith('…'))).toBe(true);
    for (const value of snippets(found)) expect(value).not.toMatch(/…$/);
  });

  test('Algolia (host stubbed): the page gets its hits with one ellipsis; an unreachable host is the failure', async () => {
    let status = 200;
    const {client, sent} = stubbedAlgolia(() => ({status, body: algoliaResponse('…of several <mark>cache</mark>s…')}));
    const failure = failureStore();
    const page = pageSearchClient(client, failure);
    const found = await pageSearch(page, 'cache');
    expect(sent[0]).toMatch(/^https:\/\/FARMTEST-dsn\.algolia\.net\//);
    expect(found.hits[0]!._snippetResult!.content!.value).toBe('…of several <mark>cache</mark>s');
    expect(failure.get()).toBe(false);

    // Every host answers 500: algoliasearch gives up with a RetryError.
    status = 500;
    const failed = await pageSearch(page, 'cache');
    expect(failed.nbHits).toBe(0);
    expect(failure.get()).toBe(true);
  });

  test('the failure store tells its subscribers of each change, once', () => {
    const failure = failureStore();
    let calls = 0;
    const unsubscribe = failure.subscribe(() => calls++);
    failure.set(true);
    failure.set(true);
    failure.set(false);
    unsubscribe();
    failure.set(true);
    expect(calls).toBe(2);
  });

  test("the search plugin points the theme's algoliasearch/lite at the site's client, and that at algoliasearch's browser build", () => {
    const siteDir = path.resolve(__dirname, '../..');
    const aliases = searchClientAliases(siteDir);
    expect(aliases['algoliasearch/lite']).toBe(path.join(siteDir, 'src/features/search/client/algoliaLiteClient.ts'));
    const upstream = aliases['algoliasearch-lite-upstream']!;
    expect(upstream).toMatch(/algoliasearch[\\/]dist[\\/]lite[\\/]builds[\\/]browser\.js$/);
    expect(fs.readFileSync(upstream, 'utf8')).toContain('function liteClient');
    // The theme's search page imports exactly that module, so the alias reaches it.
    const themePage = path.join(siteDir, 'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js');
    expect(fs.readFileSync(themePage, 'utf8')).toContain("from 'algoliasearch/lite'");
  });
});
