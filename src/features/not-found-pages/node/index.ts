import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {NOT_FOUND_FILE, notFoundScopes, type NotFoundData} from '../shared/scopes';

/**
 * One not-found document per scope (scopes.ts): Docusaurus writes the locale's
 * own `404.html`; this adds a route `<version path>/404.html` for each docs
 * version that is not the last, rendered by the theme's not-found page, so
 * the build writes that version's document with its navbar. It also hands the
 * not-found page every scope of the site (all locales) as global data, for the
 * script that sends a reader on to the right document. See README.md
 * in this folder.
 */
export default function notFoundPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'farm-not-found-pages',
    async allContentLoaded({allContent, actions}) {
      const {baseUrl, siteConfig, i18n} = context;
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent | undefined>;
      // The last version's navbar is the one every other page shows: the locale's own 404.html fits it.
      const versionPaths = Object.values(docs).flatMap(
        (content) => content?.loadedVersions.filter((version) => !version.isLast).map((version) => version.path) ?? [],
      );
      for (const versionPath of versionPaths) {
        actions.addRoute({
          path: `${versionPath.replace(/\/+$/, '')}/${NOT_FOUND_FILE}`,
          component: '@theme/NotFound',
          exact: true,
        });
      }
      // Locales on this site's own host; their version paths are the current locale's under their base URL.
      const localeBaseUrls = i18n.locales.flatMap((locale) => {
        const config = i18n.localeConfigs[locale];
        return config && config.url === siteConfig.url ? [config.baseUrl] : [];
      });
      const relative = versionPaths.map((versionPath) =>
        versionPath.startsWith(baseUrl) ? versionPath.slice(baseUrl.length) : versionPath,
      );
      const data: NotFoundData = {scopes: notFoundScopes(localeBaseUrls, relative)};
      actions.setGlobalData(data);
    },
  };
}
