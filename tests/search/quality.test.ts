import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, test} from 'vitest';
import {createLocalSearchClient, type PreloadingSearchClient} from '@site/src/features/search/client/client';
import {queryOfPath, suggestionsOf} from '@site/src/features/search/components/NotFoundSuggestions/query';
import {QUERIES, type QualityQuery} from './queries';

/** The docs versions of the built site, as the docs plugin's global data names them. */
const DOCS_VERSIONS = [
  {name: '2.x', path: '/docs/2.x', isLast: false},
  {name: 'current', path: '/docs', isLast: true},
  {name: '0.x', path: '/docs/0.x', isLast: false},
];

/**
 * The quality set against the index of the production build (build/search-index
 * and build/zh/search-index: run `npx docusaurus build` first), through the
 * same client and request as the search modal of the current docs. Every
 * query must find its page in the first five results; the top-1 and top-5
 * rates are printed.
 */

const BUILD = path.resolve(__dirname, '../../build');
const ORIGIN = 'http://index.test';

function clientOf(locale: 'en' | 'zh'): PreloadingSearchClient {
  const dir = locale === 'en' ? path.join(BUILD, 'search-index') : path.join(BUILD, 'zh', 'search-index');
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) throw new Error(`${dir} is missing: run npx docusaurus build`);
  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const file = path.join(dir, path.basename(new URL(String(input)).pathname));
    return fs.existsSync(file) ? new Response(fs.readFileSync(file, 'utf8')) : new Response('', {status: 404});
  };
  return createLocalSearchClient({
    manifestUrl: `${ORIGIN}/search-index/manifest.json`,
    fetch: fakeFetch as typeof fetch,
  });
}

const clients = {en: clientOf('en'), zh: clientOf('zh')};

/** The URL paths of the first results, as the modal of the current docs asks for them. */
async function topPaths({locale, query}: QualityQuery): Promise<string[]> {
  const {results} = await clients[locale].search({
    requests: [
      {
        indexName: 'farmfe',
        query,
        hitsPerPage: 20,
        facetFilters: [`language:${locale}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      },
    ],
  });
  return (results[0]?.hits ?? []).map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
}

function isAnswer(url: string, expected: string[]): boolean {
  return expected.some((want) => (want.includes('#') ? url === want : url.split('#')[0] === want));
}

/** Rank (1-based) of the first answer, or 0 when not in the first five. */
const ranks = new Map<QualityQuery, number>();

describe('search quality set', () => {
  test('has at least 40 queries in English and Chinese', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(QUERIES.filter((q) => q.locale === 'zh').length).toBeGreaterThanOrEqual(15);
  });

  test.each(QUERIES.map((q) => [`${q.locale}: ${q.query}`, q] as const))('%s', async (_, q) => {
    const top = (await topPaths(q)).slice(0, 5);
    const rank = top.findIndex((url) => isAnswer(url, q.expected)) + 1;
    ranks.set(q, rank);
    expect(rank, `expected ${q.expected.join(' or ')} in the first five, got\n${top.join('\n')}`).toBeGreaterThan(0);
  });

  afterAll(() => {
    const all = [...ranks.values()];
    const rate = (ok: number) => `${ok}/${all.length} (${((100 * ok) / all.length).toFixed(0)} %)`;
    console.log(
      `search quality: top-1 ${rate(all.filter((r) => r === 1).length)}, top-5 ${rate(all.filter((r) => r > 0).length)}`,
    );
    for (const [q, r] of ranks) if (r !== 1) console.log(`  ${r ? `#${r}` : 'miss'}  ${q.locale}: ${q.query}`);
  });
});

describe('not-found suggestions on the built index', () => {
  test.each([
    ['en', '/docs/config/compilation-option', '/docs/config/compilation-options'],
    ['en', '/docs/lazy-compilation', '/docs/features/lazy-compilation'],
    ['en', '/docs/0.x/frameworks/react', '/docs/frameworks/react'],
    ['en', '/docs/0.x/advanced/ssr', '/docs/advanced/ssr'],
    ['en', '/docs/2.x/config/dev-servr', '/docs/2.x/config/dev-server'],
    ['zh', '/zh/docs/2.x/advanced/library', '/zh/docs/2.x/advanced/library-bundling'],
    ['zh', '/zh/docs/config/compilation-option', '/zh/docs/config/compilation-options'],
    ['zh', '/zh/docs/lazy-compilation', '/zh/docs/features/lazy-compilation'],
  ] as const)('%s %s offers %s', async (locale, path, expected) => {
    const {query, tags} = queryOfPath(path, ['en', 'zh'], DOCS_VERSIONS);
    const {results} = await clients[locale].search({
      requests: [{indexName: '', query, hitsPerPage: 50, facetFilters: [`language:${locale}`, tags]}],
    });
    expect(suggestionsOf(results[0]?.hits ?? []).map((s) => s.path)).toContain(expected);
  });
});
