import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/**
 * The theme's doc footer (tags, edit link, last update), preceded by the "Was this page helpful?"
 * question. The footer sits in an item scope: the theme marks the last-update date
 * `itemprop="dateModified"`, which is invalid HTML outside an item (Nu Html Checker).
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <PageFeedback />
      <div itemScope itemType="https://schema.org/TechArticle">
        <Footer {...props} />
      </div>
    </>
  );
}
