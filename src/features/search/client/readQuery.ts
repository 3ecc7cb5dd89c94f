import {OPTIONAL_WORDS, SYNONYMS, type SynonymGroup} from './synonyms';
import {queryWords, type QueryWord} from '../shared/tokenize';

/**
 * Reads a query as a reader means it: a phrase of a synonym group
 * (src/features/search/client/synonyms.ts) becomes one word that any phrase of its group
 * answers, and the words that only say how a question is asked are marked
 * optional.
 */

/** A phrase as the tokenizer cuts it, and the units it is matched by (a CJK word by its characters). */
type Phrase = {words: QueryWord[]; units: string[]; group: number};

const unitsOf = (words: QueryWord[]): string[] => words.flatMap((w) => (w.cjk ? [...w.term] : [w.term]));

let phrases: Phrase[] | undefined;

/** Every phrase of every group, longest first (a longer phrase wins over one it contains). */
function allPhrases(groups: readonly SynonymGroup[] = SYNONYMS): Phrase[] {
  phrases ??= groups
    .flatMap((group, index) =>
      group.phrases.map((text) => {
        const words = queryWords(text);
        return {words, units: unitsOf(words), group: index};
      }),
    )
    .filter((phrase) => phrase.units.length > 0)
    .sort((a, b) => b.units.length - a.units.length);
  return phrases;
}

/** The phrase that starts at word `start` and ends at the end of a word, with the number of words it covers. */
function phraseAt(words: QueryWord[], start: number): {phrase: Phrase; length: number} | undefined {
  const ends: number[] = [];
  const units: string[] = [];
  for (const word of words.slice(start)) {
    units.push(...unitsOf([word]));
    ends.push(units.length);
  }
  for (const phrase of allPhrases()) {
    const length = ends.indexOf(phrase.units.length) + 1;
    if (length && phrase.units.every((unit, i) => unit === units[i])) return {phrase, length};
  }
  return undefined;
}

/** Whether two phrasings are the same words. */
const sameWords = (a: QueryWord[], b: QueryWord[]): boolean =>
  a.length === b.length && a.every((word, i) => word.term === b[i]?.term);

/**
 * The words of a query with its synonym phrases joined into one word each,
 * whose alternatives are the query's own words and every other phrase of
 * the group; words in OPTIONAL_WORDS are marked optional.
 */
export function expandQuery(words: QueryWord[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (let i = 0; i < words.length;) {
    const found = phraseAt(words, i);
    const own = words.slice(i, i + (found?.length ?? 1));
    const [first] = own;
    if (!first) break;
    const optional = own.length === 1 && OPTIONAL_WORDS.has(first.term);
    if (!found) {
      out.push(optional ? {...first, optional} : first);
      i += 1;
      continue;
    }
    const others = allPhrases()
      .filter((p) => p.group === found.phrase.group && !sameWords(p.words, own))
      .map((p) => p.words);
    out.push({
      term: own.map((w) => w.term).join(' '),
      parts: [],
      cjk: own.some((w) => w.cjk),
      alternatives: [own, ...others],
      ...(optional && {optional}),
    });
    i += own.length;
  }
  return out;
}

/** The words of a query, read with synonyms and optional words. */
export function readQuery(query: string): QueryWord[] {
  return expandQuery(queryWords(query));
}
