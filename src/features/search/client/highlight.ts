import type {HighlightResult, MatchLevel, SnippetResult} from './algolia';
import {escapeHtml} from '../shared/html';
import {tokenize, type Token} from '../shared/tokenize';

/**
 * Highlighting and snippets in Algolia's shape. The record text is plain text
 * and is HTML-escaped before the highlight tags go in, so nothing in a page
 * or a query can become markup: DocSearch and the search page insert these
 * values with `dangerouslySetInnerHTML`.
 */

export {escapeHtml};

export type HighlightTags = {pre: string; post: string};

/** Tells which query words a term of the text answers; an empty list means it is not a match. */
export type TermMatcher = (term: string) => string[];

type Range = {start: number; end: number};

function matches(tokens: Token[], matcher: TermMatcher): {ranges: Range[]; words: Set<string>} {
  const words = new Set<string>();
  const ranges: Range[] = [];
  for (const token of tokens) {
    const answered = matcher(token.term);
    if (!answered.length) continue;
    for (const word of answered) words.add(word);
    ranges.push({start: token.start, end: token.end});
  }
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  // Merge overlapping and touching ranges: a word and its parts, or neighbouring CJK characters.
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({...range});
  }
  return {ranges: merged, words};
}

function render(text: string, from: number, to: number, ranges: Range[], tags: HighlightTags): string {
  let out = '';
  let at = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue;
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    out += escapeHtml(text.slice(at, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function level(found: number, total: number): MatchLevel {
  if (found === 0) return 'none';
  return found >= total ? 'full' : 'partial';
}

/** The whole text, escaped, with every matching term wrapped in the highlight tags. */
export function highlight(
  text: string,
  matcher: TermMatcher,
  queryWords: number,
  tags: HighlightTags,
  tokens: Token[] = tokenize(text),
): HighlightResult {
  const {ranges, words} = matches(tokens, matcher);
  const matchLevel = level(words.size, queryWords);
  const covered = ranges.reduce((sum, r) => sum + r.end - r.start, 0);
  return {
    value: render(text, 0, text.length, ranges, tags),
    matchLevel,
    matchedWords: [...words],
    fullyHighlighted: matchLevel === 'full' && covered > 0 && covered >= text.replace(/[^\p{L}\p{N}]/gu, '').length,
  };
}

/**
 * About `size` words of the text around its first match (the start when
 * nothing matches), escaped and highlighted, with `ellipsis` where it was cut.
 */
export function snippet(
  text: string,
  matcher: TermMatcher,
  queryWords: number,
  size: number,
  tags: HighlightTags,
  ellipsis: string,
  tokens: Token[] = tokenize(text),
): SnippetResult {
  const {ranges, words} = matches(tokens, matcher);
  const wordTokens = tokens.filter((t) => !t.part);
  const first = ranges[0];
  let from = 0;
  if (first) {
    const hit = wordTokens.findIndex((t) => t.end > first.start);
    // Keep about a quarter of the window before the first match, as context.
    from = Math.max(0, Math.min(hit - Math.floor(size / 4), wordTokens.length - size));
  }
  const startToken = wordTokens[from];
  const endToken = wordTokens[Math.min(from + size, wordTokens.length) - 1];
  const start = from === 0 || !startToken ? 0 : startToken.start;
  const end = !endToken || from + size >= wordTokens.length ? text.length : endToken.end;
  const value = render(text, start, end, ranges, tags).trim();
  return {
    value: (start > 0 ? ellipsis : '') + value + (end < text.length ? ellipsis : ''),
    matchLevel: level(words.size, queryWords),
  };
}
