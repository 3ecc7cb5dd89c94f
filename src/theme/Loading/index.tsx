// Ejected rather than wrapped: the core fallback shows an untranslated "Retry", the raw error string and an unlabelled
// SVG; this renders a translated spinner that screen readers announce, and a translated error with a Retry button.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

/**
 * What a route shows while its code loads (react-loadable calls it): nothing for the first 200 ms (`pastDelay`), then
 * a spinner; if the code fails to load, an error with a Retry button that loads it again.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={clsx('container margin-vert--xl', styles.error)} role="alert">
        <Heading as="h1">
          <Translate id="theme.Loading.error.title" description="Shown when the code of a page fails to load">
            This page could not be loaded.
          </Translate>
        </Heading>
        <p>
          <Translate
            id="theme.Loading.error.hint"
            description="What to do when a page fails to load, under the error title">
            Check your network connection and retry, or reload the page.
          </Translate>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.Loading.retry" description="The button that loads the page again after a failure">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">
          <Translate id="theme.Loading.loading" description="Announced while the code of a page is loading">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
