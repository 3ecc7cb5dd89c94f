// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/index.tsx sha256:b82ef1f4c49f4e2c
import React, {useId, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Code, {LINES_ID_ATTRIBUTE} from './Code';
import Highlighted from './HighlightedLazily';

import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for four changes:
 * - prism-react-renderer gets a theme without colours, so it writes no inline
 *   style that depends on the colour mode; tokens take their colours from
 *   classes (src/utils/prismTheme.ts).
 * - The lines are one HTML string (./linesHtml.ts) in the markup of the theme's
 *   CodeBlock/Line and CodeBlock/Line/Token, instead of a React element per line
 *   and token, with block `span` lines where the theme has `div`s, which `code`
 *   may not hold; lines.module.css is CodeBlock/Line's stylesheet.
 * - A block out of view skips layout (`content-visibility: auto`, with a
 *   height from its line count, styles.module.css), which the word-wrap
 *   state no longer undoes (./String.tsx).
 * - The browser does not highlight again what the build highlighted: while
 *   the page hydrates, a block keeps the lines the server wrote, and Prism
 *   with its grammars (./Highlighted.tsx) is a chunk of its own, loaded only
 *   for a block rendered in the browser (client-side navigation, dev server).
 */

// TODO Docusaurus v4: remove useless forwardRef
const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return (
    <pre
      ref={ref}
      // Focusable so that a keyboard can scroll a wide block.
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

/**
 * The lines the server wrote for the block whose `code` carries `id`, while the
 * page hydrates: `useId` gives a block the same id on the server and in the
 * hydrating browser, and ids of blocks rendered in the browser later never match
 * a server one. Undefined on the server and for a block rendered in the browser.
 * React keeps the server's inner HTML as it is while the string stays the same.
 */
function serverLines(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`code[${LINES_ID_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const id = useId();
  const [hydrated] = useState(() => serverLines(id));
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(classNameProp, 'prism-code', `language-${metadata.language.toLowerCase()}`)}
      // The height the browser assumes for the block while it skips its layout out of view (styles.module.css).
      style={{'--code-block-lines': metadata.code.split('\n').length} as CSSProperties}>
      {hydrated === undefined ? (
        <Highlighted id={id} />
      ) : (
        <Code {...{[LINES_ID_ATTRIBUTE]: id}} dangerouslySetInnerHTML={{__html: hydrated}} />
      )}
    </Pre>
  );
}
