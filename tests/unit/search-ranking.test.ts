import {describe, expect, test} from 'vitest';
import {clientFor, docSearchRequest, page, site} from './search-fixtures';

async function urls(pages: Parameters<typeof clientFor>[0], query: string): Promise<string[]> {
  const {client} = clientFor(pages);
  const {results} = await client.search({requests: [docSearchRequest(query)]});
  return results[0]!.hits.map((hit) => hit.url.replace('https://farmfe.org', ''));
}

describe('ranking', () => {
  test('a match in a heading ranks above a match in body text', async () => {
    const pages = [
      page({path: '/docs/a', title: 'Overview', intro: 'Mentions minification once, among other things.'}),
      page({path: '/docs/b', title: 'Minification', intro: 'Shrinks the output.'}),
    ];
    expect(await urls(pages, 'minification')).toEqual(['/docs/b', '/docs/a']);
  });

  test('exact above prefix above typo', async () => {
    const pages = [
      page({path: '/docs/typo', title: 'Cachy'}),
      page({path: '/docs/prefix', title: 'Cached'}),
      page({path: '/docs/exact', title: 'Cache'}),
    ];
    expect(await urls(pages, 'cache')).toEqual(['/docs/exact', '/docs/prefix', '/docs/typo']);
  });

  test('prefix matching finds a word while it is typed, and a typo is forgiven', async () => {
    const pages = [page({path: '/docs/minify', title: 'Minification'})];
    expect(await urls(pages, 'minif')).toEqual(['/docs/minify']);
    expect(await urls(pages, 'minifcation')).toEqual(['/docs/minify']);
  });

  test('short words get no typo tolerance', async () => {
    const pages = [page({path: '/docs/css', title: 'CSS'})];
    expect(await urls(pages, 'cjs')).toEqual([]);
  });

  test("a page's own section ranks above its subsections for the page title", async () => {
    const pages = [
      page({
        path: '/docs/persistent-cache',
        title: 'Persistent cache',
        sections: [{level: 2, heading: 'Options', anchor: 'options', content: 'namespace, buildDependencies'}],
      }),
    ];
    expect(await urls(pages, 'persistent cache')).toEqual(['/docs/persistent-cache', '/docs/persistent-cache#options']);
  });

  test('a page titled with the words ranks above deeper headings that contain them, however often', async () => {
    const pages = [
      page({
        path: '/docs/config',
        title: 'Compilation options',
        sections: [
          {level: 2, heading: 'compilation.persistentCache', anchor: 'persistent-cache'},
          {
            level: 3,
            heading: 'compilation.persistentCache.cacheDir',
            anchor: 'cache-dir',
            content: 'Where the persistent cache lives.',
          },
        ],
      }),
      page({path: '/docs/persistent-cache', title: 'Persistent cache', intro: 'Compiled modules are kept on disk.'}),
    ];
    expect(await urls(pages, 'persistent cache')).toEqual([
      '/docs/persistent-cache',
      '/docs/config#persistent-cache',
      '/docs/config#cache-dir',
    ]);
  });

  test('every word must match; a section is found by its page title and its own words together', async () => {
    const pages = [
      page({
        path: '/docs/persistent-cache',
        title: 'Persistent cache',
        sections: [{level: 2, heading: 'Options', anchor: 'options', content: 'namespace'}],
      }),
      page({path: '/docs/css', title: 'CSS', sections: [{level: 2, heading: 'Options', anchor: 'options'}]}),
    ];
    expect(await urls(pages, 'persistent options')).toEqual(['/docs/persistent-cache#options']);
  });

  test('when no section has every word, sections with more of them come first', async () => {
    const pages = [page({path: '/docs/one', title: 'Lazy'}), page({path: '/docs/two', title: 'Lazy compilation'})];
    expect(await urls(pages, 'lazy compilation zzzqqq')).toEqual(['/docs/two', '/docs/one']);
  });

  test('camelCase option names are found by their words, and the words by the name', async () => {
    const pages = [
      page({path: '/docs/option', title: 'compilation.persistentCache'}),
      page({path: '/docs/prose', title: 'Turning the persistent cache off'}),
    ];
    expect(await urls(pages, 'persistent cache')).toContain('/docs/option');
    expect(await urls(pages, 'persistentCache')).toEqual(['/docs/option', '/docs/prose']);
  });

  test('words that are names of Object.prototype are words like any other', async () => {
    const pages = [
      page({
        path: '/docs/a',
        title: 'Plugin constructor',
        intro: 'toString and valueOf of the hooks, hasOwnProperty too.',
      }),
      page({path: '/docs/b', title: 'Plugins', intro: 'Every plugin has a name.'}),
    ];
    expect(await urls(pages, 'constructor')).toEqual(['/docs/a']);
    expect(await urls(pages, 'plugin constructor')).toEqual(['/docs/a']);
    expect(await urls(pages, 'plugin tostring hasownproperty')).toEqual(['/docs/a']);
    expect(await urls(pages, 'proto')).toEqual([]);
  });

  test('typing a query word by word gives the same results as searching for it at once', async () => {
    const {client: typed} = clientFor(site);
    const query = 'persistent cache css';
    for (let i = 1; i < query.length; i++) await typed.search({requests: [docSearchRequest(query.slice(0, i))]});
    const {client: fresh} = clientFor(site);
    const [a, b] = await Promise.all([
      typed.search({requests: [docSearchRequest(query)]}),
      fresh.search({requests: [docSearchRequest(query)]}),
    ]);
    expect(a.results[0]!.hits.map((h) => h.objectID)).toEqual(b.results[0]!.hits.map((h) => h.objectID));
    expect(a.results[0]!.hits.length).toBeGreaterThan(0);
  });

  test('a Chinese query finds Chinese text, even when the segmenter cuts it differently', async () => {
    const pages = [
      page({path: '/zh/docs/a', language: 'zh', title: '懒编译', intro: '动态导入的模块只在页面真正请求时才编译。'}),
      page({path: '/zh/docs/b', language: 'zh', title: '局部打包', intro: '把模块合并成数量适中的资源。'}),
    ];
    const zh = (query: string) =>
      clientFor(pages)
        .client.search({requests: [docSearchRequest(query, {facetFilters: ['language:zh']})]})
        .then(({results}) => results[0]!.hits.map((hit) => hit.url.replace('https://farmfe.org', '')));
    expect(await zh('懒编译')).toEqual(['/zh/docs/a']);
    expect(await zh('编译')).toEqual(['/zh/docs/a']);
    // 资源 is one word in the query and the page; 合并 too: both pages are cut the same way.
    expect(await zh('合并资源')).toEqual(['/zh/docs/b']);
    // A single character matches itself only, not every word that starts with it.
    expect(await zh('局')).toEqual(['/zh/docs/b']);
    expect(await zh('动')).toEqual(['/zh/docs/a']);
  });
});
