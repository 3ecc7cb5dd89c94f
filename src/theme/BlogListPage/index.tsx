// Wrapped, not ejected: the theme's blog list has no top-level heading. This wrapper hands the page's metadata
// to the wrapped BlogPostItems, which puts the blog's title (h1) and description above the posts (./Header.tsx).
import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListMetadata} from './Header';

type Props = WrapperProps<typeof BlogListPageType>;

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListMetadata value={props.metadata}>
      <BlogListPage {...props} />
    </BlogListMetadata>
  );
}
