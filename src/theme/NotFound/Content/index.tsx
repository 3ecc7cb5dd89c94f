import React, {useEffect, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cleanPath, localeOfPath} from '@site/src/utils/paths';
import Translate from '@docusaurus/Translate';
import ZhNotFound from '@site/src/components/ZhNotFound';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof ContentType>;

/**
 * GitHub Pages answers every unknown path with the root 404.html, which is
 * the English app. For a path of another locale, this sends `.html` forms to
 * their clean page in that locale, and otherwise says "not found" in the
 * visitor's language. Below the message, up to five pages that match the
 * words of the path (NotFoundSuggestions).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const {i18n} = useDocusaurusContext();
  const pathLocale = localeOfPath(pathname, i18n.locales, i18n.defaultLocale);
  const foreign = pathLocale !== i18n.currentLocale;
  useEffect(() => {
    // The router's location is already normalised: read the real address.
    const real = window.location.pathname;
    const clean = cleanPath(real);
    if (foreign && clean !== real) window.location.replace(clean + search + hash);
  }, [foreign, search, hash]);
  if (foreign && pathLocale === 'zh') return <ZhNotFound pathname={pathname} />;
  return (
    <>
      <Content {...props} />
      <NotFoundSuggestions
        standalone
        pathname={pathname}
        locale={i18n.currentLocale}
        heading={
          <Translate
            id="notFound.suggestions.heading"
            description="Heading of the pages suggested on the not-found page">
            Pages you might be looking for
          </Translate>
        }
      />
    </>
  );
}
