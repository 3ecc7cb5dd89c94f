import {
  LEVELS,
  type DocSearchHit,
  type Hierarchy,
  type HighlightResult,
  type SearchRequest,
  type SnippetResult,
} from './algolia';
import {answersByPart, answersDirectly, type Match} from '../shared/engine';
import {escapeHtml, highlight, snippet, type HighlightTags, type TermMatcher} from './highlight';
import {hierarchyOf} from '../shared/shard';
import type {QueryWord, Token} from '../shared/tokenize';
import type {LoadedShard} from './shardFiles';

/**
 * One record of a shard as a hit in Algolia's shape, the way DocSearch's
 * crawler indexes a Docusaurus page: hierarchy, type, URL, and the
 * highlighted and snippeted texts the request asks for.
 */

/** The index's settings where a request does not say (those DocSearch's crawler sets on a Docusaurus index). */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

/** `'hierarchy.lvl1:15'` → the attribute and its snippet size in words (10 when not given). */
function parseSnippetAttribute(spec: string): {attribute: string; words: number} {
  const [attribute = '', size] = spec.split(':');
  const words = Number(size);
  return {attribute, words: Number.isInteger(words) && words > 0 ? words : 10};
}

/** A hit's type: its own heading level when the heading matched, `content` when only its text did. */
function hitType(level: number, match: Match | undefined): DocSearchHit['type'] {
  const own = LEVELS[level] ?? 'lvl1';
  if (!match || match.fields.has('title') || !match.fields.has('content')) return own;
  return 'content';
}

/**
 * Which query words a term of a text answers, for highlighting: in each
 * text, the terms that matched a word itself, or only when there are none,
 * those that matched its parts (so `persistentCache` is marked whole where
 * it is written so, and 缓存 is not marked character by character where the
 * text has the word).
 */
function termMatcher(match: Match | undefined, words: QueryWord[]): (tokens: Token[]) => TermMatcher {
  const none: string[] = [];
  if (!match) return () => () => none;
  return (tokens) => {
    const present = new Set(tokens.map((token) => token.term));
    const found = match.terms.filter((term) => present.has(term));
    const answered = new Map<string, string[]>();
    for (const word of words) {
      const direct = found.filter((term) => answersDirectly(term, word));
      for (const term of direct.length ? direct : found.filter((term) => answersByPart(term, word))) {
        answered.set(term, [...(answered.get(term) ?? []), word.term]);
      }
    }
    return (term) => answered.get(term) ?? none;
  };
}

export function toHit(
  shard: LoadedShard,
  recordIndex: number,
  match: Match | undefined,
  words: QueryWord[],
  request: SearchRequest,
  origin: string,
  tokensOf: (text: string) => Token[],
): DocSearchHit {
  const {file} = shard;
  const record = file.records[recordIndex];
  const page = record && file.pages[record[0]];
  if (!record || !page) throw new Error(`Search shard ${shard.meta.file} has no record ${recordIndex} or its page`);
  const [pageIndex, level, anchor, , text] = record;
  const levels = hierarchyOf(page, record);
  const tags: HighlightTags = {
    pre: request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
    post: request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
  };
  const ellipsis = request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
  const matcherOf = termMatcher(match, words);
  // Each text is tokenised once, for its matcher, its highlight and its snippet.
  const highlightOf = (value: string): HighlightResult => {
    const tokens = tokensOf(value);
    return highlight(value, matcherOf(tokens), words.length, tags, tokens);
  };
  const snippetOf = (value: string, size: number): SnippetResult => {
    const tokens = tokensOf(value);
    return snippet(value, matcherOf(tokens), words.length, size, tags, ellipsis, tokens);
  };

  const hierarchy = {} as Hierarchy;
  const highlighted: Partial<Record<(typeof LEVELS)[number], HighlightResult>> = {};
  LEVELS.forEach((lvl, i) => {
    const value = levels[i] ?? null;
    hierarchy[lvl] = value === null ? null : escapeHtml(value);
    if (value !== null) highlighted[lvl] = highlightOf(value);
  });
  const content = text || null;

  const snippets: DocSearchHit['_snippetResult'] = {hierarchy: {}};
  for (const spec of request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet) {
    const {attribute, words: size} = parseSnippetAttribute(spec);
    const result = (value: string | null | undefined): SnippetResult | undefined =>
      value ? snippetOf(value, size) : undefined;
    if (attribute === 'content') {
      const value = result(content);
      if (value) snippets.content = value;
    } else if (attribute.startsWith('hierarchy.')) {
      const lvl = LEVELS.find((l) => `hierarchy.${l}` === attribute);
      const value = lvl && result(levels[LEVELS.indexOf(lvl)]);
      if (lvl && value) snippets.hierarchy[lvl] = value;
    }
  }

  const path = page[2];
  const ordinal = recordIndex - (shard.firstRecord[pageIndex] ?? recordIndex);
  return {
    objectID: `${path}#${anchor || `section-${ordinal}`}`,
    url: `${origin}${path}${anchor ? `#${anchor}` : ''}`,
    url_without_anchor: `${origin}${path}`,
    anchor: anchor || null,
    type: hitType(level, match),
    hierarchy,
    content: content === null ? null : escapeHtml(content),
    language: file.language,
    docusaurus_tag: file.tag,
    _highlightResult: {
      hierarchy: highlighted,
      ...(content !== null && {content: highlightOf(content)}),
    },
    _snippetResult: snippets,
  };
}
