import {createHash} from 'node:crypto';
import {buildIndex} from '../../search/engine';
import {SHARD_FORMAT, type Manifest, type ShardFile, type ShardPage, type ShardRecord} from '../../search/shard';
import type {ExtractedPage} from './extract';

/** A shard ready to write: its file name (with a hash of its content) and its JSON. */
export type WrittenShard = {language: string; tag: string; file: string; json: string; records: number};

/**
 * Groups pages into one shard per language and DocSearch tag: `default`
 * (standalone pages and blog posts) and one per docs version. A search in a
 * given version then fetches that version's shard and the `default` one, and
 * the `default` shard is shared by every version.
 */
export function groupPages(pages: ExtractedPage[]): Map<string, ExtractedPage[]> {
  const groups = new Map<string, ExtractedPage[]>();
  for (const page of [...pages].sort((a, b) => a.url.localeCompare(b.url))) {
    const key = `${page.language} ${page.tag}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return groups;
}

/** The shard of pages that share a language and tag: pages, one record per section, and the index. */
export function buildShard(language: string, tag: string, pages: ExtractedPage[]): ShardFile {
  const shardPages: ShardPage[] = [];
  const records: ShardRecord[] = [];
  for (const page of pages) {
    const url = new URL(page.url);
    const pageIndex = shardPages.push([page.lvl0, page.sections[0]?.headings[0] ?? '', url.pathname + url.search]) - 1;
    for (const section of page.sections) {
      records.push([pageIndex, section.level, section.anchor ?? '', section.headings.slice(1), section.content]);
    }
  }
  const index = buildIndex(shardPages, records).toJSON();
  return {format: SHARD_FORMAT, language, tag, pages: shardPages, records, index};
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/** Tags are `default` or `docs-<plugin>-<version>`; anything else a file name cannot hold becomes `_`. */
function safe(part: string): string {
  return part.replace(/[^a-zA-Z0-9._-]/g, '_');
}

export function writeShard(shard: ShardFile): WrittenShard {
  const json = JSON.stringify(shard);
  const file = `${safe(shard.language)}.${safe(shard.tag)}.${contentHash(json)}.json`;
  return {language: shard.language, tag: shard.tag, file, json, records: shard.records.length};
}

export function buildShards(pages: ExtractedPage[]): WrittenShard[] {
  return [...groupPages(pages)].map(([key, group]) => {
    const [language = '', tag = ''] = key.split(' ');
    return writeShard(buildShard(language, tag, group));
  });
}

export function createManifest(origin: string, shards: WrittenShard[]): Manifest {
  return {
    format: SHARD_FORMAT,
    origin: origin.replace(/\/$/, ''),
    shards: shards.map(({language, tag, file, records}) => ({language, tag, file, records})),
  };
}
