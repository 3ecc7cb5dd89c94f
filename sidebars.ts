import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The four sidebars of the current docs (1.0.0). The first item of each is
// where the sidebar opens: tutorial on why-farm, config on configuring-farm,
// api on hmr-api, plugin on the official plugins overview.
const sidebars: SidebarsConfig = {
  tutorial: [
    'why-farm',
    'quick-start',
    {
      type: 'category',
      label: 'Tutorials',
      link: {type: 'doc', id: 'tutorials/overview'},
      items: ['tutorials/create', 'tutorials/start', 'tutorials/build'],
    },
    {
      type: 'category',
      label: 'Features',
      items: [
        'features/html',
        'features/css',
        'features/script',
        'features/static',
        'features/env',
        'features/dev-server',
        'features/lazy-compilation',
        'features/sourcemap',
      ],
    },
    'using-plugins',
    {
      type: 'category',
      label: 'Advanced',
      items: [
        'advanced/minification',
        'advanced/tree-shake',
        'advanced/partial-bundling',
        'advanced/persistent-cache',
        'advanced/polyfill',
        'advanced/ssr',
      ],
    },
    {
      type: 'category',
      label: 'Frameworks',
      items: [
        'frameworks/vanilla',
        'frameworks/react',
        'frameworks/vue',
        'frameworks/solid',
        'frameworks/svelte',
        'frameworks/preact',
        'frameworks/lit',
        'frameworks/electron',
        'frameworks/tauri',
        'frameworks/nestjs',
      ],
    },
    {
      type: 'category',
      label: 'Migration',
      items: ['migration/from-vite', 'migration/from-1-0'],
    },
    'benchmark',
    'comparisons',
    'community',
    'contribution',
  ],
  config: ['config/configuring-farm', 'config/compilation-options', 'config/dev-server', 'config/shared', 'config/cli'],
  api: [
    'api/hmr-api',
    'api/javascript-api',
    'api/js-plugin-api',
    'api/rust-plugin-api',
    'api/runtime-plugin-api',
    'api/rust-api',
    'cli/cli-api',
  ],
  plugin: [
    {
      type: 'category',
      label: 'Official Plugins',
      link: {type: 'doc', id: 'plugins/official-plugins/overview'},
      items: [
        'plugins/official-plugins/react',
        'plugins/official-plugins/sass',
        'plugins/official-plugins/js-sass',
        'plugins/official-plugins/js-less',
        'plugins/official-plugins/js-postcss',
        'plugins/official-plugins/js-svgr',
        'plugins/official-plugins/js-dts',
        'plugins/official-plugins/react-components',
        'plugins/official-plugins/auto-import',
        'plugins/official-plugins/virtual',
        'plugins/official-plugins/strip',
        'plugins/official-plugins/yaml',
        'plugins/official-plugins/dsv',
      ],
    },
    'plugins/community-plugins',
    {
      type: 'category',
      label: 'Writing Plugins',
      link: {type: 'doc', id: 'plugins/writing-plugins/overview'},
      items: [
        'plugins/writing-plugins/js-plugin',
        'plugins/writing-plugins/rust-plugin',
        'plugins/writing-plugins/runtime-plugin',
      ],
    },
  ],
};

export default sidebars;
