import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** The Farm release that brought the fact (or removed it), for example "1.3.0". */
  version: string;
  /** The fact was removed in `version` rather than added. */
  removed?: boolean;
  /**
   * A key naming the fact, for a fact marked on more than one page: the content tests demand one
   * release for every marker that shares a key. Not rendered.
   */
  fact?: string;
};

/**
 * A since-marker: which Farm release added (or removed) what the text beside it documents.
 * Plain text in the page, so search, feeds and readers without CSS see it too.
 */
export default function Since({version, removed = false}: Props): ReactNode {
  return (
    <span className={clsx('badge', styles.since, removed && styles.removed)}>
      {removed ? (
        <Translate
          id="since.removed"
          values={{version}}
          description="Marker beside a documented fact that a Farm release removed">
          {'removed in {version}'}
        </Translate>
      ) : (
        <Translate
          id="since.added"
          values={{version}}
          description="Marker beside a documented fact that a Farm release added">
          {'since {version}'}
        </Translate>
      )}
    </span>
  );
}
