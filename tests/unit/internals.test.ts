import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import {createElement, Fragment, useId} from 'react';
import {renderToString} from 'react-dom/server';
import {THEME_LANGUAGES_MODULE} from '../../src/features/code-blocks/node/themeClassic.internals';
import {
  ALGOLIASEARCH_LITE_BROWSER_FILE,
  SEARCH_PAGE_CLIENT_MODULE,
  SEARCH_PAGE_COLUMN,
  SEARCH_PAGE_QUERY_INPUT,
  SEARCH_PAGE_VERSION_SELECT,
} from '../../src/features/search/shared/searchPage.internals';
import {
  DEFAULT_ID,
  DISMISSED_ATTRIBUTE,
  ID_STORAGE_KEY,
  MISSPELT_DEFAULT_ID,
} from '../../src/features/announcement-bar/client/announcementId.internals';
import {workerUrl} from '../../src/features/offline/shared/pwa.internals';
import {root, srcScripts} from './src-scripts';

/**
 * Each adapter of a private Docusaurus, theme, React or bundler API (`*.internals.ts` beside its feature) against
 * the packages installed in node_modules: a failure names the adapter and the assumption that no longer holds,
 * to be re-read after an upgrade. Behaviour itself is covered by the e2e specs each adapter's feature has.
 */

const require = createRequire(import.meta.url);

/** A file of an installed package, by the package's name and a path inside it. */
function packageFile(name: string, file: string): string {
  return path.join(root, 'node_modules', name, file);
}

