import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

type Props = {features: readonly Feature[]};

export default function HomeFeatures({features}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((f) => (
        <li key={f.id} className={styles.card}>
          <Heading as="h3">
            <Link to={`/docs/${f.doc}`}>{f.title}</Link>
          </Heading>
          <p>{f.description}</p>
        </li>
      ))}
    </ul>
  );
}
