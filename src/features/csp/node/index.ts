import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withCspMeta, type CspOptions} from './policy';

/**
 * Gives every built page of a locale its Content-Security-Policy, as a meta
 * tag first in `<head>` with the hashes of that page's own inline scripts
 * (src/features/csp/node/policy.ts), and keeps the search modal's code from
 * tripping the policy's ban on eval (zod-eval-probe-loader.js). See
 * README.md, "Content-Security-Policy".
 */

/** Every .html file under dir, leaving out the folders of other locales (the default locale's build holds them). */
async function htmlFiles(dir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skip.has(full)) files.push(...(await htmlFiles(full, skip)));
    else if (entry.isFile() && entry.name.endsWith('.html')) files.push(full);
  }
  return files;
}

export default function cspPlugin(context: LoadContext): Plugin {
  const options: CspOptions = {algolia: Boolean(process.env.ALGOLIA_APP_ID)};
  return {
    name: 'farm-csp',
    configureWebpack() {
      // The search modal's bundled zod would report an eval violation on every opening: see the loader.
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/].*\.js$/,
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'zod-eval-probe-loader.js')}],
            },
          ],
        },
      };
    },
    async postBuild({outDir}) {
      const {currentLocale, locales} = context.i18n;
      const otherLocales = new Set(
        locales.filter((locale) => locale !== currentLocale).map((locale) => path.join(outDir, locale)),
      );
      const files = await htmlFiles(outDir, otherLocales);
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          // Written aside, then renamed over the page: other postBuild hooks (the search index) read pages meanwhile.
          const temporary = `${file}.csp-${process.pid}`;
          await fs.writeFile(temporary, withCspMeta(html, options));
          await fs.rename(temporary, file);
        }),
      );
      console.log(`[csp] ${currentLocale}: ${files.length} pages`);
    },
  };
}
