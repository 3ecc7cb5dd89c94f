import {translate} from '@docusaurus/Translate';

/**
 * What the home page's feature grid shows. Each entry links to the doc that
 * explains it (a doc path of the current version, without /docs).
 */
export type Feature = {
  /** stable id, also the React key */
  id: string;
  title: string;
  description: string;
  doc: string;
};

export const features: readonly Feature[] = [
  {
    id: 'rust-core',
    title: translate({id: 'home.feature.rust-core.title', message: 'Compiler written in Rust'}),
    description: translate({
      id: 'home.feature.rust-core.description',
      message:
        'Resolving, parsing, transforming and bundling run in Rust and in parallel, with SWC parsing both scripts and styles.',
    }),
    doc: 'why-farm',
  },
  {
    id: 'lazy-compilation',
    title: translate({id: 'home.feature.lazy-compilation.title', message: 'Lazy compilation'}),
    description: translate({
      id: 'home.feature.lazy-compilation.description',
      message:
        'Dynamically imported modules are compiled only when the page requests them, so large projects start fast.',
    }),
    doc: 'features/lazy-compilation',
  },
  {
    id: 'partial-bundling',
    title: translate({id: 'home.feature.partial-bundling.title', message: 'Partial bundling'}),
    description: translate({
      id: 'home.feature.partial-bundling.description',
      message:
        'Modules are grouped into a balanced number of resources: fewer requests than unbundled, better caching than one bundle.',
    }),
    doc: 'advanced/partial-bundling',
  },
  {
    id: 'persistent-cache',
    title: translate({id: 'home.feature.persistent-cache.title', message: 'Persistent cache'}),
    description: translate({
      id: 'home.feature.persistent-cache.description',
      message: 'Compiled modules are cached on disk and reused across restarts and builds, at module granularity.',
    }),
    doc: 'advanced/persistent-cache',
  },
  {
    id: 'plugins',
    title: translate({id: 'home.feature.plugins.title', message: 'Rust, JS and Vite plugins'}),
    description: translate({
      id: 'home.feature.plugins.description',
      message: 'Write plugins in Rust or JavaScript, and reuse Vite plugins through the vitePlugins option.',
    }),
    doc: 'using-plugins',
  },
  {
    id: 'hmr',
    title: translate({id: 'home.feature.hmr.title', message: 'Hot module replacement'}),
    description: translate({
      id: 'home.feature.hmr.description',
      message:
        'Edits reach the browser without a reload, through an import.meta.hot API that framework plugins build on.',
    }),
    doc: 'api/hmr-api',
  },
];
