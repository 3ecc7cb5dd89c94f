/**
 * Farm's ecosystem as the docs of the current version describe it: official
 * plugins and framework guides. `doc` is a doc path of the current version.
 */
export type EcosystemEntry = {name: string; doc: string};

export type Plugin = EcosystemEntry & {
  /** npm package name */
  package: string;
  kind: 'rust' | 'js';
};

export const officialPlugins: readonly Plugin[] = [
  {name: 'React', package: '@farmfe/plugin-react', kind: 'rust', doc: 'plugins/official-plugins/react'},
  {name: 'Sass', package: '@farmfe/plugin-sass', kind: 'rust', doc: 'plugins/official-plugins/sass'},
  {
    name: 'Sass (JS)',
    package: '@farmfe/js-plugin-sass',
    kind: 'js',
    doc: 'plugins/official-plugins/js-sass',
  },
  {name: 'Less', package: '@farmfe/js-plugin-less', kind: 'js', doc: 'plugins/official-plugins/js-less'},
  {name: 'PostCSS', package: '@farmfe/js-plugin-postcss', kind: 'js', doc: 'plugins/official-plugins/js-postcss'},
  {name: 'SVGR', package: '@farmfe/js-plugin-svgr', kind: 'js', doc: 'plugins/official-plugins/js-svgr'},
  {name: 'DTS', package: '@farmfe/js-plugin-dts', kind: 'js', doc: 'plugins/official-plugins/js-dts'},
  {
    name: 'React components',
    package: '@farmfe/plugin-react-components',
    kind: 'rust',
    doc: 'plugins/official-plugins/react-components',
  },
  {
    name: 'Auto import',
    package: '@farmfe/plugin-auto-import',
    kind: 'rust',
    doc: 'plugins/official-plugins/auto-import',
  },
  {
    name: 'Virtual modules',
    package: '@farmfe/plugin-virtual',
    kind: 'rust',
    doc: 'plugins/official-plugins/virtual',
  },
  {name: 'Strip', package: '@farmfe/plugin-strip', kind: 'rust', doc: 'plugins/official-plugins/strip'},
  {name: 'YAML', package: '@farmfe/plugin-yaml', kind: 'rust', doc: 'plugins/official-plugins/yaml'},
  {name: 'DSV', package: '@farmfe/plugin-dsv', kind: 'rust', doc: 'plugins/official-plugins/dsv'},
];

export type Framework = EcosystemEntry & {
  /** file name of its logo in static/img/frameworks (written by scripts/framework-icons.mjs) */
  logo: string;
};

export const frameworks: readonly Framework[] = [
  {name: 'Vanilla', doc: 'frameworks/vanilla', logo: 'vanilla'},
  {name: 'React', doc: 'frameworks/react', logo: 'react'},
  {name: 'Vue', doc: 'frameworks/vue', logo: 'vue'},
  {name: 'Solid', doc: 'frameworks/solid', logo: 'solid'},
  {name: 'Svelte', doc: 'frameworks/svelte', logo: 'svelte'},
  {name: 'Preact', doc: 'frameworks/preact', logo: 'preact'},
  {name: 'Lit', doc: 'frameworks/lit', logo: 'lit'},
  {name: 'Electron', doc: 'frameworks/electron', logo: 'electron'},
  {name: 'Tauri', doc: 'frameworks/tauri', logo: 'tauri'},
  {name: 'NestJS', doc: 'frameworks/nestjs', logo: 'nestjs'},
];
