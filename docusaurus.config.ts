import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {links} from './src/data/links';
import {withColors} from './src/features/code-blocks/shared/prismTheme';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {precacheShell} from './src/features/offline/node/precache';
import {createParseFrontMatter} from './src/features/dev-errors/node/frontMatter';

// Runs in Node.js at build time: no browser APIs here.

const repoUrl = links.repo;
const websiteRepoUrl = links.websiteRepo;

// Docusaurus sets the locale being built or served before it loads this file; the few strings the theme
// takes only from the config (feed title and description, the GitHub button's label) follow it.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'zh' ? 'zh' : 'en';
const configText = {
  en: {
    feedTitle: 'Farm Blog',
    feedDescription: 'Releases, design notes and news from the Farm team.',
    githubLabel: 'GitHub repository',
  },
  zh: {
    feedTitle: 'Farm 博客',
    feedDescription: 'Farm 团队发布的版本说明、设计笔记与动态。',
    githubLabel: 'GitHub 仓库',
  },
}[locale];

// Docusaurus refuses to build last-updated dates outside a git work tree.
const inGitWorkTree = (() => {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
})();

// Which Farm line /docs shows. Until Farm 2 is stable, /docs is 1.x (the `docs/` folder, version name
// `current`) and Farm 2 is a pre-release at /docs/2.x (`versioned_docs/version-2.x`). Release day
// (scripts/release-day.mjs, CONTRIBUTING.md) makes this '2.x': 2.x moves to /docs, 1.x to /docs/1.x, no file
// moves, and a visitor's stored version choice ('current' for 1.x, '2.x' for Farm 2) keeps its meaning.
const stableLine = '1.x' as '1.x' | '2.x';
// versions.json: the versioned docs folders, newest first.
const olderVersions = (JSON.parse(readFileSync(path.join(__dirname, 'versions.json'), 'utf8')) as string[]).filter(
  (name) => name !== '2.x',
);
const olderLine = {label: '0.15', path: '0.x', banner: 'unmaintained'} as const;
const docsVersions: Pick<DocsOptions, 'lastVersion' | 'versions'> =
  stableLine === '1.x'
    ? {
        lastVersion: 'current',
        versions: {
          // 'unreleased' shows the pre-release banner (src/theme/DocVersionBanner), which names the beta.
          '2.x': {label: '2.x (beta)', path: '2.x', banner: 'unreleased'},
          current: {label: '1.0.0'},
          '0.x': olderLine,
        },
      }
    : {
        lastVersion: '2.x',
        versions: {
          '2.x': {label: '2.x'},
          current: {label: '1.0.0', path: '1.x', banner: 'unmaintained'},
          '0.x': olderLine,
        },
      };

// ```bash npm2yarn blocks become npm / yarn / pnpm / bun tabs, synced site-wide.
const remarkPlugins = [[npm2yarn, {sync: true, converters: ['yarn', 'pnpm', 'bun']}]];

