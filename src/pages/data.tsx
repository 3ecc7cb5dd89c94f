import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import BenchmarkChart, {BenchmarkSource, metricLabel} from '@site/src/components/BenchmarkChart';
import {benchmarkRuns, metrics, type BenchmarkRun} from '@site/src/data/benchmark';
import {frameworks, officialPlugins} from '@site/src/data/ecosystem';
import {releases} from '@site/src/data/releases';

function BenchmarkTable({run}: {run: BenchmarkRun}): ReactNode {
  return (
    <table>
      <caption>
        <Translate id="data.benchmark.caption" values={{date: run.date}}>
          {'Run of {date}, in milliseconds (lower is better)'}
        </Translate>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="data.benchmark.tool">Tool</Translate>
          </th>
          {metrics.map((m) => (
            <th key={m} scope="col">
              {metricLabel(m)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {run.results.map((r) => (
          <tr key={r.tool}>
            <th scope="row">
              {r.tool} {r.version}
            </th>
            {metrics.map((m) => (
              <td key={m}>{r.times[m].toLocaleString('en-US')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Data(): ReactNode {
  // Plugin names that are words rather than product names, in the page's language
  // (src/data stays free of translate(), so Node tests can import it).
  const pluginNames: Record<string, string> = {
    'Sass (JS)': translate({id: 'data.plugin.name.js-sass', message: 'Sass (JS)'}),
    'React components': translate({id: 'data.plugin.name.react-components', message: 'React components'}),
    'Auto import': translate({id: 'data.plugin.name.auto-import', message: 'Auto import'}),
    'Virtual modules': translate({id: 'data.plugin.name.virtual', message: 'Virtual modules'}),
  };
  const rust = officialPlugins.filter((p) => p.kind === 'rust').length;
  const js = officialPlugins.length - rust;
  return (
    <Layout
      title={translate({id: 'data.title', message: 'Farm in numbers'})}
      description={translate({
        id: 'data.description',
        message: 'Farm in numbers: benchmark figures, the release timeline, official plugins and framework guides.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="data.heading">Farm in numbers</Translate>
        </Heading>

        <Heading as="h2" id="benchmark">
          <Translate id="data.benchmark.heading">Benchmark</Translate>
        </Heading>
        <p>
          <Translate
            id="data.benchmark.intro"
            values={{
              link: <Link to="/docs/benchmark">{translate({id: 'data.benchmark.link', message: 'Benchmark'})}</Link>,
            }}>
            {
              'Figures published in farm-fe/performance-compare for a project of 1000 React components. The {link} page explains what each column measures.'
            }
          </Translate>
        </p>
        {benchmarkRuns.map((run) => (
          <section key={run.id} className="margin-bottom--xl">
            <BenchmarkTable run={run} />
            <BenchmarkChart run={run} metrics={metrics} />
            <BenchmarkSource run={run} />
          </section>
        ))}

        <Heading as="h2" id="releases">
          <Translate id="data.releases.heading">Release timeline</Translate>
        </Heading>
        <ol>
          {releases.map((r) => (
            <li key={r.version}>
              <time dateTime={r.date}>{r.date}</time> · <code>@farmfe/core@{r.version}</code>: {r.summary}
            </li>
          ))}
        </ol>

        <Heading as="h2" id="plugins">
          <Translate id="data.plugins.heading">Official plugins</Translate>
        </Heading>
        <p>
          <Translate id="data.plugins.summary" values={{total: officialPlugins.length, rust, js}}>
            {'{total} official plugins: {rust} written in Rust and {js} in JavaScript.'}
          </Translate>
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="data.plugins.name">Plugin</Translate>
              </th>
              <th scope="col">
                <Translate id="data.plugins.package">Package</Translate>
              </th>
              <th scope="col">
                <Translate id="data.plugins.kind">Written in</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {officialPlugins.map((p) => (
              <tr key={p.package}>
                <td>
                  <Link to={`/docs/${p.doc}`}>{pluginNames[p.name] ?? p.name}</Link>
                </td>
                <td>
                  <code>{p.package}</code>
                </td>
                <td>{p.kind === 'rust' ? 'Rust' : 'JavaScript'}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <Heading as="h2" id="frameworks">
          <Translate id="data.frameworks.heading">Framework guides</Translate>
        </Heading>
        <p>
          <Translate id="data.frameworks.summary" values={{count: frameworks.length}}>
            {'{count} frameworks and platforms have a guide:'}
          </Translate>
        </p>
        <ul>
          {frameworks.map((f) => (
            <li key={f.doc}>
              <Link to={`/docs/${f.doc}`}>{f.name}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
