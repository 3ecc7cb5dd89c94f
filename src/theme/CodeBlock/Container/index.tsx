// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Container/index.tsx sha256:2ece6830dbb5b8d6
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10: the theme sets the current
 * Prism theme's colours here as inline CSS variables, which would differ
 * between light and dark mode. The site's generated stylesheet sets
 * `--prism-color` and `--prism-background-color` for each mode instead
 * (src/features/code-blocks/shared/prismTheme.ts).
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      {...(props as any)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
