import type {CompactIndex} from './compactIndex';

/**
 * The files the index plugin writes and the search client reads, under
 * `<baseUrl>search-index/`: one manifest with a fixed name, and one shard per
 * locale and DocSearch tag with a content-hashed name.
 */

/** Bumped when the shape below changes; a client ignores a manifest of another format. */
export const SHARD_FORMAT = 3;

/** Directory of the index files inside a locale's build output (and URL path under its baseUrl). */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/** A page: DocSearch's lvl0 (section of the site), lvl1 (page title) and its path from the site origin. */
export type ShardPage = [lvl0: string, lvl1: string, path: string];

/**
 * A record, one per heading section: the page it belongs to, its heading
 * level (1 for the page's own section), its anchor ('' for none), its
 * headings below lvl1 (lvl2 to its own level, `null` for a skipped level) and
 * its text.
 */
export type ShardRecord = [page: number, level: number, anchor: string, headings: (string | null)[], content: string];

export type ShardFile = {
  format: typeof SHARD_FORMAT;
  /**
   * The fields the index holds: all of them, or only the headings (`title`
   * and `parents`) in the small headings shard, whose records have no text.
   */
  fields: (keyof RecordFields)[];
  language: string;
  /** DocSearch's docusaurus_tag of every record: `default` (pages and blog) or `docs-<plugin>-<version>`. */
  tag: string;
  pages: ShardPage[];
  records: ShardRecord[];
  /** The MiniSearch index of the records, `MiniSearch#toJSON()` made compact (./compactIndex.ts); document ids are record indexes. */
  index: CompactIndex;
};

export type ManifestShard = {
  language: string;
  tag: string;
  /** File name in the index directory, `<language>.<tag>.<hash>.json`. */
  file: string;
  /**
   * The same records with their headings only, `<language>.<tag>.headings.<hash>.json`
   * (about a seventh of the file): it loads in a few milliseconds, so the
   * modal can answer a first keystroke that comes before the whole shard.
   */
  headings: string;
  records: number;
};

export type Manifest = {
  format: typeof SHARD_FORMAT;
  /** The site's URL (`siteConfig.url`): hits carry absolute URLs, as DocSearch's records do. */
  origin: string;
  shards: ManifestShard[];
};

/** The searchable fields of a record and what goes in them. */
export type RecordFields = {
  /** The section's own heading (the page title for the page's own section). */
  title: string;
  /** The headings above it, lvl0 included: a section is found by its page's words too, ranked lower. */
  parents: string;
  content: string;
};

export const FIELDS: (keyof RecordFields)[] = ['title', 'parents', 'content'];
/** The fields of the headings shard. */
export const HEADING_FIELDS: (keyof RecordFields)[] = ['title', 'parents'];

/** The hierarchy of a record, lvl0 to lvl6, as DocSearch records carry it. */
export function hierarchyOf(page: ShardPage, record: ShardRecord): (string | null)[] {
  const [lvl0, lvl1] = page;
  const [, , , headings] = record;
  const levels: (string | null)[] = [lvl0, lvl1, ...headings];
  while (levels.length < 7) levels.push(null);
  return levels.slice(0, 7);
}

export function fieldsOf(page: ShardPage, record: ShardRecord): RecordFields {
  const [, level, , , content] = record;
  const levels = hierarchyOf(page, record);
  const own = levels[level] ?? '';
  const parents = levels.slice(0, level).filter((h): h is string => Boolean(h));
  return {title: own, parents: parents.join(' '), content};
}
