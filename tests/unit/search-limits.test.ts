import {describe, expect, test} from 'vitest';
import {queryOfPath} from '@site/src/features/search/components/NotFoundSuggestions/query';
import {buildIndex, searchIndex, typosAllowed} from '@site/src/features/search/shared/engine';
import {
  boundQuery,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  MAX_WORD_LENGTH,
  truncate,
} from '@site/src/features/search/shared/limits';
import type {ShardPage, ShardRecord} from '@site/src/features/search/shared/shard';
import {queryWords} from '@site/src/features/search/shared/tokenize';
import {clientFor, docSearchRequest, site} from './search-fixtures';

/**
 * The bounds of src/features/search/shared/limits.ts, which every entry point (the modal,
 * the search page and its `q`, the not-found suggestions) reaches through
 * `queryWords`. Without them a 100,000-character word made MiniSearch
 * allocate about its length squared (gigabytes) for typo matching.
 */

const LOCALES = ['en', 'zh'];

describe('the query bounds', () => {
  test('are above any real query and below what made a search costly', () => {
    expect(MAX_QUERY_LENGTH).toBe(512);
    expect(MAX_WORD_LENGTH).toBe(64);
    expect(MAX_QUERY_WORDS).toBe(32);
    // The longest option name of the 1.x reference is far shorter than a word may be.
    expect('persistentCacheNamespaceBuildDependencies'.length).toBeLessThan(MAX_WORD_LENGTH);
  });

  test('a query is read up to its bound, never ending in half a character', () => {
    expect(boundQuery('cache')).toBe('cache');
    expect(boundQuery('a'.repeat(100_000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`;
    expect(boundQuery(emoji)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(truncate('ab😀', 3)).toBe('ab');
    expect(truncate('ab😀', 4)).toBe('ab😀');
  });

  test('a word is cut to its bound, and words beyond the query bound are not read', () => {
    const words = queryWords(`cache ${'x'.repeat(100_000)} plugin`);
    expect(words.map((w) => w.term)).toEqual(['cache', 'x'.repeat(MAX_WORD_LENGTH)]);
    const compound = queryWords('xY'.repeat(50_000));
    expect(compound).toHaveLength(1);
    expect(compound[0]!.term).toHaveLength(MAX_WORD_LENGTH);
    expect(compound[0]!.parts.join('')).toBe(compound[0]!.term);
  });

  test('a query has at most MAX_QUERY_WORDS words, Latin or Chinese', () => {
    const latin = Array.from({length: 200}, (_, i) => `w${i}x`).join(' ');
    expect(queryWords(latin)).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords('缓存配置插件'.repeat(100)).length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    expect(queryWords('缓存配置插件'.repeat(100)).every((w) => w.term.length <= MAX_WORD_LENGTH)).toBe(true);
  });

  test('a word no query can have gets no typo matching (its cost grows with the square of its length)', () => {
    expect(typosAllowed('x'.repeat(MAX_WORD_LENGTH))).toBe(2);
    expect(typosAllowed('x'.repeat(MAX_WORD_LENGTH + 1))).toBe(0);
  });

  test('a not-found path reads no more of itself than a query', () => {
    const {query} = queryOfPath(`/docs/${'a'.repeat(100_000)}`, LOCALES, []);
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(queryOfPath(`/docs/persistent-cache/${'b'.repeat(100_000)}`, LOCALES, []).query).toMatch(
      /^persistent cache b+$/,
    );
  });
});

describe('a search with a 100,000-character query', () => {
  test('answers from its first part, as the same query cut to the bound does', async () => {
    const {client} = clientFor(site);
    const long = `persistent cache ${'a'.repeat(100_000)}`;
    const [bounded, full] = (
      await client.search({requests: [docSearchRequest(boundQuery(long)), docSearchRequest(long)]})
    ).results;
    expect(full!.hits.length).toBeGreaterThan(0);
    expect(full!.hits[0]!.url).toBe('https://farmfe.org/docs/advanced/persistent-cache');
    expect(full!.hits.map((h) => h.url)).toEqual(bounded!.hits.map((h) => h.url));
    // Algolia echoes the query it was sent.
    expect(full!.query).toBe(long);
  });

  test('of one word, and of words with and without typos, ends with an answer', async () => {
    const {client} = clientFor(site);
    for (const query of ['a'.repeat(100_000), 'cach '.repeat(20_000), 'x'.repeat(100_000) + ' namespace']) {
      const {results} = await client.search({requests: [docSearchRequest(query)]});
      expect(results[0]!.nbHits).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('prefix matching', () => {
  const pages: ShardPage[] = [['Docs', 'Cache plugin', '/docs/cache-plugin']];
  const records: ShardRecord[] = [
    [0, 1, '', [], 'Compiled chunks persist between builds of the project.'],
    [0, 2, 'build', ['Build cache'], 'Plugins can store their results; the x flag clears them.'],
  ];
  const index = buildIndex(pages, records);
  const levelOf = (record: number) => records[record]?.[1] ?? 1;

  test('only the last Latin word of a query is read as a prefix, as Algolia reads a query', () => {
    expect(queryWords('c p plugin').map((w) => w.whole ?? false)).toEqual([true, true, false]);
    expect(queryWords('persistentCache o')).toEqual([
      {term: 'persistentcache', parts: ['persistent', 'cache'], cjk: false, whole: true},
      {term: 'o', parts: [], cjk: false},
    ]);
    // Chinese words keep their prefix: the segmenter may cut a page's text differently.
    expect(queryWords('缓存 插件').every((w) => !w.whole)).toBe(true);
  });

  test('a word before the last matches whole terms only, the last one any term it starts', () => {
    expect(searchIndex(index, queryWords('c plugin'), levelOf)).toEqual([]);
    expect(
      searchIndex(index, queryWords('plugin c'), levelOf)
        .map((m) => m.record)
        .sort(),
    ).toEqual([0, 1]);
    expect(
      searchIndex(index, queryWords('cache pl'), levelOf)
        .map((m) => m.record)
        .sort(),
    ).toEqual([0, 1]);
  });

  test('a pasted text of one-letter words matches those letters, not every term they start', () => {
    const letters = 'b c d e f g h j k l m n o q r s t u v w x y z 0 1 2 3 4 5 6 7 p '.repeat(1_600);
    const words = queryWords(letters);
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    const last = words[words.length - 1]!.term;
    expect(last).toBe('p');
    const matched = searchIndex(index, words, levelOf, 'OR').flatMap((m) => m.terms);
    expect(matched).toEqual(expect.arrayContaining(['x', 'plugin', 'project']));
    for (const term of matched) expect(words.some((w) => w.term === term) || term.startsWith(last), term).toBe(true);
  });

  test('an any-word search leaves the results of each word as they were', () => {
    const before = searchIndex(index, queryWords('plugin'), levelOf).map((m) => [...m.terms]);
    searchIndex(index, queryWords('plugin cache compiled'), levelOf, 'OR');
    expect(searchIndex(index, queryWords('plugin'), levelOf).map((m) => m.terms)).toEqual(before);
  });
});
