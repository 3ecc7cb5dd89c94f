import MiniSearch, {type Options, type Query, type SearchOptions, type SearchResult} from 'minisearch';
import {expandIndex} from './compactIndex';
import {MAX_WORD_LENGTH} from './limits';
import {FIELDS, fieldsOf, type RecordFields, type ShardFile, type ShardPage, type ShardRecord} from './shard';
import {isCjk, terms, type QueryWord} from './tokenize';

/**
 * The MiniSearch set-up shared by the index plugin (which builds and
 * serialises the index) and the client (which loads it and queries it).
 */

type Document = RecordFields & {id: number};

/** Headings rank above body text; a section's own heading above the headings of its page. */
export const FIELD_BOOST: Record<keyof RecordFields, number> = {title: 4, parents: 1.5, content: 1};

/** Weight of a prefix match and of a typo match relative to an exact one (1): exact > prefix > typo. */
export const MATCH_WEIGHTS = {prefix: 0.6, fuzzy: 0.3};

/**
 * Typos allowed in a word, as Algolia counts them: none below 4 letters, 1
 * from 4, 2 from 8; never in CJK, nor in a word longer than queries' words
 * may be (matching with typos costs the square of the length).
 */
export function typosAllowed(term: string): number {
  if (term.length > MAX_WORD_LENGTH || isCjk(term)) return 0;
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}

export function indexOptions(fields: (keyof RecordFields)[] = FIELDS): Options<Document> {
  return {
    fields,
    tokenize: terms,
    // tokenize() has normalised the terms already.
    processTerm: (term) => term,
  };
}

export function buildIndex(
  pages: ShardPage[],
  records: ShardRecord[],
  fields: (keyof RecordFields)[] = FIELDS,
): MiniSearch<Document> {
  const index = new MiniSearch<Document>(indexOptions(fields));
  index.addAll(
    records.map((record, id) => {
      const page = pages[record[0]];
      if (!page) throw new Error(`Search record ${id} points at missing page ${record[0]}`);
      return {id, ...fieldsOf(page, record)};
    }),
  );
  return index;
}

export function loadIndex(shard: ShardFile): MiniSearch<Document> {
  return MiniSearch.loadJS<Document>(expandIndex(shard.index), indexOptions(shard.fields));
}

/** The same, in slices that leave the page free to handle input between them. */
export function loadIndexAsync(shard: ShardFile): Promise<MiniSearch<Document>> {
  return MiniSearch.loadJSAsync<Document>(expandIndex(shard.index), indexOptions(shard.fields));
}

const searchOptions: SearchOptions = {
  boost: FIELD_BOOST,
  weights: MATCH_WEIGHTS,
  // A single Chinese character as a prefix would match every word that starts with it.
  prefix: (term) => !isCjkCharacter(term),
  fuzzy: (term) => typosAllowed(term) || false,
  // The query tree below holds single, normalised terms.
  tokenize: (term) => [term],
  processTerm: (term) => term,
};

/**
 * A word matches its term, or all of its parts (`persistent cache` for
 * `persistentCache`, 缓+存 for 缓存); a synonym phrase, every word of one of
 * its alternatives.
 */
function wordQuery(word: QueryWord): Query {
  if (word.whole && !word.alternatives) return {queries: [wordQuery({...word, whole: false})], prefix: false};
  if (word.alternatives)
    return {
      combineWith: 'OR',
      queries: word.alternatives.map((alt) =>
        alt.length === 1 && alt[0] ? wordQuery(alt[0]) : {combineWith: 'AND', queries: alt.map(wordQuery)},
      ),
    };
  if (!word.parts.length) return word.term;
  return {combineWith: 'OR', queries: [word.term, {combineWith: 'AND', queries: word.parts}]};
}

/** One match: the record, how well it matched, and the terms of the record that matched. */
export type Match = {
  record: number;
  score: number;
  /** Query words the record answers (all of them unless the query fell back to OR). */
  words: number;
  /** Query words answered only with a typo. */
  typos: number;
  /**
   * Where the answered words are, as DocSearch's ordered hierarchy ranks it:
   * the record's heading level (1 to 6) when its own heading answers them
   * all, 7 when its headings and its page's do, 8 when its text is needed.
   */
  attribute: number;
  /** Record terms that matched, for highlighting. */
  terms: string[];
  /** Fields with a match. */
  fields: Set<keyof RecordFields>;
  /** Where the record's kind of page ranks among equal matches: docs (1) above blog posts and pages (0). */
  rank?: number;
};

