import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

/**
 * The not-found message in Chinese, for /zh/ paths that reach the English
 * app (GitHub Pages serves the root 404.html for every locale). The English
 * app has no zh translations loaded, so the text is written here directly;
 * it matches theme.NotFound.* in i18n/zh/code.json.
 */
export default function ZhNotFound(): ReactNode {
  return (
    <main className="container margin-vert--xl" lang="zh-CN">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            找不到页面
          </Heading>
          <p>我们找不到您要找的页面。</p>
          <p>
            <Link href="pathname:///zh/">返回中文首页</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
