// Wrapped: on the blog list (inside the wrapped BlogListPage) the posts follow the list's h1 and description.
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeader} from '@site/src/theme/BlogListPage/Header';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListHeader />
      <BlogPostItems {...props} />
    </>
  );
}
