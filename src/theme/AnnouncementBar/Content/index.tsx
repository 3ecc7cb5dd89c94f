// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/AnnouncementBar/Content/index.tsx sha256:e8e9e0e9cbdb0b94
// Ejected rather than wrapped: the theme renders the config's content as raw
// HTML, which cannot be translated; this renders the same message through
// <Translate> so the zh site shows it in Chinese.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

export default function AnnouncementBarContent({className, ...props}: Props): ReactNode {
  return (
    <div className={clsx(styles.content, className)} {...props}>
      <Translate
        id="announcement.nightly"
        values={{
          link: (
            <Link href={links.nightly}>
              <Translate id="announcement.nightly.link">the nightly site</Translate>
            </Link>
          ),
        }}>
        {'Try the newest Farm before it ships: nightly releases are published on {link}.'}
      </Translate>
    </div>
  );
}
