import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import searchIndexPlugin, {htmlFileOf} from '@site/src/features/search/node';
import {
  buildShard,
  buildShards,
  createManifest,
  groupPages,
  headingsShard,
} from '@site/src/features/search/node/shards';
import {searchBackend} from '@site/src/features/search/shared/config';
import {loadIndex, searchIndex} from '@site/src/features/search/shared/engine';
import type {Manifest, ShardFile} from '@site/src/features/search/shared/shard';
import {queryWords} from '@site/src/features/search/shared/tokenize';
import {page, site} from './search-fixtures';

describe('shards', () => {
  test('one per language and tag', () => {
    expect([...groupPages(site).keys()].sort()).toEqual([
      'en default',
      'en docs-default-0.x',
      'en docs-default-current',
      'zh default',
      'zh docs-default-current',
    ]);
  });

  test('a shard holds its pages, one record per section, and an index that finds them', () => {
    const pages = site.filter((p) => p.language === 'en' && p.tag === 'docs-default-current');
    const shard = buildShard('en', 'docs-default-current', pages);
    expect(shard.pages).toEqual([
      ['Advanced', 'Persistent cache', '/docs/advanced/persistent-cache'],
      ['Features', 'CSS', '/docs/features/css'],
    ]);
    expect(shard.records[3]).toEqual([
      0,
      3,
      'namespace',
      ['Options', 'namespace'],
      'Separates the caches of several builds.',
    ]);
    const index = loadIndex(JSON.parse(JSON.stringify(shard)) as ShardFile);
    const found = searchIndex(index, queryWords('namespace'), (i) => shard.records[i]![1]);
    expect(found.map((m) => m.record)).toEqual([3]);
  });

  test('its headings shard has the same pages and records without text, and an index of the headings only', () => {
    const pages = site.filter((p) => p.language === 'en' && p.tag === 'docs-default-current');
    const shard = buildShard('en', 'docs-default-current', pages);
    const headings = JSON.parse(JSON.stringify(headingsShard(shard))) as ShardFile;
    expect(headings.fields).toEqual(['title', 'parents']);
    expect(headings.pages).toEqual(shard.pages);
    expect(headings.records).toEqual(shard.records.map(([a, b, c, d]) => [a, b, c, d, '']));
    const levelOf = (i: number) => shard.records[i]![1];
    const index = loadIndex(headings);
    // A heading is found as in the whole shard; a word of the text alone is not.
    expect(searchIndex(index, queryWords('namespace'), levelOf).map((m) => m.record)).toEqual([3]);
    const full = loadIndex(JSON.parse(JSON.stringify(shard)) as ShardFile);
    expect(searchIndex(full, queryWords('separates'), levelOf).map((m) => m.record)).toEqual([3]);
    expect(searchIndex(index, queryWords('separates'), levelOf)).toEqual([]);
    expect(JSON.stringify(headings).length).toBeLessThan(JSON.stringify(shard).length);
  });

  test('file names carry a hash of the content, which changes with it', () => {
    const [a] = buildShards([page({path: '/docs/a', title: 'A'})]);
    const [b] = buildShards([page({path: '/docs/a', title: 'A'})]);
    const [c] = buildShards([page({path: '/docs/a', title: 'B'})]);
    expect(a!.file).toMatch(/^en\.docs-default-current\.[0-9a-f]{10}\.json$/);
    expect(a!.headings.file).toMatch(/^en\.docs-default-current\.headings\.[0-9a-f]{10}\.json$/);
    expect(b!.file).toBe(a!.file);
    expect(b!.headings.file).toBe(a!.headings.file);
    expect(c!.file).not.toBe(a!.file);
    expect(c!.headings.file).not.toBe(a!.headings.file);
  });

  test('the manifest lists every shard and the site origin', () => {
    const shards = buildShards(site);
    const manifest = createManifest('https://farmfe.org/', shards);
    expect(manifest.origin).toBe('https://farmfe.org');
    expect(manifest.shards).toHaveLength(5);
    expect(manifest.shards[0]).toEqual({
      language: 'en',
      tag: 'default',
      file: expect.stringMatching(/^en\.default\.[0-9a-f]{10}\.json$/),
      headings: expect.stringMatching(/^en\.default\.headings\.[0-9a-f]{10}\.json$/),
      records: 1,
    });
  });
});

