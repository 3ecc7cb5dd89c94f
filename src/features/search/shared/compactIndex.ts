import type {AsPlainObject} from 'minisearch';

/**
 * MiniSearch's serialised index (`toJSON()`) in a smaller shape for the shard
 * files, and back. The plain form spends most of its bytes on objects keyed by
 * document id (`{"208": 1}` for each term and field); here a term's documents
 * are the gaps between their sorted ids and their counts: the en/current
 * shard is 323 KB gzip with the plain form and 283 KB with this one (the
 * budget is 300). Expanding it costs about 15 ms more than loading the plain
 * form, in Node on this machine, for the whole shard that loads in the
 * background while the small headings shard answers. The shards' document ids
 * are the record indexes, 0 to n - 1, and they store no fields: `compactIndex`
 * refuses an index that is not so, since `expandIndex` rebuilds those parts
 * from the count alone.
 */
export type CompactIndex = {
  /** MiniSearch's `serializationVersion` of the plain form. */
  version: number;
  fieldIds: Record<string, number>;
  /** Each document's field lengths, by short id. */
  fieldLength: number[][];
  averageFieldLength: number[];
  /**
   * Per term: the term, then for each field that holds it, the field id, the
   * gaps between the ids of the documents that hold it (ascending, the first
   * from 0), and how often each holds it, or 0 when every count is 1.
   */
  terms: [string, ...(number | number[])[]][];
};

export function compactIndex(plain: AsPlainObject): CompactIndex {
  const count = plain.documentCount;
  const ids = Object.entries(plain.documentIds);
  if (
    plain.nextId !== count ||
    ids.length !== count ||
    ids.some(([short, id]) => Number(short) !== id) ||
    Object.keys(plain.storedFields).length ||
    plain.dirtCount
  )
    throw new Error('compactIndex: document ids must be 0 to n - 1, with no stored fields and no removed documents');
  const fieldLength = Array.from({length: count}, (_, id) => {
    const lengths = plain.fieldLength[id];
    if (!lengths) throw new Error(`compactIndex: document ${id} has no field lengths`);
    return lengths;
  });
  const terms = plain.index.map(([term, fields]): [string, ...(number | number[])[]] => {
    const entry: [string, ...(number | number[])[]] = [term];
    for (const [field, documents] of Object.entries(fields)) {
      const sorted = Object.keys(documents)
        .map(Number)
        .sort((a, b) => a - b);
      let previous = 0;
      const gaps = sorted.map((id) => {
        const gap = id - previous;
        previous = id;
        return gap;
      });
      const counts = sorted.map((id) => documents[id] ?? 0);
      entry.push(Number(field), gaps, counts.every((n) => n === 1) ? 0 : counts);
    }
    return entry;
  });
  return {
    version: plain.serializationVersion,
    fieldIds: plain.fieldIds,
    fieldLength,
    averageFieldLength: plain.averageFieldLength,
    terms,
  };
}

export function expandIndex(compact: CompactIndex): AsPlainObject {
  const count = compact.fieldLength.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < count; id++) {
    documentIds[id] = id;
    fieldLength[id] = compact.fieldLength[id] ?? [];
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: postings(compact.terms),
    serializationVersion: compact.version,
  };
}

/**
 * The plain form's postings, `[term, {field: {document: count}}]`, written as
 * JSON text and parsed: building the same objects key by key took three times
 * as long (tens of thousands of small objects keyed by document id).
 */
function postings(terms: CompactIndex['terms']): AsPlainObject['index'] {
  const entries: string[] = [];
  for (const [term, ...parts] of terms) {
    let fields = '';
    for (let i = 0; i + 2 < parts.length; i += 3) {
      const gaps = parts[i + 1] as number[];
      const counts = parts[i + 2];
      let documents = '';
      let id = 0;
      for (let j = 0; j < gaps.length; j++) {
        id += gaps[j] ?? 0;
        documents += `${j ? ',' : ''}"${id}":${Array.isArray(counts) ? (counts[j] ?? 1) : 1}`;
      }
      fields += `${i ? ',' : ''}"${Number(parts[i])}":{${documents}}`;
    }
    entries.push(`[${JSON.stringify(term)},{${fields}}]`);
  }
  return JSON.parse(`[${entries.join(',')}]`) as AsPlainObject['index'];
}
