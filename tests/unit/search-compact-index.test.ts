import MiniSearch from 'minisearch';
import {describe, expect, test} from 'vitest';
import {compactIndex, expandIndex} from '@site/src/features/search/shared/compactIndex';
import {buildIndex, loadIndex, searchIndex} from '@site/src/features/search/shared/engine';
import {
  FIELDS,
  SHARD_FORMAT,
  type ShardFile,
  type ShardPage,
  type ShardRecord,
} from '@site/src/features/search/shared/shard';
import {queryWords, terms} from '@site/src/features/search/shared/tokenize';

const pages: ShardPage[] = [
  ['Docs', 'Persistent cache', '/docs/advanced/persistent-cache'],
  ['Docs', '持久化缓存', '/zh/docs/advanced/persistent-cache'],
];
const records: ShardRecord[] = [
  [0, 1, '', [], 'Farm keeps compiled modules on disk. The cache cache cache is reused.'],
  [0, 2, 'options', ['Options'], 'persistentCache takes a namespace and buildDependencies.'],
  [0, 3, 'namespace', ['Options', null, 'namespace'], ''],
  [1, 1, '', [], 'Farm 会把编译后的模块缓存到磁盘，下次构建时复用缓存。'],
];

describe('the compact index of the shards (src/features/search/shared/compactIndex.ts)', () => {
  test("expands back to exactly MiniSearch's own serialisation", () => {
    const plain = buildIndex(pages, records).toJSON();
    expect(expandIndex(JSON.parse(JSON.stringify(compactIndex(plain))))).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  test('counts above 1 are kept, and a loaded index answers as the original does', () => {
    const compact = compactIndex(buildIndex(pages, records).toJSON());
    // "cache": once in the title (field 0, counts all 1: 0), three times in the text (field 2).
    const one = compactIndex(buildIndex(pages, records.slice(0, 1)).toJSON());
    expect(one.terms.find(([term]) => term === 'cache')).toEqual(['cache', 0, [0], 0, 2, [0], [3]]);
    expect(expandIndex(one).index.find(([term]) => term === 'cache')?.[1]).toEqual({0: {0: 1}, 2: {0: 3}});
    const file: ShardFile = {
      format: SHARD_FORMAT,
      fields: FIELDS,
      language: 'en',
      tag: 'default',
      pages,
      records,
      index: compact,
    };
    const original = MiniSearch.loadJS(buildIndex(pages, records).toJSON(), {fields: FIELDS, tokenize: terms});
    for (const query of ['cache', 'namespace', '缓存'].map(queryWords)) {
      const ours = searchIndex(loadIndex(file), query, () => 1);
      expect(ours.length).toBeGreaterThan(0);
      expect(ours).toEqual(searchIndex(original, query, () => 1));
    }
  });

  test('refuses an index whose ids are not the record indexes, or that stores fields', () => {
    const index = new MiniSearch({fields: ['content'], storeFields: ['content']});
    index.addAll([{id: 0, content: 'a b'}]);
    expect(() => compactIndex(index.toJSON())).toThrow(/stored fields/);
    const renumbered = new MiniSearch({fields: ['content']});
    renumbered.addAll([{id: 'x', content: 'a b'}]);
    expect(() => compactIndex(renumbered.toJSON())).toThrow(/0 to n - 1/);
  });
});
