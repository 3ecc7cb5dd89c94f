import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageMenu from '@site/src/features/markdown-twins/components/PageMenu';

type Props = WrapperProps<typeof ContentType>;

/** The doc's content, with the page menu (Copy page, View as Markdown, assistants) floated beside its title. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMenu />
      <Content {...props} />
    </>
  );
}
