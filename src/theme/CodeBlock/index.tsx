// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/index.tsx sha256:02872fb480f9cfba
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for one change: the theme keys
 * the content by `useIsBrowser()`, which re-mounts every code block after
 * hydration so that the dark Prism theme's inline styles apply. Colours come
 * from classes here (src/features/code-blocks/shared/prismTheme.ts), the same HTML in both modes,
 * so hydration keeps the server's code blocks.
 */

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
