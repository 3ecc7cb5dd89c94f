import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/theme/CodeBlock/themeCommon.internals';
import styles from './styles.module.css';

/** The attribute that names a block's `code` element, so that hydration finds the lines the server wrote. */
export const LINES_ID_ATTRIBUTE = 'data-lines';

/** The block's `code` element: the theme's, with the line-number counter. */
export default function Code(props: ComponentProps<'code'>): ReactNode {
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