function read(name: string, file: string): string {
  const full = packageFile(name, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
}

/** The message of a failed assumption: the adapter to re-read and what it assumed. */
const broken = (adapter: string, assumption: string) => `${adapter}: ${assumption}`;

/** Every `*.internals.ts` under src/ and the modules it imports. */
function adapters(): {file: string; imports: string[]}[] {
  return srcScripts()
    .filter((full) => full.endsWith('.internals.ts'))
    .map((full) => {
      const source = fs.readFileSync(full, 'utf8');
      const imports = [...source.matchAll(/^import [^;]*? from '([^']+)';$/gm)].map((match) => match[1]!);
      return {file: path.relative(root, full), imports};
    });
}

describe('src/features/speed/client/idlePrefetch.internals.ts (@docusaurus/core)', () => {
  const ADAPTER = 'src/features/speed/client/idlePrefetch.internals.ts';
  const client = (file: string) => read('@docusaurus/core', `lib/client/${file}`);

  test('window.docusaurus is the frozen {prefetch, preload} of docusaurus.js, mounted by clientEntry.js', () => {
    const docusaurus = client('docusaurus.js');
    expect(docusaurus, broken(ADAPTER, 'docusaurus.js builds the object {prefetch, preload}')).toMatch(
      /const docusaurus = \{\s*prefetch,\s*preload,?\s*\};/,
    );
    expect(docusaurus, broken(ADAPTER, 'docusaurus.js freezes and exports that object')).toContain(
      'export default Object.freeze(docusaurus);',
    );
    expect(client('clientEntry.js'), broken(ADAPTER, 'clientEntry.js mounts it on window.docusaurus')).toContain(
      'window.docusaurus = docusaurus;',
    );
  });

  test('Link prefetches through window.docusaurus.prefetch when a link is seen, and preloads on intent', () => {
    const link = client('exports/Link.js');
    expect(link, broken(ADAPTER, 'Link calls window.docusaurus.prefetch(path) when a link scrolls into view')).toMatch(
      /new window\.IntersectionObserver\([\s\S]*?window\.docusaurus\.prefetch\(targetLink\)/,
    );
    expect(link, broken(ADAPTER, 'Link calls window.docusaurus.preload(path) on intent')).toContain(
      'window.docusaurus.preload(targetLink)',
    );
  });

  test('docusaurus.js picks chunks as routeChunkFiles does: matchRoutes, the key rule, flat, gca', () => {
    const docusaurus = client('docusaurus.js');
    const same = (what: string, text: string) => expect(docusaurus, broken(ADAPTER, what)).toContain(text);
    same("react-router-config's matchRoutes walks @generated/routes", 'matchRoutes(routes, routePath)');
    same('a routesChunkNames key is the route path and -hash', ".replace(/-[^-]+$/, '') === path");
    same('flat() gives the chunk names of a route', 'Object.values(flat(routeChunks))');
    same('__webpack_require__.gca(name) gives a chunk URL', '__webpack_require__.gca(chunkName)');
    same("a merged chunk's URL contains 'undefined'", "!chunkAsset.includes('undefined')");
    same('the prefetch helper fetches each file', 'prefetchHelper(chunkAsset)');
  });

  test('lib/client/prefetch.js and flat.js default-export the functions the adapter calls', async () => {
    const {default: prefetch} = (await import(packageFile('@docusaurus/core', 'lib/client/prefetch.js'))) as {
      default: unknown;
    };
    expect(typeof prefetch, broken(ADAPTER, 'prefetch.js default-exports prefetch(url)')).toBe('function');
    expect((prefetch as (url: string) => unknown).length, broken(ADAPTER, 'prefetch takes one argument, the url')).toBe(
      1,
    );
    const {default: flat} = (await import(packageFile('@docusaurus/core', 'lib/client/flat.js'))) as {
      default: (tree: unknown) => Record<string, string>;
    };
    expect(
      flat({__comp: 'a1', content: {items: ['b2', 'c3']}}),
      broken(ADAPTER, 'flat() maps a chunk-name tree to its leaves by key path'),
    ).toEqual({__comp: 'a1', 'content.items.0': 'b2', 'content.items.1': 'c3'});
  });

  test('routesChunkNames keys are the route path, a dash and a hash without a dash', async () => {
    const {generateRoutesCode} = (await import(
      packageFile('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js')
    )) as {
      generateRoutesCode(routes: unknown[]): {routesChunkNames: Record<string, unknown>};
    };
    const {routesChunkNames} = generateRoutesCode([
      {path: '/docs/a-b', component: '@theme/DocPage', routes: [{path: '/docs/a-b/c', component: '@theme/DocItem'}]},
    ]);
    const keys = Object.keys(routesChunkNames);
    expect(keys, broken(ADAPTER, 'one routesChunkNames key per route')).toHaveLength(2);
    expect(
      keys.map((key) => key.replace(/-[^-]+$/, '')).sort(),
      broken(ADAPTER, 'stripping the last -part of a key gives the route path'),
    ).toEqual(['/docs/a-b', '/docs/a-b/c']);
  });

  test('the client build adds __webpack_require__.gca(chunkName) to the bundler runtime', () => {
    const plugin = read('@docusaurus/core', 'lib/webpack/plugins/ChunkAssetPlugin.js');
    expect(plugin, broken(ADAPTER, 'ChunkAssetPlugin names its runtime function __webpack_require__.gca')).toContain(
      "const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';",
    );
    expect(plugin, broken(ADAPTER, 'gca(name) returns the public path plus the chunk script file name')).toMatch(
      /\$\{DocusaurusGetChunkAssetFn\} = function\(chunkId\) \{[^`]*return \$\{publicPath\} \+ \$\{getChunkScriptFilename\}\(chunkId\);/,
    );
    expect(plugin, broken(ADAPTER, 'the function is added as a runtime module of every chunk tree')).toContain(
      'compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule())',
    );
    expect(
      read('@docusaurus/core', 'lib/webpack/client.js'),
      broken(ADAPTER, 'the client build (webpack or Rspack) uses ChunkAssetPlugin'),
    ).toContain('new ChunkAssetPlugin_1.default()');
    // The runtime globals it builds on, the same names in Rspack as in webpack.
    for (const bundler of ['webpack', '@rspack/core']) {
      const {RuntimeGlobals} = require(bundler) as {RuntimeGlobals: Record<string, string>};
      expect(RuntimeGlobals.publicPath, broken(ADAPTER, `${bundler}'s publicPath runtime global`)).toBe(
        '__webpack_require__.p',
      );
      expect(RuntimeGlobals.getChunkScriptFilename, broken(ADAPTER, `${bundler}'s chunk file name global`)).toBe(
        '__webpack_require__.u',
      );
    }
  });
});

describe('src/features/code-blocks/node/themeClassic.internals.ts (@docusaurus/theme-classic)', () => {
  const ADAPTER = 'src/features/code-blocks/node/themeClassic.internals.ts';

  test('the theme lists lib/prism-include-languages as a client module, and the pattern matches its request', () => {
    expect(
      read('@docusaurus/theme-classic', 'lib/index.js'),
      broken(ADAPTER, "getClientModules() lists './prism-include-languages'"),
    ).toMatch(/getClientModules\(\) \{[\s\S]*?'\.\/prism-include-languages',/);
    const request = packageFile('@docusaurus/theme-classic', 'lib/prism-include-languages');
    expect(fs.existsSync(`${request}.js`), broken(ADAPTER, 'lib/prism-include-languages.js exists')).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test(request), broken(ADAPTER, 'the pattern matches the request')).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test(`${request}.js`), broken(ADAPTER, 'the pattern matches the file')).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test('@theme/prism-include-languages')).toBe(false);
  });

  test('that module only registers the languages, through the swizzlable @theme/prism-include-languages', () => {
    const source = read('@docusaurus/theme-classic', 'lib/prism-include-languages.js');
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    expect(code, broken(ADAPTER, 'the module is prismIncludeLanguages(Prism) and nothing else')).toBe(
      [
        "import { Prism } from 'prism-react-renderer';",
        "import prismIncludeLanguages from '@theme/prism-include-languages';",
        'prismIncludeLanguages(Prism);',
      ].join('\n'),
    );
    expect(
      fs.existsSync(packageFile('@docusaurus/theme-classic', 'lib/theme/prism-include-languages.js')),
      broken(ADAPTER, '@theme/prism-include-languages is a theme module the code block can call'),
    ).toBe(true);
  });
});

describe('src/features/speed/components/KeepServerHtml/react.internals.ts (react, react-dom)', () => {
  const ADAPTER = 'src/features/speed/components/KeepServerHtml/react.internals.ts';

  test("the server writes useId as _R_<tree id>_, and H<n> for a component's second id", () => {
    const ids: string[] = [];
    function Two() {
      ids.push(useId(), useId());
      return null;
    }
    renderToString(createElement(Fragment, null, createElement(Two), createElement('div', null, createElement(Two))));
    expect(ids, broken(ADAPTER, 'server ids are _R_<base-32 tree id>_ (second one: ...H1_)')).toEqual([
      expect.stringMatching(/^_R_[0-9a-v]*_$/),
      expect.stringMatching(/^_R_[0-9a-v]*H1_$/),
      expect.stringMatching(/^_R_[0-9a-v]*_$/),
      expect.stringMatching(/^_R_[0-9a-v]*H1_$/),
    ]);
  });

  test('the browser gives hydrating components the _R_ form and later ones _r_<counter>_', () => {
    // react-dom/client in production (what the site's bundle runs): the mount of useId.
    const client = read('react-dom', 'cjs/react-dom-client.production.js');
    const useIdMount =
      /useId: function \(\) \{\s*var hook = mountWorkInProgressHook\(\)[\s\S]*?return \(hook\.memoizedState = \w+\);/.exec(
        client,
      )?.[0];
    expect(useIdMount, broken(ADAPTER, "react-dom's client mounts useId in one function")).toBeDefined();
    expect(useIdMount, broken(ADAPTER, 'a hydrating component gets "_" + prefix + "R_" + tree id')).toMatch(
      /if \(isHydrating\) \{[\s\S]*?"_" \+ identifierPrefix \+ "R_" \+[\s\S]*?\+= "_";\s*\} else/,
    );
    expect(useIdMount, broken(ADAPTER, 'a component mounted later gets "_" + prefix + "r_" + counter + "_"')).toMatch(
      /\} else[\s\S]*?globalClientIdCounter\+\+[\s\S]*?"_" \+\s*identifierPrefix \+\s*"r_" \+[\s\S]*?"_"\);/,
    );
  });

  test('Docusaurus sets no identifier prefix on the server or the client', () => {
    const entry = read('@docusaurus/core', 'lib/client/clientEntry.js');
    const server = read('@docusaurus/core', 'lib/client/renderToHtml.js');
    expect(entry, broken(ADAPTER, 'clientEntry.js hydrates with hydrateRoot')).toContain('ReactDOM.hydrateRoot(');
    expect(`${entry}${server}`, broken(ADAPTER, 'no identifierPrefix option')).not.toContain('identifierPrefix');
  });
});

