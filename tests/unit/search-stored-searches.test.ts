import {describe, expect, it} from 'vitest';
import {MemoryStorage, prepareSearchStorage} from '../../src/features/search/client/storage';
import {
  MAX_STORED_CHARS,
  MAX_STORED_SEARCHES,
  cleanStoredSearches,
  sameOriginPath,
  storedSearch,
  storedSearches,
} from '../../src/features/search/client/storedSearches';

const ORIGIN = 'https://farmfe.org';
const RECENT = '__DOCSEARCH_RECENT_SEARCHES__farmfe';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__farmfe';

/** A hit as DocSearch stores it after a search of the built-in index (hierarchy and content escaped). */
function hit(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    objectID: `/docs/quick-start#${id}`,
    url: `/docs/quick-start#${id}`,
    url_without_anchor: '/docs/quick-start',
    anchor: id,
    type: 'lvl2',
    hierarchy: {lvl0: 'Docs', lvl1: 'Quick start', lvl2: `Use &lt;Link&gt; &amp; ${id}`, lvl3: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    __docsearch_parent: null,
    ...overrides,
  };
}

describe('sameOriginPath', () => {
  it('keeps paths and absolute URLs of the origin, as paths', () => {
    expect(sameOriginPath('/docs/quick-start#install', ORIGIN)).toBe('/docs/quick-start#install');
    expect(sameOriginPath('/zh/search?q=css', ORIGIN)).toBe('/zh/search?q=css');
    expect(sameOriginPath('https://farmfe.org/docs/config/shared', ORIGIN)).toBe('/docs/config/shared');
    expect(sameOriginPath('HTTPS://FARMFE.ORG/docs', ORIGIN)).toBe('/docs');
  });

  it.each([
    '//evil.example/docs',
    '/\\evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    ' /docs',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/docs',
    'http://farmfe.org/docs',
    'https://farmfe.org.evil.example/',
    'https://farmfe.org@evil.example/',
    'docs/quick-start',
    '',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (url) => {
    expect(sameOriginPath(url, ORIGIN)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['/docs']]) expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });
});

