// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content/String.tsx sha256:76e8e89a5336d05d
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useWordWrapWhenSeen} from './useWordWrapWhenSeen';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for one change: the word-wrap
 * state comes from useWordWrapWhenSeen, which measures whether a block
 * scrolls when the block is in view, instead of theme-common's
 * useCodeWordWrap, which measures every block of the page while it hydrates.
 * Those measurements laid out every block at once, which undid the
 * `content-visibility: auto` that lets the browser skip the layout of the
 * blocks out of view (./index.tsx).
 */

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useWordWrapWhenSeen();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
