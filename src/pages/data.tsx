import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {frameworks, officialPlugins} from '@site/src/data/ecosystem';

export default function Data(): ReactNode {
  const rust = officialPlugins.filter((p) => p.kind === 'rust').length;
  const js = officialPlugins.length - rust;
  return (
    <Layout
      title={translate({id: 'data.title', message: 'Farm in numbers'})}
      description={translate({
        id: 'data.description',
        message: 'Farm in numbers: its official plugins and the frameworks it has guides for.',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="data.heading">Farm in numbers</Translate>
        </Heading>
        <Heading as="h2">
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
              <th>
                <Translate id="data.plugins.name">Plugin</Translate>
              </th>
              <th>
                <Translate id="data.plugins.package">Package</Translate>
              </th>
              <th>
                <Translate id="data.plugins.kind">Written in</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {officialPlugins.map((p) => (
              <tr key={p.package}>
                <td>
                  <Link to={`/docs/${p.doc}`}>{p.name}</Link>
                </td>
                <td>
                  <code>{p.package}</code>
                </td>
                <td>{p.kind === 'rust' ? 'Rust' : 'JavaScript'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Heading as="h2">
          <Translate id="data.frameworks.heading">Framework guides</Translate>
        </Heading>
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
