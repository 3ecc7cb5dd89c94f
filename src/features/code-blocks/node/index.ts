import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {prismThemeCss} from '../shared/prismTheme';
import {THEME_LANGUAGES_MODULE} from './themeClassic.internals';

/** The code block's lazily loaded highlighter, and the module it loads (src/theme/CodeBlock/Content). */
export const LAZY_HIGHLIGHTED_MODULE = /(^\.\/|CodeBlock[\\/]Content[\\/])HighlightedLazily(\.tsx)?$/;
const HIGHLIGHTED_MODULE = path.resolve(__dirname, '../../../theme/CodeBlock/Content/Highlighted.tsx');

/**
 * Writes the code blocks' colour stylesheet (src/features/code-blocks/shared/prismTheme.ts) from the
 * light and dark Prism themes of the site's config, and adds it to every page
 * as a client module, so it lands in the site's one CSS file.
 *
 * Also replaces the theme's client module that registers the additional Prism
 * languages at startup with an empty one: it put Prism and every grammar in
 * each page's main bundle, and defining the grammars cost main-thread time on
 * every page. The code block registers them when it loads Prism
 * (src/theme/CodeBlock/Content/Highlighted.tsx), which the browser does only
 * for a block the server did not render. What this assumes of the theme is in
 * ./themeClassic.internals.ts.
 */
export default function prismThemePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as unknown as ThemeConfig;
  if (!prism?.theme) throw new Error('themeConfig.prism.theme is not set: the code-block stylesheet needs it');
  const css = prismThemeCss(prism.theme, prism.darkTheme ?? prism.theme);
  const file = path.join(context.generatedFilesDir, 'farm-prism-theme', 'prism-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
  const empty = path.join(context.generatedFilesDir, 'farm-prism-theme', 'no-languages-at-startup.js');
  const emptySource =
    '// Replaces @docusaurus/theme-classic/lib/prism-include-languages (src/features/code-blocks/node).\nexport {};\n';
  if (!fs.existsSync(empty) || fs.readFileSync(empty, 'utf8') !== emptySource) fs.writeFileSync(empty, emptySource);
  return {
    name: 'farm-prism-theme',
    getClientModules() {
      return [file];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = [new NormalModuleReplacementPlugin(THEME_LANGUAGES_MODULE, empty)];
      // The server renders each block at once: Prism in the bundle, no lazy component.
      if (isServer) plugins.push(new NormalModuleReplacementPlugin(LAZY_HIGHLIGHTED_MODULE, HIGHLIGHTED_MODULE));
      return {plugins};
    },
  };
}
