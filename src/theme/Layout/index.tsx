import React, {useContext, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import routes from '@generated/routes';
import {twinUrl} from '@site/src/features/markdown-twins/shared/paths';
import {routeHasPage} from '@site/src/features/markdown-twins/client/routes';
import {LayoutPrelude} from './prelude';

type Props = WrapperProps<typeof LayoutType>;

// Wrapped to name each page's Markdown twin (src/features/markdown-twins) in its head, at build time, and to put a
// page's prelude (./prelude.ts) at the top of the main area.
export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const prelude = useContext(LayoutPrelude);
  // The not-found page has no twin: neither 404.html nor an unknown path reached inside the app.
  const twin = pathname.endsWith('.html') || !routeHasPage(routes, pathname) ? null : twinUrl(pathname, siteConfig.url);
  return (
    <>
      {twin && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twin} />
        </Head>
      )}
      <Layout {...props}>
        {prelude}
        {props.children}
      </Layout>
    </>
  );
}
