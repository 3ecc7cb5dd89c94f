import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {DARK_PREFIX, LIGHT_PREFIX, tokenClasses} from '@site/src/utils/prismTheme';

/**
 * A token of a code block, with the classes of its light and its dark style
 * (src/utils/prismTheme.ts); the generated stylesheet colours the current
 * mode's classes.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- `line` is not an attribute of the span
export default function CodeBlockLineToken({line, token, className, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const light = prism.theme;
  const dark = prism.darkTheme ?? light;
  return (
    <span
      {...props}
      className={clsx(
        className,
        tokenClasses(light, token.types, LIGHT_PREFIX),
        tokenClasses(dark, token.types, DARK_PREFIX),
      )}
    />
  );
}
