// Wrapped: a code block keeps its server HTML through hydration.
import React, {Children, isValidElement, type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import WithoutHydrationRemount, {WithIsBrowser} from '@site/src/features/speed/components/WithoutHydrationRemount';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The theme keys a code block's content by `useIsBrowser()`, which re-mounts every block once the page has
 * hydrated, so that the dark Prism theme's inline styles apply. Here colours come from classes, the same HTML in
 * both modes (src/features/code-blocks/shared/prismTheme.ts), so the block is not re-mounted
 * (WithoutHydrationRemount, of the speed feature). Element children (not a string of code) and the buttons
 * (./Buttons) get the page's real `useIsBrowser()` back.
 */
export default function CodeBlockWrapper({children, ...props}: Props): ReactNode {
  const hasElements = Children.toArray(children).some((child) => isValidElement(child));
  return (
    <WithoutHydrationRemount>
      <CodeBlock {...props}>{hasElements ? <WithIsBrowser>{children}</WithIsBrowser> : children}</CodeBlock>
    </WithoutHydrationRemount>
  );
}
