import {describe, expect, test} from 'vitest';
import {queryOfPath, suggestionsOf} from '@site/src/features/search/components/NotFoundSuggestions/query';
import {feedbackIssueUrl} from '@site/src/components/PageFeedback/issue';
import {clientFor, page} from './search-fixtures';

const LOCALES = ['en', 'zh'];
const CURRENT = ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'];
/** The docs versions as the plugin's global data has them in the zh build (paths with the locale). */
const VERSIONS = [
  {name: '2.x', path: '/zh/docs/2.x', isLast: false},
  {name: 'current', path: '/zh/docs', isLast: true},
  {name: '0.x', path: '/zh/docs/0.x', isLast: false},
];
/** The same versions after release day: 2.x at /docs, 1.x at /docs/1.x. */
const RELEASED = [
  {name: '2.x', path: '/docs', isLast: true},
  {name: 'current', path: '/docs/1.x', isLast: false},
  {name: '0.x', path: '/docs/0.x', isLast: false},
];

describe('the search a missing path asks for', () => {
  test('its words, without the locale, docs prefix or .html', () => {
    expect(queryOfPath('/docs/config/compilation-option', LOCALES, VERSIONS)).toEqual({
      query: 'config compilation option',
      tags: CURRENT,
    });
    expect(queryOfPath('/zh/docs/lazy-compilation.html', LOCALES, VERSIONS).query).toBe('lazy compilation');
  });

  test('a 0.x path looks in the 0.x and the current docs', () => {
    expect(queryOfPath('/docs/0.x/frameworks/react', LOCALES, VERSIONS)).toEqual({
      query: 'frameworks react',
      tags: [...CURRENT, 'docusaurus_tag:docs-default-0.x'],
    });
  });

  test('a 2.x path looks in the 2.x and the current docs, in either locale', () => {
    expect(queryOfPath('/zh/docs/2.x/config/dev-server', LOCALES, VERSIONS)).toEqual({
      query: 'config dev server',
      tags: [...CURRENT, 'docusaurus_tag:docs-default-2.x'],
    });
    expect(queryOfPath('/docs/2.x/config/dev-server', LOCALES, VERSIONS).tags).toContain(
      'docusaurus_tag:docs-default-2.x',
    );
  });

  test('after release day, a 1.x path (/docs/1.x) looks in 1.x and the last version, 2.x', () => {
    expect(queryOfPath('/docs/1.x/features/css', LOCALES, RELEASED)).toEqual({
      query: 'features css',
      tags: ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.x', 'docusaurus_tag:docs-default-current'],
    });
    // An old 2.x link looks for its page where 2.x is now.
    expect(queryOfPath('/docs/2.x/features/css', LOCALES, RELEASED)).toEqual({
      query: 'features css',
      tags: ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.x'],
    });
    expect(queryOfPath('/docs/features/css', LOCALES, RELEASED).tags).toEqual([
      'docusaurus_tag:default',
      'docusaurus_tag:docs-default-2.x',
    ]);
  });

  test('hostile or empty paths give a plain, short query', () => {
    expect(queryOfPath('/', LOCALES, VERSIONS).query).toBe('');
    expect(queryOfPath('/docs/%ED%A0%80', LOCALES, VERSIONS).query).toBe('ED A0 80');
    expect(queryOfPath('/<script>alert(1)</script>', LOCALES, VERSIONS).query).toBe('script alert 1 script');
    expect(queryOfPath(`/${'a/'.repeat(100)}`, LOCALES, VERSIONS).query.split(' ')).toHaveLength(8);
  });
});

describe('suggestions from hits', () => {
  const hit = (url: string, lvl1: string, lvl0 = 'Docs') => ({
    url,
    url_without_anchor: url.split('#')[0],
    hierarchy: {lvl0, lvl1},
  });

  test('distinct pages, at most five, as site paths', () => {
    const hits = [
      hit('https://farmfe.org/docs/a#x', 'A'),
      hit('https://farmfe.org/docs/a#y', 'A'),
      ...['b', 'c', 'd', 'e', 'f'].map((p) => hit(`https://farmfe.org/docs/${p}`, p.toUpperCase())),
    ];
    expect(suggestionsOf(hits).map((s) => s.path)).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/d', '/docs/e']);
  });

  test('the built-in index answers a misspelt path with the page it meant', async () => {
    const {client} = clientFor([
      page({path: '/docs/config/compilation-options', lvl0: 'Config', title: 'Compilation options'}),
      page({path: '/docs/features/lazy-compilation', lvl0: 'Features', title: 'Lazy compilation'}),
      page({path: '/docs/frameworks/react', lvl0: 'Frameworks', title: 'React'}),
      page({path: '/docs/0.x/features/css', tag: 'docs-default-0.x', title: 'CSS'}),
    ]);
    const suggest = async (path: string) => {
      const {query, tags} = queryOfPath(path, LOCALES, VERSIONS);
      const {results} = await client.search({
        requests: [{indexName: '', query, hitsPerPage: 50, facetFilters: ['language:en', tags]}],
      });
      return suggestionsOf(results[0]!.hits).map((s) => s.path);
    };
    expect((await suggest('/docs/config/compilation-option'))[0]).toBe('/docs/config/compilation-options');
    expect((await suggest('/docs/lazy-compilation'))[0]).toBe('/docs/features/lazy-compilation');
    expect((await suggest('/docs/0.x/frameworks/react'))[0]).toBe('/docs/frameworks/react');
  });
});

describe('the feedback issue', () => {
  test('a new issue on the repository, naming the page, its URL, version and locale', () => {
    const url = new URL(
      feedbackIssueUrl('https://github.com/farm-fe/farm-fe.github.io', {
        title: 'Lazy compilation & more',
        url: 'https://farmfe.org/docs/features/lazy-compilation',
        version: '1.0.0',
        locale: 'en',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/farm-fe/farm-fe.github.io/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Lazy compilation & more');
    const body = url.searchParams.get('body')!;
    for (const line of [
      'Page: Lazy compilation & more',
      'URL: https://farmfe.org/docs/features/lazy-compilation',
      'Docs version: 1.0.0',
      'Language: en',
    ])
      expect(body).toContain(line);
  });
});