describe('src/features/search/shared/searchPage.internals.ts (@docusaurus/theme-search-algolia, algoliasearch)', () => {
  const ADAPTER = 'src/features/search/shared/searchPage.internals.ts';
  const page = () => read('@docusaurus/theme-search-algolia', 'lib/theme/SearchPage/index.js');

  test(`the theme's SearchPage builds its client with liteClient(appId, apiKey) from ${SEARCH_PAGE_CLIENT_MODULE}`, () => {
    expect(page(), broken(ADAPTER, `SearchPage imports liteClient from '${SEARCH_PAGE_CLIENT_MODULE}'`)).toContain(
      `import {liteClient} from '${SEARCH_PAGE_CLIENT_MODULE}';`,
    );
    expect(page(), broken(ADAPTER, 'SearchPage calls liteClient(appId, apiKey)')).toContain(
      'liteClient(appId, apiKey)',
    );
  });

  test(`no other theme module imports ${SEARCH_PAGE_CLIENT_MODULE}, and DocSearch bundles its own client`, () => {
    const importers: string[] = [];
    for (const name of ['@docusaurus/theme-search-algolia', '@docusaurus/theme-classic', '@docusaurus/theme-common']) {
      const lib = packageFile(name, 'lib');
      for (const file of fs.readdirSync(lib, {recursive: true, encoding: 'utf8'})) {
        if (!file.endsWith('.js')) continue;
        if (fs.readFileSync(path.join(lib, file), 'utf8').includes(`'${SEARCH_PAGE_CLIENT_MODULE}'`)) {
          importers.push(`${name}/lib/${file}`);
        }
      }
    }
    expect(importers, broken(ADAPTER, `only SearchPage imports '${SEARCH_PAGE_CLIENT_MODULE}'`)).toEqual([
      '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    ]);
    const docsearch = JSON.parse(read('@docsearch/react', 'package.json')) as {dependencies?: Record<string, string>};
    expect(
      Object.keys(docsearch.dependencies ?? {}),
      broken(ADAPTER, '@docsearch/react does not import algoliasearch at run time'),
    ).not.toContain('algoliasearch');
  });

  test(`algoliasearch's browser build is ${ALGOLIASEARCH_LITE_BROWSER_FILE} beside the resolved Node build`, () => {
    const resolved = require.resolve(SEARCH_PAGE_CLIENT_MODULE);
    const browser = path.join(path.dirname(resolved), ALGOLIASEARCH_LITE_BROWSER_FILE);
    type Conditions = {[condition: string]: string | Conditions};
    const manifest = JSON.parse(read('algoliasearch', 'package.json')) as {exports: Record<string, Conditions>};
    const browserImport = (manifest.exports['./lite']?.default as Conditions | undefined)?.import;
    expect(
      typeof browserImport === 'string' && path.resolve(packageFile('algoliasearch', ''), browserImport),
      broken(ADAPTER, "algoliasearch's non-Node `import` export of ./lite is that file"),
    ).toBe(browser);
    expect(fs.readFileSync(browser, 'utf8'), broken(ADAPTER, 'the browser build exports liteClient')).toMatch(
      /export\s*\{[^}]*\bliteClient\b/,
    );
  });

  test('the page renders its column as .container in the layout main, with the version select in its form', () => {
    const source = page();
    expect(SEARCH_PAGE_COLUMN).toBe(':scope > .container');
    expect(
      source,
      broken(ADAPTER, 'the page renders <Layout>, then <Head>, then <div className="container …">'),
    ).toMatch(
      /<Layout>\s*<PageMetadata[^>]*\/>\s*<Head>[\s\S]*?<\/Head>\s*<div className="container margin-vert--lg">/,
    );
    expect(SEARCH_PAGE_VERSION_SELECT).toBe('form select');
    expect(source, broken(ADAPTER, 'the version selects are rendered inside the form')).toMatch(
      /<form className="row"[^>]*>(?:(?!<\/form>)[\s\S])*?<SearchVersionSelectList[\s\S]*?<\/form>/,
    );
    expect(SEARCH_PAGE_QUERY_INPUT).toBe('form input[name="q"]');
    expect(source, broken(ADAPTER, 'the form holds the query field <input name="q">, with no maxLength')).toMatch(
      /<form className="row"[^>]*>(?:(?!<\/form>)[\s\S])*?<input\s+type="search"\s+name="q"(?:(?!\/>)[\s\S])*?\/>/,
    );
    expect(source, broken(ADAPTER, 'the query field has no maxLength of its own')).not.toMatch(/maxLength/);
    const selectList = /function SearchVersionSelectList[\s\S]*?\nfunction /.exec(source)?.[0] ?? '';
    expect(selectList, broken(ADAPTER, 'SearchVersionSelectList renders <select> elements')).toContain('<select');
    expect(selectList, broken(ADAPTER, 'the select has no name of its own (the wrapper adds aria-label)')).not.toMatch(
      /aria-label|aria-labelledby|<label/,
    );
    const layout = read('@docusaurus/theme-classic', 'lib/theme/Layout/index.js');
    expect(
      layout,
      broken(ADAPTER, "the layout's main wrapper carries SkipToContentFallbackId and holds the page"),
    ).toMatch(
      /id=\{SkipToContentFallbackId\}[\s\S]{0,400}?<ErrorBoundary[\s\S]{0,120}?\/>\}>\s*\{children\}\s*<\/ErrorBoundary>\s*<\/div>/,
    );
  });
});

describe('src/features/offline/shared/pwa.internals.ts (@docusaurus/plugin-pwa, @docusaurus/core)', () => {
  const ADAPTER = 'src/features/offline/shared/pwa.internals.ts';

  test('the plugin defines process.env.PWA_SERVICE_WORKER_URL as sw.js under the base URL', () => {
    expect(
      read('@docusaurus/plugin-pwa', 'lib/index.js'),
      broken(ADAPTER, 'EnvironmentPlugin defines PWA_SERVICE_WORKER_URL'),
    ).toMatch(
      /new currentBundler\.instance\.EnvironmentPlugin\(\{[\s\S]*?PWA_SERVICE_WORKER_URL: path_1\.default\.posix\.resolve\(`\$\{config\.output\?\.publicPath \|\| '\/'\}`, 'sw\.js'\)/,
    );
  });

  test("the plugin's worker reads JSON params from ?params= and needs offlineMode", () => {
    const worker = read('@docusaurus/plugin-pwa', 'lib/sw.js');
    expect(worker, broken(ADAPTER, "the worker parses JSON from its URL's params")).toContain(
      "JSON.parse(new URLSearchParams(self.location.search).get('params'))",
    );
    expect(worker, broken(ADAPTER, 'the worker precaches only when params.offlineMode')).toContain(
      'if (params.offlineMode)',
    );
    const url = new URL(workerUrl('/zh/sw.js'), 'https://farmfe.org');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({offlineMode: true, debug: false});
  });

  test('the build sets process.env.DOCUSAURUS_CURRENT_LOCALE to the locale it builds', () => {
    expect(
      read('@docusaurus/core', 'lib/commands/build/buildLocale.js'),
      broken(ADAPTER, 'buildLocale sets DOCUSAURUS_CURRENT_LOCALE'),
    ).toContain('process.env.DOCUSAURUS_CURRENT_LOCALE = locale;');
  });
});

describe('src/features/announcement-bar/client/announcementId.internals.ts (@docusaurus/theme-classic, theme-common)', () => {
  const ADAPTER = 'src/features/announcement-bar/client/announcementId.internals.ts';

  test('the inline script marks a dismissed bar on <html> with the attribute', () => {
    const script = read('@docusaurus/theme-classic', 'lib/inlineScripts.js');
    expect(script, broken(ADAPTER, `the inline script's attribute is ${DISMISSED_ATTRIBUTE}`)).toContain(
      `const AnnouncementBarDismissDataAttribute = '${DISMISSED_ATTRIBUTE}';`,
    );
    expect(script, broken(ADAPTER, 'the inline script sets it on <html> whatever the id')).toContain(
      "document.documentElement.setAttribute('${AnnouncementBarDismissDataAttribute}', isDismissed());",
    );
  });

  test('the theme stores the last id under the key and reads the misspelt default as the default', () => {
    const context = read('@docusaurus/theme-common', 'lib/contexts/announcementBar.js');
    expect(context, broken(ADAPTER, `the id's storage key is ${ID_STORAGE_KEY}`)).toContain(
      `createStorageSlot('${ID_STORAGE_KEY}')`,
    );
    expect(context, broken(ADAPTER, `a stored '${MISSPELT_DEFAULT_ID}' counts as '${DEFAULT_ID}'`)).toMatch(
      new RegExp(`viewedId === '${MISSPELT_DEFAULT_ID}'[\\s\\S]{0,80}viewedId = '${DEFAULT_ID}'`),
    );
  });
});

describe('src/theme/CodeBlock/themeCommon.internals.ts and src/features/speed/client/mobileMenu.internals.ts (theme-common/internal)', () => {
  test('theme-common/internal still exports the hooks they re-export, with the fields the site reads', () => {
    const declarations = read('@docusaurus/theme-common', 'lib/internal.d.ts');
    const exported = (name: string) => new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from`).test(declarations);
    for (const [adapter, name] of [
      ['src/theme/CodeBlock/themeCommon.internals.ts', 'useCodeBlockContext'],
      ['src/theme/CodeBlock/themeCommon.internals.ts', 'useCodeWordWrap'],
      ['src/features/speed/client/mobileMenu.internals.ts', 'useNavbarMobileSidebar'],
    ] as const) {
      expect(exported(name), broken(adapter, `@docusaurus/theme-common/internal exports ${name}`)).toBe(true);
    }
    const codeBlock = read('@docusaurus/theme-common', 'lib/utils/codeBlockUtils.d.ts');
    expect(
      codeBlock,
      broken('src/theme/CodeBlock/themeCommon.internals.ts', 'the context has metadata and wordWrap'),
    ).toMatch(/type CodeBlockContextValue = \{\s*metadata: CodeBlockMetadata;\s*wordWrap: WordWrap;\s*\}/);
    const sidebar = read('@docusaurus/theme-common', 'lib/contexts/navbarMobileSidebar.d.ts');
    expect(
      sidebar,
      broken('src/features/speed/client/mobileMenu.internals.ts', 'the mobile sidebar context has shown: boolean'),
    ).toMatch(/shown: boolean;/);
  });
});

describe('src/features/speed/components/WithoutHydrationRemount/isBrowser.internals.ts (@docusaurus/core, theme-classic)', () => {
  const ADAPTER = 'src/features/speed/components/WithoutHydrationRemount/isBrowser.internals.ts';
  const calls = (source: string) => source.match(/\buseIsBrowser\(\)/g)?.length ?? 0;

  test('useIsBrowser() reads the Context of browserContext.js, false until the app has hydrated', () => {
    expect(
      read('@docusaurus/core', 'lib/client/exports/useIsBrowser.js'),
      broken(ADAPTER, 'useIsBrowser returns useContext(Context), Context from ../browserContext'),
    ).toMatch(/import \{ Context \} from '\.\.\/browserContext';[\s\S]*return useContext\(Context\);/);
    const context = read('@docusaurus/core', 'lib/client/browserContext.js');
    expect(context, broken(ADAPTER, 'browserContext.js exports Context = React.createContext(false)')).toContain(
      'export const Context = React.createContext(false);',
    );
    expect(context, broken(ADAPTER, 'the provider sets it to true in an effect')).toMatch(
      /useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);/,
    );
  });

  test("the theme's Tabs and CodeBlock call useIsBrowser() once each, for a key; only the buttons use BrowserOnly", () => {
    const theme = (file: string) => read('@docusaurus/theme-classic', `lib/theme/${file}`);
    const tabs = theme('Tabs/index.js');
    expect(calls(tabs), broken(ADAPTER, 'Tabs calls useIsBrowser() once')).toBe(1);
    expect(tabs, broken(ADAPTER, 'Tabs keys its TabsProvider by it')).toMatch(
      /<TabsProvider\s+value=\{value\}[^>]*?key=\{String\(isBrowser\)\}>/,
    );
    const codeBlock = theme('CodeBlock/index.js');
    expect(calls(codeBlock), broken(ADAPTER, 'CodeBlock calls useIsBrowser() once')).toBe(1);
    expect(codeBlock, broken(ADAPTER, 'CodeBlock keys its content by it')).toContain(
      '<CodeBlockComp key={String(isBrowser)} {...props}>',
    );
    expect(theme('CodeBlock/Buttons/index.js'), broken(ADAPTER, 'the buttons render inside BrowserOnly')).toContain(
      '<BrowserOnly>',
    );
    const readers = ['Tabs', 'TabItem', 'CodeBlock']
      .flatMap((folder) =>
        fs
          .readdirSync(packageFile('@docusaurus/theme-classic', `lib/theme/${folder}`), {recursive: true})
          .map((file) => `${folder}/${String(file)}`),
      )
      .filter((file) => file.endsWith('.js') && /useIsBrowser|BrowserOnly/.test(theme(file)))
      .sort();
    expect(readers, broken(ADAPTER, 'no other file of Tabs, TabItem or CodeBlock reads useIsBrowser()')).toEqual([
      'CodeBlock/Buttons/index.js',
      'CodeBlock/index.js',
      'Tabs/index.js',
    ]);
  });
});

describe('the adapters themselves', () => {
  test('each deep import of an adapter resolves to an installed file', () => {
    const missing = adapters().flatMap(({file, imports}) =>
      imports
        .filter((request) => /^@docusaurus\/[^/]+\/lib\//.test(request))
        .filter((request) => {
          const [scope, name, ...rest] = request.split('/');
          const target = packageFile(`${scope}/${name}`, rest.join('/'));
          return !fs.existsSync(target) && !fs.existsSync(`${target}.js`);
        })
        .map((request) => broken(file, `${request} exists`)),
    );
    expect(missing).toEqual([]);
  });

  test('only adapters import private Docusaurus modules or name the bundler runtime', () => {
    const offenders: string[] = [];
    const ejected = (source: string) => /^\/\/ Upstream: @docusaurus\//m.test(source);
    for (const full of srcScripts().filter((file) => !file.endsWith('.internals.ts'))) {
      const source = fs.readFileSync(full, 'utf8');
      const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      const file = path.relative(root, full);
      if (/from '@docusaurus\/[^/']+\/lib\//.test(code)) offenders.push(`${file} deep-imports @docusaurus/*/lib`);
      if (/from 'react-router-config'/.test(code)) offenders.push(`${file} imports react-router-config`);
      if (/from '@generated\/routesChunkNames'/.test(code)) offenders.push(`${file} imports routesChunkNames`);
      if (/__webpack_require__/.test(code)) offenders.push(`${file} names __webpack_require__`);
      if (/window\.docusaurus\b|\bdocusaurus\s*=/.test(code)) offenders.push(`${file} touches window.docusaurus`);
      if (/process\.env\.(PWA_|DOCUSAURUS_CURRENT_LOCALE)/.test(code)) {
        offenders.push(`${file} reads a private environment variable`);
      }
      // Ejected theme files keep upstream's imports (tests/unit/theme-upstream.test.ts guards them).
      if (/from '@docusaurus\/theme-common\/internal'/.test(code) && !ejected(source)) {
        offenders.push(`${file} imports @docusaurus/theme-common/internal`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
