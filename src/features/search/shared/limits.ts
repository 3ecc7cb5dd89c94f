/**
 * How much of a query the built-in search reads. Matching a word with
 * typos costs about the square of its length, and every word is a search of
 * its own, so a pasted page of text or a crafted link could hold the page
 * for seconds and gigabytes. `queryWords` (src/features/search/shared/tokenize.ts), which
 * reads every query of the modal, the search page and the not-found
 * suggestions, applies these bounds, and the inputs stop at the same length.
 *
 * - A query: 512 characters, as DocSearch's own input and Algolia's search
 *   API take, so both backends read the same query.
 * - A word: 64 characters, longer than any option name or identifier in the
 *   docs; a longer word is read as its first 64, which still finds it as a
 *   prefix.
 * - Words: 32, several times the longest question the quality set asks.
 */
export const MAX_QUERY_LENGTH = 512;
export const MAX_WORD_LENGTH = 64;
export const MAX_QUERY_WORDS = 32;

/** The first `max` characters of a text, never ending in half of a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** The part of a query the search reads. */
export function boundQuery(query: string): string {
  return truncate(query, MAX_QUERY_LENGTH);
}
