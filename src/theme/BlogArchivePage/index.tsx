// Wrapped, not ejected: the theme's archive gives each year an h3 right under the page's h1, a skipped
// heading level (Nu Html Checker). Inside this provider the wrapped Heading draws those h3s as h2s.
import React, {type ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {PromoteH3} from '@site/src/components/HeadingLevel';

type Props = WrapperProps<typeof BlogArchivePageType>;

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <PromoteH3.Provider value>
      <BlogArchivePage {...props} />
    </PromoteH3.Provider>
  );
}
