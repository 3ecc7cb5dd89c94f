import {describe, expect, test} from 'vitest';
import {escapeHtml, highlight, snippet, type TermMatcher} from '@site/src/features/search/client/highlight';
import {clientFor, docSearchRequest, page} from './search-fixtures';

const tags = {pre: '<mark>', post: '</mark>'};
const matchTerms =
  (...terms: string[]): TermMatcher =>
  (term) =>
    terms.includes(term) ? [term] : [];

describe('escaping', () => {
  test('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  test('record text is escaped before the highlight tags go in', () => {
    const text = 'Inline HTML such as <img src=x onerror=alert(1)> is copied as is.';
    const result = highlight(text, matchTerms('img', 'onerror'), 2, tags);
    expect(result.value).toBe(
      'Inline HTML such as &lt;<mark>img</mark> src=x <mark>onerror</mark>=alert(1)&gt; is copied as is.',
    );
    expect(result.value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(snippet(text, matchTerms('img'), 1, 5, tags, '…').value).not.toContain('<img');
  });

  test('the hit a query with HTML finds carries no markup but the highlight tags', async () => {
    const {client} = clientFor([
      page({
        path: '/docs/html',
        title: 'HTML <img> tags',
        intro: 'Write <img src=x onerror=alert(1)> to see the error handler.',
      }),
    ]);
    const {results} = await client.search({requests: [docSearchRequest('<img src=x onerror=alert(1)>')]});
    const hit = results[0]!.hits[0]!;
    const values = [
      hit.hierarchy.lvl1!,
      hit.content!,
      ...Object.values(hit._highlightResult.hierarchy).map((h) => h!.value),
      hit._highlightResult.content!.value,
      ...Object.values(hit._snippetResult.hierarchy).map((h) => h!.value),
      hit._snippetResult.content!.value,
    ];
    for (const value of values) expect(value.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit.hierarchy.lvl1).toBe('HTML &lt;img&gt; tags');
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('HTML &lt;<mark>img</mark>&gt; tags');
  });
});

describe('highlighting', () => {
  test('matchLevel and matchedWords follow the query words found', () => {
    const matcher: TermMatcher = (term) => (term === 'cache' ? ['cache'] : term === 'persistent' ? ['persist'] : []);
    expect(highlight('Persistent cache', matcher, 2, tags)).toEqual({
      value: '<mark>Persistent</mark> <mark>cache</mark>',
      matchLevel: 'full',
      matchedWords: ['persist', 'cache'],
      fullyHighlighted: true,
    });
    expect(highlight('The cache', matcher, 2, tags)).toMatchObject({matchLevel: 'partial', fullyHighlighted: false});
    expect(highlight('Nothing here', matcher, 2, tags)).toMatchObject({
      value: 'Nothing here',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  test('a part of an identifier is highlighted inside it', () => {
    expect(highlight('compilation.persistentCache', matchTerms('cache'), 1, tags).value).toBe(
      'compilation.persistent<mark>Cache</mark>',
    );
  });

  test('neighbouring Chinese characters make one highlight', () => {
    expect(highlight('懒编译', matchTerms('编', '译'), 1, tags).value).toBe('懒<mark>编译</mark>');
  });

  test('a word found whole is marked whole, not by its parts', async () => {
    const {client} = clientFor([
      page({path: '/docs/a', title: 'compilation.persistentCache', intro: 'The persistent cache is on by default.'}),
    ]);
    const {results} = await client.search({requests: [docSearchRequest('persistentCache')]});
    const hit = results[0]!.hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('compilation.<mark>persistentCache</mark>');
    // The text has the parts only: they are marked there.
    expect(hit._highlightResult.content!.value).toBe(
      'The <mark>persistent</mark> <mark>cache</mark> is on by default.',
    );
  });

  test('a Chinese word is marked where the page has it, not character by character elsewhere', async () => {
    const {client} = clientFor([
      page({path: '/zh/a', language: 'zh', title: '启动', intro: '动态导入的模块，秒级启动。'}),
    ]);
    const {results} = await client.search({requests: [docSearchRequest('秒级启动', {facetFilters: ['language:zh']})]});
    expect(results[0]!.hits[0]!._highlightResult.content!.value).toBe('动态导入的模块，<mark>秒级启动</mark>。');
  });

  test('a snippet without a match starts at the beginning', () => {
    expect(snippet('one two three four five six', matchTerms(), 1, 3, tags, '…')).toEqual({
      value: 'one two three…',
      matchLevel: 'none',
    });
  });
});
