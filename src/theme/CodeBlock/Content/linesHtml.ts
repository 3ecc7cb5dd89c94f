import clsx from 'clsx';
import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';
import {escapeHtml} from '@site/src/features/search/shared/html';
import {cssProperty} from '@site/src/features/code-blocks/shared/prismTheme';

/**
 * The lines of a highlighted code block as one HTML string: a `span` per line
 * (made a block by the `line` class), a `span` per token, a closing `br`. It
 * is the markup of the theme's CodeBlock/Line and CodeBlock/Line/Token, except
 * that their `div` lines are not allowed inside `code`, which holds phrasing
 * content only (the Nu Html Checker's error). One string makes the block one
 * element for React instead of one per line and token: hydrating the thousands
 * of token elements of a long reference page was most of its blocking time.
 * Two more savings in elements, which the browser would otherwise parse, style
 * and lay out one by one: a token with no colour of its own (Prism's
 * `plain`) is bare text that takes the block's colour, and neighbouring tokens
 * with the same classes share one span. Pure.
 */

type TokenProps = {className?: string; style?: CSSProperties; children?: unknown};
type LineProps = {className?: string; style?: CSSProperties};

export type LinesOptions = {
  getLineProps: (input: {line: Token[]; className?: string}) => LineProps;
  getTokenProps: (input: {token: Token}) => TokenProps;
  /** The class every line gets, which makes it a block. */
  lineClassName: string;
  /** Extra classes of each line (magic comments: highlighted lines), by line index. */
  lineClassNames: Readonly<Record<number, readonly string[] | undefined>>;
  /** Whether lines are numbered, and the classes that draw the numbers. */
  lineNumbers?: {line: string; number: string; content: string};
  /** Classes a token gets besides its types (its colours in light and dark mode). */
  tokenClasses: (types: readonly string[]) => string;
};

function styleAttribute(style: CSSProperties | undefined): string {
  const declarations = Object.entries((style ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${cssProperty(property)}:${String(value)}`);
  return declarations.length > 0 ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

/** A line holding only a line break becomes an empty token: the closing `br` already breaks it (the theme's rule). */
function fixLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 && line[0]?.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

export function linesHtml(lines: Token[][], options: LinesOptions): string {
  const {getLineProps, getTokenProps, lineClassName, lineClassNames, lineNumbers, tokenClasses} = options;
  let html = '';
  lines.forEach((rawLine, i) => {
    const line = fixLineBreak(rawLine);
    const lineProps = getLineProps({line, className: clsx(lineClassName, lineClassNames[i], lineNumbers?.line)});
    let tokens = '';
    // The span being filled: its opening tag and its text so far.
    let open = '';
    let text = '';
    const close = () => {
      tokens += open ? `${open}${text}</span>` : text;
      open = '';
      text = '';
    };
    for (const token of line) {
      const props = getTokenProps({token});
      const colours = tokenClasses(token.types);
      const style = styleAttribute(props.style);
      const tag = colours || style ? `<span class="${escapeHtml(clsx(props.className, colours))}"${style}>` : '';
      const content = escapeHtml(String(props.children ?? ''));
      // Empty bare text would only keep two spans of the same classes apart.
      if (!tag && !content) continue;
      if (tag !== open) close();
      open = tag;
      text += content;
    }
    close();
    const body = lineNumbers
      ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
      : tokens;
    html += `<span class="${escapeHtml(lineProps.className ?? '')}"${styleAttribute(lineProps.style)}>${body}<br></span>`;
  });
  return html;
}
