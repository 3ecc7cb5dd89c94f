// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/NotFound/Content/index.tsx sha256:44b71ba528b17c08
// Ejected: a wrapper cannot put the suggested pages inside the theme's <main>.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundSuggestions from '@site/src/features/search/components/NotFoundSuggestions';
import {sendOnScript, type NotFoundData} from '@site/src/features/not-found-pages/shared/scopes';

/**
 * The theme's message with its translation ids, plus three things. The
 * suggested pages (NotFoundSuggestions) sit inside the theme's `<main>`. The
 * title and a `noindex` are set here, since the docs plugin renders this
 * content without the NotFound page around it for an unknown path under
 * /docs. And every not-found document the build writes starts with the
 * script that sends on a reader whom the host served the wrong document
 * (GitHub Pages serves the root 404.html for every unknown path):
 * src/features/not-found-pages.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {scopes} = usePluginData('farm-not-found-pages') as NotFoundData;
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Head>
        <meta name="robots" content="noindex" />
        {/* Built into the HTML only: it has run by the time the app starts, and the app must not run it again. */}
        {!ExecutionEnvironment.canUseDOM && <script>{sendOnScript(pathname, scopes)}</script>}
      </Head>
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              <Translate id="theme.NotFound.title" description="The title of the 404 page">
                Page Not Found
              </Translate>
            </Heading>
            <p>
              <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                We could not find what you were looking for.
              </Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                Please contact the owner of the site that linked you to the original URL and let them know their link is
                broken.
              </Translate>
            </p>
            <NotFoundSuggestions pathname={pathname} />
          </div>
        </div>
      </main>
    </>
  );
}
