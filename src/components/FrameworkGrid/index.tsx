import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Framework} from '@site/src/data/ecosystem';
import styles from './styles.module.css';

type Props = {frameworks: readonly Framework[]};

function FrameworkLink({framework}: {framework: Framework}): ReactNode {
  return (
    <li>
      <Link className={styles.item} to={`/docs/${framework.doc}`}>
        <img
          src={useBaseUrl(`/img/frameworks/${framework.logo}.svg`)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
        <span>{framework.name}</span>
      </Link>
    </li>
  );
}

/** Framework logos, each linking to its guide. */
export default function FrameworkGrid({frameworks}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {frameworks.map((f) => (
        <FrameworkLink key={f.doc} framework={f} />
      ))}
    </ul>
  );
}
