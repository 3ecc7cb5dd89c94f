import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The theme's doc footer (tags, edit link), preceded by the "Was this page helpful?" question. */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <PageFeedback />
      <Footer {...props} />
    </>
  );
}
