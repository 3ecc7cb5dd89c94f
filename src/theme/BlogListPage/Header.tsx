import React, {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';

/** The blog list page's metadata, set by the wrapped BlogListPage for the wrapped BlogPostItems inside it. */
export const BlogListMetadata = createContext<Props['metadata'] | undefined>(undefined);

/**
 * The blog list's h1 (the blog's title) and its description, above the posts. Renders nothing outside the blog
 * list, so the tag and author pages, which have their own h1, are unchanged.
 */
export function BlogListHeader(): ReactNode {
  const metadata = useContext(BlogListMetadata);
  if (!metadata) return null;
  return (
    <header className="margin-bottom--lg">
      <Heading as="h1">{metadata.blogTitle}</Heading>
      <p>{metadata.blogDescription}</p>
    </header>
  );
}
