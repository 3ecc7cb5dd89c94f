import {afterEach, describe, expect, test, vi} from 'vitest';
import {queryWords, terms, tokenize} from '@site/src/features/search/shared/tokenize';

describe('English tokenising', () => {
  test('lower-cases, drops accents and splits at punctuation, so dotted option names are found by each part', () => {
    expect(terms('Set compilation.output.path; Café --mode')).toEqual([
      'set',
      'compilation',
      'output',
      'path',
      'cafe',
      'mode',
    ]);
  });

  test('an identifier also yields its parts: camelCase, snake_case and digits', () => {
    expect(terms('persistentCache')).toEqual(['persistentcache', 'persistent', 'cache']);
    expect(terms('ssr_entry')).toEqual(['ssr_entry', 'ssr', 'entry']);
    expect(terms('vue3')).toEqual(['vue3', 'vue', '3']);
    expect(terms('defineConfig')).toEqual(['defineconfig', 'define', 'config']);
  });

  test('a capitalised name stays whole', () => {
    expect(terms('JavaScript TypeScript GitHub')).toEqual(['javascript', 'typescript', 'github']);
  });

  test('stop words stay out of the index and of queries, but keep their place in the text', () => {
    expect(terms('How to turn the cache on')).toEqual(['turn', 'cache']);
    expect(queryWords('the cache').map((w) => w.term)).toEqual(['cache']);
    expect(tokenize('the cache').map((t) => t.term)).toEqual(['the', 'cache']);
  });

  test('positions point at the original text', () => {
    const text = 'Use `persistentCache` here';
    for (const token of tokenize(text)) {
      expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
    }
  });

  test('a query word carries the parts it may be matched by instead', () => {
    expect(queryWords('persistentCache options')).toEqual([
      {term: 'persistentcache', parts: ['persistent', 'cache'], cjk: false, whole: true},
      {term: 'options', parts: [], cjk: false},
    ]);
  });

  test('HTML in a query is only words', () => {
    expect(queryWords('<img src=x onerror=alert(1)>').map((w) => w.term)).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ]);
  });
});

describe('Chinese tokenising (Intl.Segmenter)', () => {
  test('cuts a run into words, and a longer word into its characters too', () => {
    const tokens = tokenize('懒编译');
    expect(tokens.filter((t) => !t.part).map((t) => t.term)).toEqual(['懒', '编译']);
    expect(tokens.filter((t) => t.part).map((t) => t.term)).toEqual(['编', '译']);
  });

  test('mixed Chinese and English text keeps both, at the right positions', () => {
    const text = '用 Rust 编写的编译器';
    const words = tokenize(text).filter((t) => !t.part);
    expect(words.map((t) => t.term)).toContain('rust');
    expect(words.map((t) => t.term)).toContain('编译');
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
  });

  test('a Chinese query word may be matched by its characters, when the page was cut differently', () => {
    expect(queryWords('编译')).toEqual([{term: '编译', parts: ['编', '译'], cjk: true}]);
    expect(queryWords('CSS 模块').map((w) => w.term)).toEqual(['css', '模', '块']);
  });
});

describe('without Intl.Segmenter (Firefox before 125)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  test('each Chinese character is a word, which the index holds too', async () => {
    vi.stubGlobal('Intl', {...Intl, Segmenter: undefined});
    vi.resetModules();
    const fresh = await import('@site/src/features/search/shared/tokenize');
    expect(fresh.queryWords('编译').map((w) => w.term)).toEqual(['编', '译']);
    expect(fresh.terms('编译')).toEqual(['编', '译']);
  });
});
