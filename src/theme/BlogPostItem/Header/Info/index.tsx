import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import KeepServerHtml from '@site/src/features/speed/components/KeepServerHtml';

type Props = WrapperProps<typeof InfoType>;

/** The theme's date and reading time, kept as the server wrote them while the page hydrates (no Intl in the load). */
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <KeepServerHtml as="div">
      <Info {...props} />
    </KeepServerHtml>
  );
}