describe('storedSearch', () => {
  it('keeps the shown values of a hit of this site, escaped as they were, and drops the rest', () => {
    expect(storedSearch(hit('a'), ORIGIN)).toEqual({
      objectID: '/docs/quick-start#a',
      url: '/docs/quick-start#a',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Docs',
        lvl1: 'Quick start',
        lvl2: 'Use &lt;Link&gt; &amp; a',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      __docsearch_parent: null,
    });
  });

  it('makes markup text, wherever DocSearch would insert it', () => {
    const forged = storedSearch(
      hit('x', {
        hierarchy: {lvl0: '<b>Docs</b>', lvl1: '<img src=x onerror=alert(1)>', lvl2: 'a &amp;lt; b'},
        type: 'lvl1',
        content: '<script>alert(1)</script>',
        _highlightResult: {hierarchy: {lvl1: {value: '<img src=x onerror=alert(1)>'}}},
        _snippetResult: {hierarchy: {lvl1: {value: '<img src=x onerror=alert(1)>'}}},
      }),
      ORIGIN,
    );
    expect(forged?.hierarchy.lvl0).toBe('&lt;b&gt;Docs&lt;/b&gt;');
    expect(forged?.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    // An escaped entity stays the text it was.
    expect(forged?.hierarchy.lvl2).toBe('a &amp;lt; b');
    expect(forged?.content).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(forged).not.toHaveProperty('_highlightResult');
    expect(forged).not.toHaveProperty('_snippetResult');
  });

  it('is stable: a kept entry, stored and read again, is the same', () => {
    const once = storedSearch(hit('a', {content: 'x &lt; y <b>z</b>'}), ORIGIN);
    expect(storedSearch(JSON.parse(JSON.stringify(once)), ORIGIN)).toEqual(once);
  });

  it.each([
    ['null', null],
    ['a number', 1],
    ['a string', 'hit'],
    ['an empty object', {}],
    ['an array', [hit('a')]],
    ['no objectID', hit('a', {objectID: undefined})],
    ['an empty objectID', hit('a', {objectID: ''})],
    ['an unknown type', hit('a', {type: 'lvl9'})],
    ['no hierarchy', hit('a', {hierarchy: undefined})],
    ['a hierarchy that is a string', hit('a', {hierarchy: 'Docs'})],
    ['a level that is a number', hit('a', {hierarchy: {lvl0: 'Docs', lvl1: 1, lvl2: 'x'}})],
    ['no text for its type', hit('a', {hierarchy: {lvl0: 'Docs', lvl1: 'Quick start', lvl2: null}})],
    ['a 2 MB heading', hit('a', {hierarchy: {lvl0: 'Docs', lvl1: 'x', lvl2: 'x'.repeat(2_000_000)}})],
    ['a content that is an object', hit('a', {content: {}})],
    ['a //host URL', hit('a', {url: '//evil.example/docs'})],
    ['a javascript: URL', hit('a', {url: 'javascript:alert(document.cookie)'})],
    ['an URL of another site', hit('a', {url: 'https://evil.example/docs/quick-start'})],
    ['no URL', hit('a', {url: undefined})],
  ])('drops an entry with %s', (_, value) => {
    expect(storedSearch(value, ORIGIN)).toBeNull();
  });

  it('cuts a long section text instead of dropping the entry', () => {
    const long = storedSearch(hit('a', {type: 'lvl1', content: 'word '.repeat(1000)}), ORIGIN);
    expect(long?.content?.length).toBe(500);
  });

  it("checks the parent too, and drops a bad one (and the parent's parent)", () => {
    const parent = hit('p', {type: 'lvl1', __docsearch_parent: hit('q')});
    expect(storedSearch(hit('a', {__docsearch_parent: parent}), ORIGIN)?.__docsearch_parent).toEqual({
      ...storedSearch(parent, ORIGIN, false),
      __docsearch_parent: null,
    });
    expect(
      storedSearch(hit('a', {__docsearch_parent: {url: '//evil.example'}}), ORIGIN)?.__docsearch_parent,
    ).toBeNull();
  });
});

describe('storedSearches', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a JSON object', JSON.stringify({0: hit('a')})],
    ['a JSON string', JSON.stringify('[]')],
    ['JSON null', 'null'],
    ['a 2 MB string', JSON.stringify(['x'.repeat(2_000_000)])],
  ])('reads %s as an empty list', (_, raw) => {
    expect(storedSearches(raw, ORIGIN)).toEqual([]);
  });

  it('keeps the good entries among [null], [1], [{}] and forged ones, in order and each once', () => {
    const raw = JSON.stringify([null, 1, {}, hit('a'), hit('b', {url: '//evil.example'}), hit('a'), hit('c')]);
    expect(storedSearches(raw, ORIGIN).map((s) => s.objectID)).toEqual(['/docs/quick-start#a', '/docs/quick-start#c']);
  });

  it('reads only the head of a long array, and not at all an array over the size limit', () => {
    const long = JSON.stringify(Array.from({length: 2_000}, (_, i) => hit(String(i))));
    expect(long.length).toBeLessThan(MAX_STORED_CHARS);
    expect(storedSearches(long, ORIGIN)).toHaveLength(MAX_STORED_SEARCHES);
    const huge = JSON.stringify(Array.from({length: 1_000_000}, () => 0));
    expect(huge.length).toBeGreaterThan(MAX_STORED_CHARS);
    expect(storedSearches(huge, ORIGIN)).toEqual([]);
    const junkFirst = JSON.stringify([...Array.from({length: 60}, () => null), hit('late')]);
    expect(storedSearches(junkFirst, ORIGIN)).toEqual([]);
  });
});

describe('cleanStoredSearches', () => {
  it('rewrites both lists to their good entries and removes a list left empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT, JSON.stringify([null, hit('a')]));
    storage.setItem(FAVORITE, '[1]');
    storage.setItem('theme', 'dark');
    cleanStoredSearches(storage, 'farmfe', ORIGIN);
    expect(JSON.parse(storage.getItem(RECENT) ?? '')).toEqual([storedSearch(hit('a'), ORIGIN)]);
    expect(storage.getItem(FAVORITE)).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('leaves clean lists byte for byte as they are', () => {
    const storage = new MemoryStorage();
    const clean = JSON.stringify([storedSearch(hit('a'), ORIGIN)]);
    storage.setItem(RECENT, clean);
    let writes = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes += 1;
      setItem(key, value);
    };
    cleanStoredSearches(storage, 'farmfe', ORIGIN);
    expect(storage.getItem(RECENT)).toBe(clean);
    expect(writes).toBe(0);
  });

  it('removes a list it cannot rewrite', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT, JSON.stringify([null, hit('a')]));
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    cleanStoredSearches(storage, 'farmfe', ORIGIN);
    expect(storage.getItem(RECENT)).toBeNull();
  });
});

describe('prepareSearchStorage', () => {
  it('checks the lists of the window it is given', () => {
    const storage = new MemoryStorage();
    storage.setItem(RECENT, '[{}]');
    prepareSearchStorage('farmfe', {localStorage: storage, location: {origin: ORIGIN}});
    expect(storage.getItem(RECENT)).toBeNull();
  });

  it('gives a window whose storage throws one in memory, and stops there', () => {
    const target = {location: {origin: ORIGIN}} as {localStorage: Storage; location: {origin: string}};
    Object.defineProperty(target, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    prepareSearchStorage('farmfe', target);
    expect(target.localStorage.getItem(RECENT)).toBeNull();
  });
});
