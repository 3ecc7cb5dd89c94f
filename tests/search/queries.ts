/**
 * How readers ask, and the page that answers: the search quality set, run
 * against the index the site build writes (tests/search/quality.test.ts).
 * `expected` lists the URLs (path, with `#anchor` for a section) that count
 * as the answer; a path without an anchor accepts any section of that page.
 */
export type QualityQuery = {locale: 'en' | 'zh'; query: string; expected: string[]; kind: string};

const en = (kind: string, query: string, ...expected: string[]): QualityQuery => ({
  locale: 'en',
  query,
  expected,
  kind,
});
const zh = (kind: string, query: string, ...expected: string[]): QualityQuery => ({
  locale: 'zh',
  query,
  expected: expected.map((url) => `/zh${url}`),
  kind,
});

export const QUERIES: QualityQuery[] = [
  // Synonyms (i18n/zh/GLOSSARY.md and src/features/search/client/synonyms.ts).
  en('synonym', 'hmr', '/docs/api/hmr-api'),
  en('synonym', 'hot module replacement', '/docs/api/hmr-api'),
  en('synonym', 'hot update', '/docs/api/hmr-api'),
  en('synonym', 'hot reload', '/docs/api/hmr-api'),
  en('synonym', 'lazy compilation', '/docs/features/lazy-compilation'),
  en('synonym', 'on-demand compilation', '/docs/features/lazy-compilation'),
  en('synonym', 'configuration file', '/docs/config/configuring-farm'),
  en('synonym', 'env vars', '/docs/features/env'),
  en('synonym', 'server side rendering', '/docs/advanced/ssr'),
  en('synonym', 'minify', '/docs/advanced/minification'),
  en('synonym', 'tree shaking', '/docs/advanced/tree-shake'),
  en('synonym', 'sourcemap', '/docs/features/sourcemap'),
  // Names and identifiers.
  en('identifier', 'farm.config.ts', '/docs/config/configuring-farm'),
  en('identifier', 'defineConfig', '/docs/config/configuring-farm', '/docs/api/javascript-api#defineconfig'),
  en('identifier', 'import.meta.hot', '/docs/api/hmr-api'),
  en('identifier', 'server.proxy', '/docs/config/dev-server#serverproxy'),
  en('identifier', 'server.port', '/docs/config/dev-server#serverport'),
  en('identifier', 'compilation.resolve.alias', '/docs/config/compilation-options#compilationresolvealias'),
  en(
    'identifier',
    'persistentCache',
    '/docs/advanced/persistent-cache',
    '/docs/config/compilation-options#compilationpersistentcache',
  ),
  en('identifier', 'import.meta.env', '/docs/features/env'),
  // Questions in plain words.
  en('question', 'change the dev server port', '/docs/config/dev-server#serverport', '/docs/features/dev-server'),
  en('question', 'how do I add a proxy', '/docs/config/dev-server#serverproxy', '/docs/features/dev-server'),
  // The --open flag of `farm start` answers it too.
  en(
    'question',
    'open the browser on start',
    '/docs/config/dev-server#serveropen',
    '/docs/cli/cli-api#farm-start',
    '/docs/features/dev-server#start-the-server',
  ),
  en('question', 'serve over https', '/docs/config/dev-server#serverhttps', '/docs/features/dev-server'),
  en('question', 'set a path alias', '/docs/config/compilation-options#compilationresolvealias'),
  en('question', 'change the output directory', '/docs/config/compilation-options#compilationoutputpath'),
  en('question', 'how do I migrate from vite', '/docs/migration/from-vite'),
  en('question', 'write a rust plugin', '/docs/plugins/writing-plugins/rust-plugin'),
  // Reference topics that also have a blog post: the current docs come first.
  en('reference', 'persistent cache', '/docs/advanced/persistent-cache'),
  en('reference', 'partial bundling', '/docs/advanced/partial-bundling'),
  en('reference', 'lazy compilation options', '/docs/features/lazy-compilation', '/docs/config/compilation-options'),
  en('reference', 'polyfill', '/docs/advanced/polyfill'),

  zh('synonym', '热更新', '/docs/api/hmr-api'),
  zh('synonym', '热模块替换', '/docs/api/hmr-api'),
  zh('synonym', '热替换', '/docs/api/hmr-api'),
  zh('synonym', 'HMR', '/docs/api/hmr-api'),
  zh('synonym', '懒编译', '/docs/features/lazy-compilation'),
  zh('synonym', '按需编译', '/docs/features/lazy-compilation'),
  zh('synonym', '配置文件', '/docs/config/configuring-farm'),
  zh('synonym', '服务端渲染', '/docs/advanced/ssr'),
  zh('synonym', '代码压缩', '/docs/advanced/minification'),
  zh('synonym', '摇树优化', '/docs/advanced/tree-shake'),
  zh('identifier', 'import.meta.hot', '/docs/api/hmr-api'),
  zh('identifier', 'defineConfig', '/docs/config/configuring-farm', '/docs/api/javascript-api#defineconfig'),
  zh('identifier', 'server.proxy', '/docs/config/dev-server#serverproxy'),
  zh('question', '修改开发服务器端口', '/docs/config/dev-server#serverport', '/docs/features/dev-server'),
  zh('question', '怎么配置代理', '/docs/config/dev-server#serverproxy', '/docs/features/dev-server'),
  zh('question', '设置路径别名', '/docs/config/compilation-options#compilationresolvealias'),
  zh('question', '从 Vite 迁移', '/docs/migration/from-vite'),
  zh('question', '编写 Rust 插件', '/docs/plugins/writing-plugins/rust-plugin'),
  zh('reference', '持久化缓存', '/docs/advanced/persistent-cache'),
  zh('reference', '局部打包', '/docs/advanced/partial-bundling'),
  zh('reference', '环境变量', '/docs/features/env'),
];
