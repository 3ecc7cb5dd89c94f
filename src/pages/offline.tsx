import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';

/**
 * What the service worker shows, without scripts, at the address of a page that is not saved on this device
 * when the network is off (src/features/offline/worker/custom.js; README.md, "Offline reading"). Its links are plain
 * page loads,
 * which the worker answers from the pages the reader has visited.
 */
export default function Offline(): ReactNode {
  return (
    <Layout
      title={translate({id: 'offline.title', message: 'Offline'})}
      description={translate({
        id: 'offline.description',
        message: 'Shown in place of a page that is not saved on this device while the network is off.',
      })}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="offline.heading">You are offline</Translate>
        </Heading>
        <p>
          <Translate id="offline.explanation">
            This page is not saved on this device, and the network cannot be reached, so it cannot be shown now.
          </Translate>
        </p>
        <p>
          <Translate id="offline.visitedPages">
            Pages you have already read here still open without a network, and search still works in the docs you have
            searched before.
          </Translate>
        </p>
        <p className="margin-top--lg">
          {/* An empty href is this very address: a plain reload once the network is back (Link would make it /). */}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
          <a className="button button--primary margin-right--md" href="">
            <Translate id="offline.retry">Try again</Translate>
          </a>
          <Link className="button button--secondary" to="/">
            <Translate id="offline.home">Go to the home page</Translate>
          </Link>
        </p>
      </main>
    </Layout>
  );
}
