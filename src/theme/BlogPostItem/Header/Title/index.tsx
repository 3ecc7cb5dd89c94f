import React, {type ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageMenu from '@site/src/features/markdown-twins/components/PageMenu';

type Props = WrapperProps<typeof TitleType>;

/** A blog post's title; on the post's own page (not in a list), with the page menu floated beside it. */
export default function TitleWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageMenu />}
      <Title {...props} />
    </>
  );
}
