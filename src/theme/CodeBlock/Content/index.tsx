// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/index.tsx sha256:b82ef1f4c49f4e2c
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight, type Token} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import {useThemeConfig} from '@docusaurus/theme-common';
import {DARK_PREFIX, LIGHT_PREFIX, NEUTRAL_THEME, tokenClasses} from '@site/src/utils/prismTheme';
import {linesHtml} from './linesHtml';
import lineStyles from './lines.module.css';

import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for two changes:
 * - prism-react-renderer gets a theme without colours, so it writes no inline
 *   style that depends on the colour mode; tokens take their colours from
 *   classes (src/utils/prismTheme.ts).
 * - The lines are one HTML string (./linesHtml.ts) in the markup of the theme's
 *   CodeBlock/Line and CodeBlock/Line/Token, instead of a React element per line
 *   and token, with block `span` lines where the theme has `div`s, which `code`
 *   may not hold; lines.module.css is CodeBlock/Line's stylesheet.
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

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * The HTML of a block's lines, by prism-react-renderer's token array: the same
 * array comes back while the code stays the same (its useTokenize memoizes it),
 * so the re-renders a block goes through after hydration (the word-wrap hook
 * measuring it, the browser-only buttons) reuse the string.
 */
const htmlByLines = new WeakMap<Token[][], {key: string; html: string}>();

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const light = prism.theme;
  const dark = prism.darkTheme ?? light;
  const key = `${String(lineNumbersStart)} ${JSON.stringify(lineClassNames)}`;
  return (
    <Highlight theme={NEUTRAL_THEME} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => {
        let cached = htmlByLines.get(lines);
        if (cached?.key !== key) {
          cached = {
            key,
            html: linesHtml(lines, {
              getLineProps,
              getTokenProps,
              lineClassName: lineStyles.line ?? '',
              lineClassNames,
              lineNumbers:
                lineNumbersStart === undefined
                  ? undefined
                  : {
                      line: lineStyles.codeLine ?? '',
                      number: lineStyles.codeLineNumber ?? '',
                      content: lineStyles.codeLineContent ?? '',
                    },
              tokenClasses: (types) =>
                clsx(tokenClasses(light, types, LIGHT_PREFIX), tokenClasses(dark, types, DARK_PREFIX)),
            }),
          };
          htmlByLines.set(lines, cached);
        }
        return (
          <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
            <Code dangerouslySetInnerHTML={{__html: cached.html}} />
          </Pre>
        );
      }}
    </Highlight>
  );
}
