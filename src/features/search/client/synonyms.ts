/**
 * Words that mean the same thing to a reader of the Farm docs, in English and
 * Chinese (the Chinese as i18n/zh/GLOSSARY.md translates the term, plus the
 * names readers also use). A query that contains one phrase of a group also
 * finds the pages that use another: 热更新 finds the HMR API page, `env
 * vars` the page on environment variables.
 *
 * Each phrase is matched as the search tokenizer cuts it (case, accents,
 * punctuation and English stop words do not matter: `on-demand compilation`
 * is `demand compilation`). Keep a phrase specific to its meaning: a phrase
 * that is a common word elsewhere (`build`) makes every query with it
 * broader.
 */
export type SynonymGroup = {
  /** What the group is about, for whoever edits this table. */
  topic: string;
  phrases: readonly string[];
};

export const SYNONYMS: readonly SynonymGroup[] = [
  {
    topic: 'HMR',
    phrases: [
      'hmr',
      'hot module replacement',
      'hot update',
      'hot updates',
      'hot reload',
      'hot reloading',
      '热模块替换',
      '热更新',
      '热替换',
      '热重载',
    ],
  },
  {
    topic: 'lazy compilation',
    phrases: [
      'lazy compilation',
      'lazycompilation',
      'on-demand compilation',
      'compile on demand',
      '懒编译',
      '按需编译',
    ],
  },
  {topic: 'config', phrases: ['config', 'configuration', 'configure', '配置']},
  {
    topic: 'config file',
    phrases: ['config file', 'configuration file', 'farm.config.ts', 'farm config', '配置文件'],
  },
  {
    topic: 'environment variables',
    phrases: ['environment variable', 'environment variables', 'env var', 'env vars', 'dotenv', '环境变量'],
  },
  {
    topic: 'SSR',
    phrases: ['ssr', 'server side rendering', 'server rendering', '服务端渲染', '服务器端渲染'],
  },
  {
    topic: 'minification',
    phrases: ['minification', 'minify', 'minifier', 'minimize', 'compress code', 'uglify', '压缩', '代码压缩'],
  },
  {
    topic: 'tree shaking',
    phrases: ['tree shaking', 'tree shake', 'treeshake', 'treeshaking', 'dead code elimination', '摇树优化', '摇树'],
  },
  {topic: 'source maps', phrases: ['source map', 'source maps', 'sourcemap', 'sourcemaps']},
  {topic: 'dev server', phrases: ['dev server', 'development server', 'devserver', '开发服务器']},
  {topic: 'persistent cache', phrases: ['persistent cache', 'build cache', 'disk cache', '持久化缓存', '持久缓存']},
  {topic: 'partial bundling', phrases: ['partial bundling', 'code splitting', 'chunk splitting', '局部打包', '分包']},
  {topic: 'alias', phrases: ['alias', 'path alias', 'resolve alias', '别名', '路径别名']},
  {topic: 'proxy', phrases: ['proxy', '代理']},
  {topic: 'port', phrases: ['port', '端口']},
  {
    topic: 'output directory',
    phrases: ['output directory', 'output dir', 'output path', 'outdir', 'dist folder', '输出目录'],
  },
  {topic: 'public path', phrases: ['public path', 'publicpath', 'base url', 'cdn path', '公共路径']},
  {topic: 'static assets', phrases: ['static assets', 'static files', 'assets', '静态资源']},
  {topic: 'migration', phrases: ['migrate', 'migration', 'migrating', '迁移']},
  {topic: 'plugin', phrases: ['plugin', 'plugins', '插件']},
  {topic: 'runtime plugin', phrases: ['runtime plugin', '运行时插件']},
  {topic: 'middleware', phrases: ['middleware', 'middlewares', '中间件']},
  {topic: 'hook', phrases: ['hook', 'hooks', '钩子']},
  {topic: 'watch mode', phrases: ['watch mode', 'watcher', 'file watching', '监听模式', '监听']},
  {topic: 'open the browser', phrases: ['open browser', 'launch browser', '打开浏览器']},
];

/**
 * Words that tell how a question is asked rather than what it is about:
 * `change`, `set`, 怎么, 修改 (`how`, `do`, `I` are stop words already). A record need not contain them
 * (`change the dev server port` finds `server.port`), but one that does ranks
 * higher. A query made only of them needs them all, as any other query.
 */
export const OPTIONAL_WORDS: ReadonlySet<string> = new Set([
  'change',
  'set',
  'setup',
  'add',
  'use',
  'using',
  'enable',
  'turn',
  'make',
  'want',
  'get',
  'where',
  'why',
  'way',
  'configure',
  '怎么',
  '怎样',
  '如何',
  '修改',
  '设置',
  '添加',
  '使用',
  '开启',
  '启用',
  '配置',
  '我',
  '想',
]);