const config: Config = {
  title: 'Farm',
  tagline: 'Super fast web build tool written in Rust',
  favicon: 'img/favicon.ico',

  url: 'https://farmfe.org',
  baseUrl: '/',
  // Routes have no trailing slash: the build writes docs/x.html, which GitHub Pages serves at /docs/x with no redirect.
  trailingSlash: false,

  organizationName: 'farm-fe',
  projectName: 'farm-fe.github.io',
  deploymentBranch: 'gh-pages',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      fasterByDefault: true,
      // The storage keys stay plain (theme, announcement, preferred version): readers' stored choices keep working.
      siteStorageNamespacing: false,
      // Keeps explicit heading ids ({#id}) and HTML comments in Markdown.
      mdx1CompatDisabledByDefault: false,
    },
    faster: {
      // Every faster flag is on (fasterByDefault) but the HTML minifier: @swc/html (1.15 and 1.16) copies
      // the characters after an `&` into its output unescaped, so the text `&Arc<CompilationContext>` came
      // out as `&Arc` and an unknown element, and an attribute `R&D team` lost its quotes. Docusaurus's
      // other minifier, html-minifier-terser, keeps the text's escapes (tests/unit/html-minifier.test.ts).
      swcHtmlMinimizer: false,
    },
  },

  // A broken link, anchor or duplicate route fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  markdown: {
    format: 'mdx',
    // Broken front matter fails both of its readers, so `npm start` shows it in the browser too, with file and
    // line (src/features/dev-errors).
    parseFrontMatter: createParseFrontMatter(__dirname),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en-US', direction: 'ltr'},
      zh: {label: '简体中文', htmlLang: 'zh-CN', direction: 'ltr'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${websiteRepoUrl}/edit/main/`,
          editLocalizedFiles: true,
          // The date of each file's last commit (a translated page: its own file's); deploy from a full clone.
          // From git: a copy outside a git work tree (a tarball, the workflow tests' copies) builds without dates.
          showLastUpdateTime: inGitWorkTree,
          remarkPlugins,
          ...docsVersions,
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Releases, design notes and news from the Farm team.',
          blogSidebarTitle: 'All posts',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: true,
            title: configText.feedTitle,
            description: configText.feedDescription,
          },
          editUrl: `${websiteRepoUrl}/edit/main/`,
          editLocalizedFiles: true,
          remarkPlugins,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {remarkPlugins},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The page the service worker shows offline (src/pages/offline.tsx) is no page to find.
          ignorePatterns: ['/offline'],
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  // Before the app hydrates: repairPath (undecodable paths), keyboardNavigation (SPEC's Tab marker class),
  // announcementId (a new announcement id shows the bar at once). See the files.
  clientModules: [
    './src/features/not-found-pages/client/repairPath.ts',
    './src/clientModules/keyboardNavigation.ts',
    './src/features/announcement-bar/client/announcementId.ts',
    './src/features/offline/client/offlinePages.ts',
    './src/clientModules/navbarAnchor.ts',
    './src/features/code-blocks/client/preloadHighlighter.ts',
    './src/features/speed/client/idlePrefetch.ts',
  ],

  plugins: [
    // The built-in search index (src/features/search/README.md): written after each locale's build, read by
    // src/features/search/. It also aliases `algoliasearch/lite` in the client bundle, so the theme's search
    // page asks that index (searchClientAliases; what this assumes of the theme:
    // src/features/search/shared/searchPage.internals.ts).
    './src/features/search/node/index.ts',
    // A Markdown twin of every page at its URL plus .md (src/features/markdown-twins/README.md).
    './src/features/markdown-twins/node/index.ts',
    // Content-Security-Policy meta tag on every built page (src/features/csp/README.md).
    './src/features/csp/node/index.ts',
    // A not-found document per locale and older docs version, and the script that picks it
    // (src/features/not-found-pages/README.md).
    './src/features/not-found-pages/node/index.ts',
    // The bundler's persistent cache inside each process's generated-files folder (src/features/speed, scripts/start.mjs).
    './src/features/speed/node/bundlerCache.ts',
    // The code blocks' colours as classes, the same HTML in light and dark mode (src/features/code-blocks/README.md);
    // it also swaps the theme's startup module of Prism languages for an empty one
    // (src/features/code-blocks/node/themeClassic.internals.ts).
    './src/features/code-blocks/node/index.ts',
    // V8's compile hint atop the startup scripts: their functions compile off the main thread (src/features/speed).
    './src/features/speed/node/compileHints.ts',
    // `npm start`: the overlay clears once a broken file is fixed (src/features/dev-errors).
    './src/features/dev-errors/node/index.ts',
    // Offline reading (src/features/offline/README.md): a service worker per locale, src/features/offline/.
    [
      '@docusaurus/plugin-pwa',
      {
        offlineModeActivationStrategies: ['always'],
        swCustom: require.resolve('./src/features/offline/worker/custom.js'),
        swRegister: require.resolve('./src/features/offline/client/register.ts'),
        // The plugin sets swSrc, swDest and globDirectory itself; its type asks for swSrc all the same.
        injectManifestConfig: {manifestTransforms: [precacheShell]} as PwaOptions['injectManifestConfig'],
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#8f1a7f'},
          {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/icon-192.png'},
        ],
      } satisfies PwaOptions,
    ],
  ],

  customFields: {
    // 'algolia' when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set at build time; else 'local',
    // the index built with the site. src/features/search/shared/config.ts reads it.
    searchBackend:
      process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME ? 'algolia' : 'local',
  },

  themeConfig: {
    image: 'img/farm-social-card.png',
    metadata: [{name: 'keywords', content: 'farm, build tool, rust, bundler, vite, webpack'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'announcement-nightly',
      content: `Try the newest Farm before it ships: nightly releases are published on <a href="${links.nightly}" target="_blank" rel="noopener noreferrer">the nightly site</a>.`,
      isCloseable: true,
    },
    algolia: {
      // Hosted DocSearch when all three are set at build time; otherwise the placeholders stand and
      // customFields.searchBackend is 'local' (see src/features/search/README.md).
      appId: process.env.ALGOLIA_APP_ID || 'FARM_LOCAL',
      apiKey: process.env.ALGOLIA_API_KEY || 'local',
      indexName: process.env.ALGOLIA_INDEX_NAME || 'farmfe',
      contextualSearch: true,
      searchPagePath: 'search',
      // Result URLs on another host stay as they are; the others become local paths.
      externalUrlRegex: 'farm-nightly\\.netlify\\.app',
      insights: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Farm',
      hideOnScroll: true,
      logo: {
        alt: 'Farm logo',
        src: 'img/logo.webp',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'doc', docId: 'quick-start', label: 'Guides', position: 'left'},
        {type: 'docSidebar', sidebarId: 'config', label: 'Config', position: 'left'},
        {type: 'doc', docId: 'api/rust-plugin-api', label: 'API', position: 'left'},
        {
          type: 'doc',
          docId: 'plugins/official-plugins/overview',
          label: 'Plugins',
          position: 'left',
        },
        {
          type: 'dropdown',
          label: 'Community',
          position: 'left',
          items: [
            {label: 'Team', to: '/team'},
            {label: 'Blog', to: '/blog/index'},
            {label: 'Awesome Farm', href: links.awesomeFarm},
            {label: 'Discord', href: links.discord},
            {label: 'X', href: links.x},
            {label: 'WeChat group', href: links.wechat},
          ],
        },
        // Newest line first, whichever of them /docs shows; then the other versions of versions.json.
        {type: 'docsVersionDropdown', position: 'right', versions: ['2.x', 'current', ...olderVersions]},
        {type: 'localeDropdown', position: 'right'},
        {
          href: repoUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': configText.githubLabel,
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Guide',
          items: [
            {label: 'Quick Start', to: '/docs/quick-start'},
            {label: 'Introduction', to: '/docs/why-farm'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: links.discord},
            {label: 'WeChat group', href: links.wechat},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: repoUrl},
            {label: 'X', href: links.x},
          ],
        },
      ],
      copyright: 'Super fast web build tool written in Rust. Copyright © Farm community. Built with Docusaurus.',
    },
    prism: {
      // Prism's github theme has token colours below 4.5:1 on its background and on highlighted lines
      // (WCAG 1.4.3, found by axe-core in tests/e2e/a11y.spec.ts): the same hues, darker.
      theme: withColors(
        prismThemes.github,
        {
          '#999988': '#626257', // comment, prolog, doctype, cdata
          '#e3116c': '#bc0e5a', // string, attr-value
          '#36acaa': '#216b69', // entity, url, symbol, number, boolean, variable, constant, property, regex, inserted
          '#00a4db': '#00698c', // atrule, keyword, attr-name, selector (keyword and selector are #00009f in a later entry)
          '#d73a49': '#b2303d', // function, deleted, tag (tag is #00009f in a later entry)
        },
        // namespace is drawn at 0.7 opacity: 3.99:1 on a highlighted line; at 0.8, 5.1:1.
        0.8,
      ),
      // Dracula's comment colour, #6272a4, is 3.0:1 on its background: the same hue, lighter (5.0:1).
      darkTheme: withColors(prismThemes.dracula, {'rgb(98, 114, 164)': '#8b98c6'}),
      additionalLanguages: ['powershell', 'bash', 'toml'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