function isCjkCharacter(term: string): boolean {
  return [...term].length === 1 && isCjk(term);
}

/**
 * A record term that is the query word's term (or part) or starts with it; a
 * whole word, and a Chinese character, only match themselves.
 */
function startsWithTerm(term: string, queryTerm: string, word: QueryWord): boolean {
  return word.whole || isCjkCharacter(queryTerm) ? term === queryTerm : term.startsWith(queryTerm);
}

/** True when a record term answers a query word by one of its parts (`cache` for `persistentCache`, 缓 for 缓存). */
export function answersByPart(term: string, word: QueryWord): boolean {
  return word.parts.some((part) => startsWithTerm(term, part, word));
}

/** The words of a synonym phrase's alternatives, each of which answers it. */
function alternativeWords(word: QueryWord): QueryWord[] {
  return word.alternatives?.flat() ?? [];
}

/** True when a record term answers a query word itself: exactly, as a prefix, or within the typos it allows. */
export function answersDirectly(term: string, word: QueryWord): boolean {
  if (word.alternatives) return alternativeWords(word).some((alt) => answers(term, alt));
  if (startsWithTerm(term, word.term, word)) return true;
  const allowed = typosAllowed(word.term);
  return allowed > 0 && editDistance(term, word.term, allowed) <= allowed;
}

/** True when a record term answers a query word exactly or as a prefix (no typo). */
export function answersWithoutTypo(term: string, word: QueryWord): boolean {
  if (word.alternatives) return alternativeWords(word).some((alt) => answersWithoutTypo(term, alt));
  return startsWithTerm(term, word.term, word) || answersByPart(term, word);
}

/** The fields a record term matched in (an own property: terms such as `constructor` exist). */
function fieldsOfTerm(match: SearchResult['match'], term: string): string[] {
  return Object.prototype.hasOwnProperty.call(match, term) ? (match[term] ?? []) : [];
}

/** What a record term says about each query word: whether it answers it, and whether without a typo. */
type TermInfo = {answers: boolean[]; withoutTypo: boolean[]};

function toMatch(result: SearchResult, words: QueryWord[], level: number, info: (term: string) => TermInfo): Match {
  const fields = new Set<keyof RecordFields>();
  for (const matched of Object.values(result.match))
    for (const field of matched) fields.add(field as keyof RecordFields);
  const answered = words.map((_, i) => result.terms.some((term) => info(term).answers[i]));
  const wordCount = answered.filter(Boolean).length;
  const typos = words.filter((_, i) => answered[i] && !result.terms.some((term) => info(term).withoutTypo[i])).length;
  const termIn = (answersWord: (term: string) => boolean, allowed: (keyof RecordFields)[]): boolean =>
    result.terms.some(
      (term) =>
        answersWord(term) && fieldsOfTerm(result.match, term).some((f) => allowed.includes(f as keyof RecordFields)),
    );
  // A synonym phrase is in these fields when all the words of one of its phrasings are.
  const wordIn = (word: QueryWord, i: number, allowed: (keyof RecordFields)[]): boolean =>
    word.alternatives
      ? word.alternatives.some((alt) => alt.every((w) => termIn((term) => answers(term, w), allowed)))
      : termIn((term) => info(term).answers[i] ?? false, allowed);
  const answeredIn = (allowed: (keyof RecordFields)[]): boolean =>
    words.every((word, i) => !answered[i] || wordIn(word, i, allowed));
  const attribute = answeredIn(['title']) ? level : answeredIn(['title', 'parents']) ? 7 : 8;
  return {
    record: result.id as number,
    score: result.score,
    words: wordCount,
    typos,
    attribute,
    terms: result.terms,
    fields,
  };
}

/**
 * Algolia's tie-breaking order as DocSearch configures it: more query words
 * matched, then fewer typos, then the attribute (a page title above a
 * section heading above body text), then the kind of page (the docs of the
 * version searched above a blog post on the same topic, as a custom
 * ranking would), then the score (BM25 with the field boosts, in which a
 * prefix match weighs less than an exact one and a typo less than a prefix).
 */
export function compareMatches(a: Match, b: Match): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    (b.rank ?? 0) - (a.rank ?? 0) ||
    b.score - a.score ||
    a.record - b.record
  );
}

/** Results of single words, per index: while a query is typed, only its last word changes. */
const wordResults = new WeakMap<MiniSearch<Document>, Map<string, SearchResult[]>>();
const WORD_CACHE_SIZE = 64;

