import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {benchmarkRepo, type BenchmarkRun, type Metric} from '@site/src/data/benchmark';
import styles from './styles.module.css';

type Props = {
  run: BenchmarkRun;
  metrics: readonly Metric[];
};

export function metricLabel(metric: Metric): string {
  switch (metric) {
    case 'startup':
      return translate({id: 'benchmark.metric.startup', message: 'Cold start'});
    case 'hmrRoot':
      return translate({id: 'benchmark.metric.hmrRoot', message: 'HMR, root component'});
    case 'hmrLeaf':
      return translate({id: 'benchmark.metric.hmrLeaf', message: 'HMR, leaf component'});
    case 'build':
      return translate({id: 'benchmark.metric.build', message: 'Production build'});
  }
}

/** Where a run's figures come from: date, versions, machine and commit. */
export function BenchmarkSource({run}: {run: BenchmarkRun}): ReactNode {
  const versions = run.results.map((r) => `${r.tool} ${r.version}`).join(', ');
  return (
    <p className={styles.source}>
      <Translate
        id="benchmark.source"
        values={{
          date: run.date,
          versions,
          machine: run.machine ? (
            <span translate="no">{run.machine}</span>
          ) : (
            translate({id: 'benchmark.machine.unrecorded', message: 'not recorded in the repository'})
          ),
          commit: <Link href={`${benchmarkRepo}/tree/${run.commit}`}>{run.commit.slice(0, 7)}</Link>,
        }}>
        {
          'Published {date} in farm-fe/performance-compare at commit {commit}. Versions: {versions}. Machine: {machine}.'
        }
      </Translate>
    </p>
  );
}

/**
 * Horizontal bars, one group per metric. The bars are decoration: every
 * figure is written out in text beside its bar, so the chart reads the same
 * without seeing it.
 */
export default function BenchmarkChart({run, metrics}: Props): ReactNode {
  return (
    <div className={styles.charts}>
      {metrics.map((metric) => {
        const max = Math.max(...run.results.map((r) => r.times[metric]));
        return (
          <figure key={metric} className={styles.chart}>
            <figcaption className={styles.caption}>
              {metricLabel(metric)} <span className={styles.unit}>(ms)</span>
            </figcaption>
            <ul className={styles.rows}>
              {run.results.map((r) => (
                <li key={r.tool} className={styles.row}>
                  <span className={styles.tool}>{r.tool}</span>{' '}
                  <span className={styles.track} aria-hidden="true">
                    <span
                      className={clsx(styles.bar, r.tool === 'Farm' && styles.farm)}
                      style={{width: `${Math.max(1, (r.times[metric] / max) * 100)}%`}}
                    />
                  </span>
                  <span className={styles.value}>{r.times[metric].toLocaleString('en-US')} ms</span>
                </li>
              ))}
            </ul>
          </figure>
        );
      })}
    </div>
  );
}
