import {createHash} from 'node:crypto';
import {buildIndex} from '../shared/engine';
import {compactIndex} from '../shared/compactIndex';
import {
  FIELDS,
  HEADING_FIELDS,
  SHARD_FORMAT,
  type Manifest,
  type ShardFile,
  type ShardPage,
  type ShardRecord,
} from '../shared/shard';
import type {ExtractedPage} from './extract';

/** A file ready to write: its name (with a hash of its content) and its JSON. */
export type WrittenFile = {file: string; json: string};

/** A shard ready to write, and its headings shard. */
export type WrittenShard = WrittenFile & {language: string; tag: string; records: number; headings: WrittenFile};

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
  const index = compactIndex(buildIndex(shardPages, records).toJSON());
  return {format: SHARD_FORMAT, fields: FIELDS, language, tag, pages: shardPages, records, index};
}

/** The same records without their text, and an index of their headings alone. */
export function headingsShard(shard: ShardFile): ShardFile {
  const records = shard.records.map(([page, level, anchor, headings]): ShardRecord => [
    page,
    level,
    anchor,
    headings,
    '',
  ]);
  const index = compactIndex(buildIndex(shard.pages, records, HEADING_FIELDS).toJSON());
  return {...shard, fields: HEADING_FIELDS, records, index};
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/** Tags are `default` or `docs-<plugin>-<version>`; anything else a file name cannot hold becomes `_`. */
function safe(part: string): string {
  return part.replace(/[^a-zA-Z0-9._-]/g, '_');
}

function writeFile(shard: ShardFile, kind: string): WrittenFile {
  const json = JSON.stringify(shard);
  return {
    file: `${[shard.language, shard.tag, kind].filter(Boolean).map(safe).join('.')}.${contentHash(json)}.json`,
    json,
  };
}

export function writeShard(shard: ShardFile): WrittenShard {
  return {
    ...writeFile(shard, ''),
    language: shard.language,
    tag: shard.tag,
    records: shard.records.length,
    headings: writeFile(headingsShard(shard), 'headings'),
  };
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
    shards: shards.map(({language, tag, file, headings, records}) => ({
      language,
      tag,
      file,
      headings: headings.file,
      records,
    })),
  };
}
