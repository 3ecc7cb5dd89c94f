import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/theme/CodeBlock/themeCommon.internals';
import {useThemeConfig} from '@docusaurus/theme-common';
import {Highlight, Prism, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {DARK_PREFIX, LIGHT_PREFIX, NEUTRAL_THEME, tokenClasses} from '@site/src/features/code-blocks/shared/prismTheme';
import Code, {LINES_ID_ATTRIBUTE} from './Code';
import {linesHtml} from './linesHtml';
import lineStyles from './lines.module.css';

/*
 * Prism and its grammars, loaded only where a block is rendered without the
 * server's HTML: the build, the dev server, and a page reached by client-side
 * navigation. The theme registers the site's additional languages from a
 * client module at startup, which put Prism in every page's main bundle;
 * that module is replaced by an empty one (src/features/code-blocks/node), and the
 * languages are registered here, when Prism is loaded.
 */
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

/**
 * The HTML of a block's lines, by prism-react-renderer's token array: the same
 * array comes back while the code stays the same (its useTokenize memoizes it),
 * so the re-renders a block goes through (the word-wrap hook measuring it, the
 * browser-only buttons) reuse the string.
 */
const htmlByLines = new WeakMap<Token[][], {key: string; html: string}>();

/** A block's `code` element with its lines highlighted by Prism. */
export default function Highlighted({id}: {id: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {prism} = useThemeConfig();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const light = prism.theme;
  const dark = prism.darkTheme ?? light;
  const key = `${String(lineNumbersStart)} ${JSON.stringify(lineClassNames)}`;
  return (
    <Highlight theme={NEUTRAL_THEME} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => {
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
        return <Code {...{[LINES_ID_ATTRIBUTE]: id}} dangerouslySetInnerHTML={{__html: cached.html}} />;
      }}
    </Highlight>
  );
}
