// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/index.tsx sha256:b82ef1f4c49f4e2c
import React, {type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useServerHtml} from '@site/src/features/speed/components/KeepServerHtml';
import Code, {LINES_ID_ATTRIBUTE} from './Code';
import Highlighted from './HighlightedLazily';

import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for four changes:
 * - prism-react-renderer gets a theme without colours, so it writes no inline
 *   style that depends on the colour mode; tokens take their colours from
 *   classes (src/features/code-blocks/shared/prismTheme.ts).
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

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // While the page hydrates, the lines the server wrote for this block (undefined for a block rendered here).
  const {id, html: hydrated} = useServerHtml(LINES_ID_ATTRIBUTE);
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
