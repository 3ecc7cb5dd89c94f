import {escapeHtml} from '../shared/html';

/**
 * DocSearch's recent and favourite searches, as stored in localStorage,
 * checked before the modal reads them. DocSearch parses each key as a JSON
 * array and uses its entries as hits without looking at them: an entry
 * that is not an object with a hierarchy stops the modal from opening, and
 * its texts go into the page as HTML. Here each entry is rebuilt from the
 * few plain values DocSearch shows and follows, or dropped:
 * - `objectID`, a non-empty string;
 * - `type`, `lvl0` to `lvl6` or `content`, and the text of that type;
 * - `hierarchy.lvl0` to `lvl6` and `content`, strings or null, kept as
 *   escaped text (DocSearch inserts them as HTML): the built-in index stores
 *   them escaped, so each is unescaped once and escaped again, which leaves
 *   such text as it is and makes any markup text;
 * - `url`, on this site's origin only, kept as a path;
 * - `__docsearch_parent`, the same shape or null.
 * Anything else (highlight and snippet results among them) is left out, as
 * DocSearch itself leaves them out when it stores a hit.
 */

export const STORED_SEARCH_PREFIXES = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'] as const;

/** More than either list holds (DocSearch keeps 7 recent searches and 10 favourites). */
export const MAX_STORED_SEARCHES = 10;
/** Entries looked at before the rest of a list is dropped unread. */
const MAX_SCANNED = 50;
/** A stored value longer than this is dropped without being parsed. */
export const MAX_STORED_CHARS = 1_000_000;
/** Longer headings or ids are not the site's: the entry is dropped. */
const MAX_TEXT = 1_000;
/** A section's text is shown on one line: it is cut to this many characters. */
const MAX_CONTENT = 500;
const MAX_URL = 2_048;

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
type HitType = Level | 'content';

export type StoredSearch = {
  objectID: string;
  url: string;
  type: HitType;
  hierarchy: Record<Level, string | null>;
  content: string | null;
  __docsearch_parent: StoredSearch | null;
};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#039': "'", '#x27': "'"};

/** The entities escapeHtml writes, read back in one pass (so `&amp;lt;` stays the text `&lt;`). */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#039|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored text as escaped text of at most `max` characters; null when absent; undefined when not text or too long. */
function text(value: unknown, max: number, cut = false): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const plain = unescapeHtml(value);
  if (plain.length > max && !cut) return undefined;
  return escapeHtml(plain.slice(0, max));
}

/**
 * A stored URL as a path on `origin` (the page's `location.origin`), or null:
 * a path starting with one `/`, or an absolute http(s) URL on that origin.
 * `//host`, `/\host`, `javascript:` and other origins are refused, and so is
 * anything the browser's URL parser would take off the origin.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL) return null;
  const isPath = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  if (!isPath && !/^https?:\/\//i.test(url)) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  // `/.//host` resolves to the path `//host`, which a link would take to that host.
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

function isHitType(value: unknown): value is HitType {
  return value === 'content' || LEVELS.includes(value as Level);
}

/** One stored entry rebuilt from its plain values, or null when it has not the shape of a hit of this site. */
export function storedSearch(value: unknown, origin: string, withParent = true): StoredSearch | null {
  if (!isRecord(value)) return null;
  const {objectID, type} = value;
  if (typeof objectID !== 'string' || objectID.length === 0 || objectID.length > MAX_TEXT) return null;
  if (!isHitType(type) || !isRecord(value.hierarchy)) return null;
  const url = sameOriginPath(value.url, origin);
  if (url === null) return null;
  const hierarchy = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const levelText = text(value.hierarchy[level], MAX_TEXT);
    if (levelText === undefined) return null;
    hierarchy[level] = levelText;
  }
  const content = text(value.content, MAX_CONTENT, true);
  if (content === undefined) return null;
  // DocSearch shows the text of the hit's type: without it the entry is an empty line.
  if (!(type === 'content' ? content : hierarchy[type])) return null;
  const parent = withParent && value.__docsearch_parent ? storedSearch(value.__docsearch_parent, origin, false) : null;
  return {objectID, url, type, hierarchy, content, __docsearch_parent: parent};
}

/**
 * The entries of a stored list that are hits of this site, rebuilt, at most
 * MAX_STORED_SEARCHES and each objectID once; [] for a value that is too
 * long, not JSON or not an array.
 */
export function storedSearches(raw: string, origin: string): StoredSearch[] {
  if (raw.length > MAX_STORED_CHARS) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const kept: StoredSearch[] = [];
  const ids = new Set<string>();
  for (const entry of list.slice(0, MAX_SCANNED)) {
    const search = storedSearch(entry, origin);
    if (!search || ids.has(search.objectID)) continue;
    ids.add(search.objectID);
    kept.push(search);
    if (kept.length === MAX_STORED_SEARCHES) break;
  }
  return kept;
}

/**
 * Rewrites DocSearch's lists of index `indexName` in `storage` to their
 * valid entries (a list with none is removed), so the modal only ever reads
 * checked values. A value that cannot be read or rewritten is removed; when
 * even that fails, DocSearch finds a storage it cannot write to, and keeps
 * no lists (its own fallback).
 */
export function cleanStoredSearches(storage: Storage, indexName: string, origin: string): void {
  for (const prefix of STORED_SEARCH_PREFIXES) {
    const key = prefix + indexName;
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const kept = storedSearches(raw, origin);
      const clean = JSON.stringify(kept);
      if (clean === raw) continue;
      if (kept.length > 0) storage.setItem(key, clean);
      else storage.removeItem(key);
    } catch {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more can be done with this storage; see above.
      }
    }
  }
}