function searchWord(index: MiniSearch<Document>, word: QueryWord): SearchResult[] {
  let cache = wordResults.get(index);
  if (!cache) wordResults.set(index, (cache = new Map()));
  const key = word.alternatives
    ? JSON.stringify(word.alternatives.map((alt) => alt.map((w) => [w.whole ?? false, w.term, ...w.parts])))
    : `${word.whole ? '=' : ''}${[word.term, ...word.parts].join(' ')}`;
  let results = cache.get(key);
  if (!results) {
    if (cache.size >= WORD_CACHE_SIZE) cache.clear();
    results = index.search(wordQuery(word), searchOptions);
    cache.set(key, results);
  }
  return results;
}

/**
 * A copy of a result that `mergeInto` may change: its own terms and match,
 * whose field lists it replaces rather than changes.
 */
function own(result: SearchResult): SearchResult {
  return {...result, terms: [...result.terms], match: {...result.match}};
}

/**
 * Adds the score, terms and matches of another result of the same record to
 * an owned one, in place: copying the whole match at every word made an OR
 * of many words cost the square of the terms they matched.
 */
function mergeInto(target: SearchResult, result: SearchResult): void {
  target.score += result.score;
  for (const term of result.terms) {
    const fields = fieldsOfTerm(result.match, term);
    if (!Object.prototype.hasOwnProperty.call(target.match, term)) {
      target.terms.push(term);
      target.match[term] = fields;
      continue;
    }
    const known = target.match[term] ?? [];
    const added = fields.filter((field) => !known.includes(field));
    if (added.length) target.match[term] = [...known, ...added];
  }
}

/** MiniSearch's own AND and OR of results: scores add up, terms and matches merge. */
function combine(perWord: SearchResult[][], combineWith: 'AND' | 'OR'): SearchResult[] {
  const [first = [], ...others] = perWord;
  // One word: its results as they are (read only from here on).
  if (!others.length) return first;
  let combined = new Map(first.map((r) => [r.id as number, own(r)]));
  for (const results of others) {
    const next = combineWith === 'AND' ? new Map<number, SearchResult>() : combined;
    for (const result of results) {
      const id = result.id as number;
      const known = combined.get(id);
      if (known) {
        mergeInto(known, result);
        next.set(id, known);
      } else if (combineWith === 'OR') next.set(id, own(result));
    }
    combined = next;
  }
  return [...combined.values()];
}

/**
 * The records that match every word of the query (`AND`) or any (`OR`),
 * unsorted. `levelOf` gives a record's heading level (1 for a page's own
 * section).
 */
export function searchIndex(
  index: MiniSearch<Document>,
  words: QueryWord[],
  levelOf: (record: number) => number,
  combineWith: 'AND' | 'OR' = 'AND',
): Match[] {
  if (!words.length) return [];
  const infos = new Map<string, TermInfo>();
  const info = (term: string): TermInfo => {
    let known = infos.get(term);
    if (!known) {
      known = {answers: words.map((w) => answers(term, w)), withoutTypo: words.map((w) => answersWithoutTypo(term, w))};
      infos.set(term, known);
    }
    return known;
  };
  // Optional words (`how`, `change`, 怎么) need not match, but add to the records that have them.
  const required = combineWith === 'AND' ? words.filter((word) => !word.optional) : words;
  const optional = required.length && required.length < words.length ? words.filter((word) => word.optional) : [];
  let results = combine(
    (optional.length ? required : words).map((word) => searchWord(index, word)),
    combineWith,
  );
  if (optional.length) {
    const byId = new Map(results.map((r) => [r.id as number, own(r)]));
    for (const word of optional)
      for (const result of searchWord(index, word)) {
        const known = byId.get(result.id as number);
        if (known) mergeInto(known, result);
      }
    results = [...byId.values()];
  }
  // Ranked by the words that say what the query is about: `add` in a record does not outrank `proxy` in a heading.
  const ranked = optional.length ? required : words;
  const rankedInfo = optional.length
    ? (term: string): TermInfo => {
        const {answers: all, withoutTypo} = info(term);
        const keep = (_: boolean, i: number) => !words[i]?.optional;
        return {answers: all.filter(keep), withoutTypo: withoutTypo.filter(keep)};
      }
    : info;
  return results.map((result) => toMatch(result, ranked, levelOf(result.id as number), rankedInfo));
}

/** Levenshtein distance, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** True when a record term answers a query word: itself or by a part. */
export function answers(term: string, word: QueryWord): boolean {
  return answersDirectly(term, word) || answersByPart(term, word);
}
