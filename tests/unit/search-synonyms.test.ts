import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {OPTIONAL_WORDS, SYNONYMS} from '@site/src/features/search/client/synonyms';
import {expandQuery, readQuery} from '@site/src/features/search/client/readQuery';
import {normalizeTerm, queryWords} from '@site/src/features/search/shared/tokenize';
import {clientFor, docSearchRequest, page} from './search-fixtures';

/** The glossary's rows: English term(s) and their Chinese, as i18n/zh/GLOSSARY.md lists them. */
function glossary(): {en: string; zh: string}[] {
  const text = fs.readFileSync(path.resolve(__dirname, '../../i18n/zh/GLOSSARY.md'), 'utf8');
  return [...text.matchAll(/^\| ([^|]+) \| ([^|]+) \|/gm)]
    .map((m) => ({en: m[1]!.trim(), zh: m[2]!.trim()}))
    .filter((row) => row.en !== 'English' && !row.en.startsWith('---'));
}

const groupOf = (phrase: string) =>
  SYNONYMS.findIndex((g) => g.phrases.some((p) => normalizeTerm(p) === normalizeTerm(phrase)));

describe('synonym table', () => {
  test('every group has two phrases or more, each with a searchable word, and no phrase is in two groups', () => {
    const seen = new Map<string, string>();
    for (const group of SYNONYMS) {
      expect(group.phrases.length, group.topic).toBeGreaterThanOrEqual(2);
      for (const phrase of group.phrases) {
        expect(queryWords(phrase).length, phrase).toBeGreaterThan(0);
        const key = queryWords(phrase)
          .map((w) => w.term)
          .join(' ');
        expect(seen.get(key), `${phrase} is in ${seen.get(key)} and ${group.topic}`).toBeUndefined();
        seen.set(key, group.topic);
      }
    }
  });

  test('a glossary term listed here sits with its Chinese translation', () => {
    const rows = glossary();
    expect(rows.length).toBeGreaterThan(20);
    let checked = 0;
    for (const {en, zh} of rows) {
      // "HMR (hot module replacement)" and "热模块替换（HMR）": each name in its own form.
      const english = en
        .replace(/\(.*\)/, '')
        .trim()
        .toLowerCase();
      const chinese = zh.replace(/（.*）/, '').trim();
      if (groupOf(english) < 0) continue;
      checked++;
      expect(groupOf(chinese), `${english} and ${chinese}`).toBe(groupOf(english));
    }
    // HMR, lazy compilation, persistent cache, partial bundling, alias, proxy... are in the table.
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  test('the groups the issue names are there, in both languages', () => {
    for (const words of [
      ['hmr', 'hot module replacement', 'hot update', '热模块替换', '热更新', '热替换'],
      ['lazy compilation', '懒编译', '按需编译'],
      ['config', 'configuration', '配置'],
    ])
      expect(new Set(words.map(groupOf)).size, words.join(', ')).toBe(1);
  });

  test('an optional word is a single word as the tokenizer cuts it', () => {
    for (const word of OPTIONAL_WORDS) expect(queryWords(word).map((w) => w.term)).toEqual([word]);
  });
});

/** True when a phrasing is Chinese (its words join without spaces). */
const w0 = (alt: {cjk: boolean}[]) => alt.every((w) => w.cjk);

describe('reading a query', () => {
  test('a synonym phrase becomes one word answered by each phrasing of its group', () => {
    const [word, ...rest] = readQuery('hot update');
    expect(rest).toEqual([]);
    const phrasings = word!.alternatives!.map((alt) => alt.map((w) => w.term).join(w0(alt) ? '' : ' '));
    expect(phrasings[0]).toBe('hot update');
    expect(phrasings).toEqual(expect.arrayContaining(['hmr', 'hot module replacement', '热更新', '热模块替换']));
  });

  test('the longest phrase wins, and words around it stay as they are', () => {
    expect(readQuery('vite config file options').map((w) => w.term)).toEqual(['vite', 'config file', 'options']);
  });

  test('a Chinese phrase is found however the segmenter cuts the query', () => {
    // 端口 may be one word or two characters: either way it is the port group.
    const words = readQuery('修改开发服务器端口');
    expect(words.find((w) => w.alternatives?.some((a) => a[0]?.term === 'port'))).toBeDefined();
    expect(
      words.find((w) => w.alternatives?.some((a) => a.map((x) => x.term).join(' ') === 'dev server')),
    ).toBeDefined();
    expect(words[0]).toMatchObject({term: '修改', optional: true});
  });

  test('question words are optional, unless the query has nothing else', () => {
    const words = readQuery('how do I change the port');
    expect(words.filter((w) => w.optional).map((w) => w.term)).toEqual(['change']);
    expect(expandQuery(queryWords('change'))[0]!.optional).toBe(true);
  });

  test('an unknown word is left alone', () => {
    expect(readQuery('xylophone')).toEqual(queryWords('xylophone'));
  });
});

async function urls(pages: Parameters<typeof clientFor>[0], query: string, language = 'en'): Promise<string[]> {
  const {client} = clientFor(pages);
  const facetFilters = [`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
  const {results} = await client.search({requests: [docSearchRequest(query, {facetFilters})]});
  return results[0]!.hits.map((hit) => hit.url.replace('https://farmfe.org', ''));
}

describe('searching with synonyms', () => {
  const pages = [
    page({path: '/docs/api/hmr-api', title: 'HMR API', intro: 'The import.meta.hot object.'}),
    page({path: '/docs/features/css', title: 'CSS', intro: 'Styles are compiled.'}),
    page({
      path: '/zh/docs/api/hmr-api',
      language: 'zh',
      title: 'HMR API',
      intro: '热模块替换（HMR）在不刷新页面的情况下替换模块。',
    }),
  ];

  test('another phrasing of the group finds the page, in either language', async () => {
    expect(await urls(pages, 'hot module replacement')).toEqual(['/docs/api/hmr-api']);
    // The groups cross languages: a Chinese word finds an English page too.
    expect(await urls(pages, '热更新')).toEqual(['/docs/api/hmr-api']);
    expect(await urls(pages, '热更新', 'zh')).toEqual(['/zh/docs/api/hmr-api']);
    expect(await urls(pages, 'hot update', 'zh')).toEqual(['/zh/docs/api/hmr-api']);
  });

  test('the words of another phrasing are highlighted', async () => {
    const {client} = clientFor(pages);
    const {results} = await client.search({requests: [docSearchRequest('hot reload')]});
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<mark>HMR</mark> API');
  });

  test('a section that answers without the question words ranks above text that has them', async () => {
    const set = [
      page({path: '/docs/tutorial', title: 'Tutorial', intro: 'Change the entry, then change the port if you like.'}),
      page({
        path: '/docs/config/dev-server',
        title: 'Dev server options',
        sections: [{level: 2, heading: 'server.port', anchor: 'serverport', content: 'The port to listen on.'}],
      }),
    ];
    expect((await urls(set, 'how do I change the port'))[0]).toBe('/docs/config/dev-server#serverport');
    // Alone, a question word is searched like any other.
    expect(await urls(set, 'change')).toEqual(['/docs/tutorial']);
  });

  test('among equal matches, the docs rank above a blog post', async () => {
    const set = [
      page({path: '/blog/lazy', tag: 'default', kind: 'blog', lvl0: 'Blog', title: 'Lazy compilation'}),
      page({path: '/docs/features/lazy-compilation', lvl0: 'Features', title: 'Lazy compilation'}),
    ];
    expect(await urls(set, 'lazy compilation')).toEqual(['/docs/features/lazy-compilation', '/blog/lazy']);
  });
});