type PostBuildProps = Parameters<NonNullable<ReturnType<typeof searchIndexPlugin>['postBuild']>>[0];

describe('the plugin', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
  });
  afterEach(async () => {
    await fs.rm(outDir, {recursive: true, force: true});
    vi.restoreAllMocks();
  });

  const html = (title: string, tag = 'docs-default-current', url = 'https://farmfe.org/zh/docs/a') =>
    `<html class="docs-wrapper docs-doc-page"><head><meta name=docsearch:language content=zh><meta name=docsearch:docusaurus_tag content=${tag}><link rel=canonical href=${url}></head><body><main><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>正文</div></main></body></html>`;

  function context(customFields: Record<string, unknown> = {}): LoadContext {
    return {
      baseUrl: '/zh/',
      i18n: {currentLocale: 'zh'},
      siteConfig: {url: 'https://farmfe.org', customFields},
    } as unknown as LoadContext;
  }

  test('maps routes to the HTML files Docusaurus writes', async () => {
    await fs.mkdir(path.join(outDir, 'docs'));
    await fs.writeFile(path.join(outDir, 'index.html'), '');
    await fs.writeFile(path.join(outDir, 'docs', 'a.html'), '');
    expect(await htmlFileOf(outDir, '/zh/', '/zh/')).toBe(path.join(outDir, 'index.html'));
    expect(await htmlFileOf(outDir, '/zh/', '/zh/docs/a')).toBe(path.join(outDir, 'docs', 'a.html'));
    expect(await htmlFileOf(outDir, '/zh/', '/zh/docs/missing')).toBeUndefined();
    expect(await htmlFileOf(outDir, '/zh/', '/docs/a')).toBeUndefined();
  });

  test("writes the locale's shards and manifest after the build, replacing the previous ones", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await fs.mkdir(path.join(outDir, 'docs'));
    await fs.writeFile(path.join(outDir, 'docs', 'a.html'), html('页面 A'));
    await fs.mkdir(path.join(outDir, 'search-index'));
    await fs.writeFile(path.join(outDir, 'search-index', 'zh.old.0000000000.json'), '{}');
    const plugin = searchIndexPlugin(context());
    await plugin.postBuild!({outDir, routesPaths: ['/zh/docs/a', '/zh/404.html']} as unknown as PostBuildProps);
    const files = await fs.readdir(path.join(outDir, 'search-index'));
    expect(files.sort()).toEqual([
      'manifest.json',
      expect.stringMatching(/^zh\.docs-default-current\.[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^zh\.docs-default-current\.headings\.[0-9a-f]{10}\.json$/),
    ]);
    const manifest = JSON.parse(
      await fs.readFile(path.join(outDir, 'search-index', 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(manifest).toMatchObject({
      format: 3,
      origin: 'https://farmfe.org',
      shards: [{language: 'zh', tag: 'docs-default-current', records: 1}],
    });
    const shard = JSON.parse(
      await fs.readFile(path.join(outDir, 'search-index', manifest.shards[0]!.file), 'utf8'),
    ) as ShardFile;
    expect(shard.pages).toEqual([['文档', '页面 A', '/zh/docs/a']]);
    const headings = JSON.parse(
      await fs.readFile(path.join(outDir, 'search-index', manifest.shards[0]!.headings), 'utf8'),
    ) as ShardFile;
    expect(headings).toMatchObject({fields: ['title', 'parents'], pages: shard.pages});
  });

  test('writes nothing when hosted Algolia answers', async () => {
    await fs.mkdir(path.join(outDir, 'docs'));
    await fs.writeFile(path.join(outDir, 'docs', 'a.html'), html('A'));
    const plugin = searchIndexPlugin(context({searchBackend: 'algolia'}));
    await plugin.postBuild!({outDir, routesPaths: ['/zh/docs/a']} as unknown as PostBuildProps);
    await expect(fs.readdir(path.join(outDir, 'search-index'))).rejects.toThrow();
  });
});

describe('backend choice', () => {
  test("customFields.searchBackend 'algolia' means Algolia; anything else the built-in index", () => {
    expect(searchBackend({searchBackend: 'algolia'})).toBe('algolia');
    expect(searchBackend({searchBackend: 'local'})).toBe('local');
    expect(searchBackend({})).toBe('local');
    expect(searchBackend(undefined)).toBe('local');
  });
});
