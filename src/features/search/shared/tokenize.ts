import {boundQuery, MAX_QUERY_WORDS, MAX_WORD_LENGTH, truncate} from './limits';

/**
 * The one tokenizer of the built-in search: the index plugin runs it over the
 * pages at build time and the search client runs it over the query, so both
 * sides always agree on what a term is.
 *
 * - Latin, Cyrillic and other space-separated scripts: runs of letters, digits
 *   and `_` are terms, lower-cased and stripped of accents. An identifier
 *   that joins several words (`persistentCache`, `ssr_entry`, `vue3`) also
 *   yields its parts, so `persistent cache` finds `persistentCache`; a
 *   capitalised name (`JavaScript`) splits only at digits. English stop
 *   words are left out.
 * - Chinese, Japanese and Korean: `Intl.Segmenter` (ICU's built-in word
 *   dictionary, nothing downloaded) cuts a run into words; every character of
 *   a longer word is a term too, so a query the segmenter cuts differently
 *   from the page still meets it character by character.
 */

/**
 * One term found in a text, with where it sits (UTF-16 offsets, end exclusive).
 * `part` marks the parts of a compound word and the characters of a CJK word,
 * which overlap the word they come from.
 */
export type Token = {term: string; start: number; end: number; part: boolean};

/**
 * One word of a query: its term, and the terms it may be matched by instead
 * (its parts). A synonym phrase (src/features/search/client/readQuery.ts) is one word whose
 * `alternatives` (each a phrasing, all of whose words must match) answer it
 * instead of its term; an `optional` word need not match. A `whole` word
 * and its parts match only the same terms, not the terms they start.
 */
export type QueryWord = {
  term: string;
  parts: string[];
  cjk: boolean;
  alternatives?: QueryWord[][];
  optional?: boolean;
  whole?: boolean;
};

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** A CJK run, or a run of other letters, marks, digits and `_`. */
const RUN = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{M}\\p{N}_])+)`, 'gu');
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');
/** The parts of an identifier: split at `_`, lower→Upper, UPPER→Upper-lower and letter↔digit. */
const PART = /[\p{Lu}]+(?![\p{Ll}])|[\p{Lu}]?[\p{Ll}\p{M}]+|\p{N}+|[\p{L}\p{M}]+/gu;
/** The parts of a capitalised word: names (`JavaScript`, `GitHub`) stay whole, `Vue3` splits at the digit. */
const NAME_PART = /[\p{L}\p{M}]+|\p{N}+/gu;
const CAPITALISED = /^\p{Lu}/u;
/** Where an identifier has parts at all (most words have none, and skip the split). */
const COMPOUND = /_|\p{L}\p{N}|\p{N}\p{L}|\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;
/** A character outside printable ASCII (terms hold letters, digits and `_` only). */
const NON_ASCII = /[^ -~]/;

/**
 * English words too common to tell sections apart (Lucene's English stop
 * set, plus pronouns and auxiliaries): left out of the index and of
 * queries, where they would only add postings to nearly every section. They
 * still count as words in snippets.
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with ' +
    'all also any can do does each has have how i its our so than we what when which who you your'
  ).split(' '),
);

type Segment = {segment: string; index: number; isWordLike?: boolean};
type Segmenter = {segment(text: string): Iterable<Segment>};

/** Each character a word: for browsers without `Intl.Segmenter` (Firefox before 125), whose queries then meet the indexed characters. */
const characterSegmenter: Segmenter = {
  *segment(text) {
    let index = 0;
    for (const char of text) {
      yield {segment: char, index, isWordLike: true};
      index += char.length;
    }
  },
};

let segmenter: Segmenter | undefined;
function cjkSegmenter(): Segmenter {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', {granularity: 'word'}) : characterSegmenter;
  return segmenter;
}

/** Lower case without accents: `Café` → `cafe`. */
export function normalizeTerm(text: string): string {
  // Most terms are ASCII, which has no accents to strip.
  return !NON_ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when the text contains a Chinese, Japanese or Korean character. */
export function isCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

function partsOf(run: string): RegExpExecArray[] {
  if (!COMPOUND.test(run)) return [];
  return [...run.matchAll(CAPITALISED.test(run) && !run.includes('_') ? NAME_PART : PART)];
}

function pushLatin(run: string, offset: number, out: Token[]): void {
  const term = normalizeTerm(run);
  if (!term) return;
  out.push({term, start: offset, end: offset + run.length, part: false});
  const parts = partsOf(run);
  if (parts.length < 2) return;
  for (const part of parts) {
    const partTerm = normalizeTerm(part[0]);
    if (partTerm)
      out.push({term: partTerm, start: offset + part.index, end: offset + part.index + part[0].length, part: true});
  }
}

function pushCjk(run: string, offset: number, out: Token[]): void {
  for (const {segment, index, isWordLike} of cjkSegmenter().segment(run)) {
    if (!isWordLike) continue;
    out.push({term: segment, start: offset + index, end: offset + index + segment.length, part: false});
    const chars = [...segment];
    if (chars.length < 2) continue;
    let at = offset + index;
    for (const char of chars) {
      out.push({term: char, start: at, end: at + char.length, part: true});
      at += char.length;
    }
  }
}

/** Every term of a text with its position, words before their parts, in text order. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(RUN)) {
    if (match[1]) pushCjk(match[1], match.index, out);
    else pushLatin(match[0], match.index, out);
  }
  return out;
}

/** The terms of a text, for the index: its tokens without stop words. */
export function terms(text: string): string[] {
  return tokenize(text)
    .map((token) => token.term)
    .filter((term) => !STOP_WORDS.has(term));
}

/**
 * The words of a query. A CJK run gives one word per segment; a compound Latin word gives
 * one word that may also be matched by all of its parts. Only the first MAX_QUERY_LENGTH
 * characters are read, at most MAX_QUERY_WORDS words, each cut to MAX_WORD_LENGTH
 * (src/features/search/shared/limits.ts).
 *
 * As Algolia's default `prefixLast` reads a query, only the last word is
 * matched as a prefix (it may be half typed); a Latin word before it matches
 * whole. A short word as a prefix matches hundreds of terms (`c`: 390 in the
 * current docs), so a query of many short words cost hundreds of
 * milliseconds. Chinese words keep their prefix: the segmenter cuts queries
 * and pages differently, and a Chinese word starts few others.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of boundQuery(query).matchAll(RUN)) {
    if (match[1]) {
      for (const {segment, isWordLike} of cjkSegmenter().segment(match[1])) {
        if (!isWordLike) continue;
        const term = truncate(segment, MAX_WORD_LENGTH);
        const chars = [...term];
        words.push({term, parts: chars.length > 1 ? chars : [], cjk: true});
        if (words.length === MAX_QUERY_WORDS) break;
      }
      if (words.length === MAX_QUERY_WORDS) break;
      continue;
    }
    const run = truncate(match[0], MAX_WORD_LENGTH);
    // Unicode normalisation may lengthen a word (ligatures): the bound holds after it.
    const term = truncate(normalizeTerm(run), MAX_WORD_LENGTH);
    if (!term || STOP_WORDS.has(term)) continue;
    const parts = partsOf(run)
      .map((part) => normalizeTerm(part[0]))
      .filter((part) => part && !STOP_WORDS.has(part));
    words.push({term, parts: parts.length > 1 ? parts : [], cjk: false});
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words.map((word, i) => (word.cjk || i === words.length - 1 ? word : {...word, whole: true}));
}
