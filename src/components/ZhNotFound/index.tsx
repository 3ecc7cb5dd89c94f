import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

/**
 * The not-found message in Chinese, for /zh/ paths that reach the English
 * app (GitHub Pages serves the root 404.html for every locale). The English
 * app has no zh translations loaded, so the text is written here directly;
 * it matches theme.NotFound.* and notFound.suggestions.heading in
 * i18n/zh/code.json. The suggestions come from the Chinese index.
 */
export default function ZhNotFound({pathname}: {pathname: string}): ReactNode {
  return (
    <main className="container margin-vert--xl" lang="zh-CN">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            找不到页面
          </Heading>
          <p>我们找不到你要找的页面。</p>
          <p>
            <Link href="pathname:///zh/">返回中文首页</Link>
          </p>
          <NotFoundSuggestions pathname={pathname} locale="zh" heading="你可能在找这些页面" />
        </div>
      </div>
    </main>
  );
}
