import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {prismThemeCss} from '../../utils/prismTheme';

/**
 * Writes the code blocks' colour stylesheet (src/utils/prismTheme.ts) from the
 * light and dark Prism themes of the site's config, and adds it to every page
 * as a client module, so it lands in the site's one CSS file.
 */
export default function prismThemePlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as unknown as ThemeConfig;
  if (!prism?.theme) throw new Error('themeConfig.prism.theme is not set: the code-block stylesheet needs it');
  const css = prismThemeCss(prism.theme, prism.darkTheme ?? prism.theme);
  const file = path.join(context.generatedFilesDir, 'farm-prism-theme', 'prism-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
  return {
    name: 'farm-prism-theme',
    getClientModules() {
      return [file];
    },
  };
}
