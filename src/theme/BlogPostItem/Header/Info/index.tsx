import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import ServerKept from '@site/src/components/ServerKept';

type Props = WrapperProps<typeof InfoType>;

/** The theme's date and reading time, kept as the server wrote them while the page hydrates (no Intl in the load). */
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <ServerKept as="div">
      <Info {...props} />
    </ServerKept>
  );
}
