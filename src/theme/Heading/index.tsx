// Wrapped: an h3 inside a PromoteH3 provider (the blog archive, src/components/HeadingLevel) becomes an
// h2 drawn at the h3 size. Every other heading renders exactly as the theme's.
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {PromoteH3} from '@site/src/components/HeadingLevel';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

export default function HeadingWrapper(props: Props): ReactNode {
  const promote = useContext(PromoteH3);
  if (promote && props.as === 'h3')
    return <Heading {...props} as="h2" className={clsx(props.className, styles.h3Size)} />;
  return <Heading {...props} />;
}
