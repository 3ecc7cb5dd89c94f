import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOf} from '../../search/node';
import {toTwin, type Twin} from './convert';
import {llmsFullTxt, llmsTextOf, llmsTxt, sectionOf, sidebarOrder, type DocsVersion, type Section} from './llms';
import {twinPath, twinUrl} from '../shared/paths';

/**
 * Writes a Markdown twin beside every built page of a locale, at the page's
 * URL plus `.md` (`/docs/quick-start.md`, `/zh/index.md` for `/zh/`), made in
 * `postBuild` from the page's rendered article (convert.ts), so the twin says
 * what the page says. Each page names its twin in
 * `<link rel="alternate" type="text/markdown">` (src/theme/Layout). Then
 * llms.txt (every doc and post by section) and an llms-full.txt per docs
 * version (llms.ts). See README.md, "Markdown twins and llms.txt".
 */

type BlogContent = {blogPosts: {metadata: {permalink: string; unlisted?: boolean}}[]};

/** Every route with a built page, but the not-found page, and its HTML file. */
export async function pagesOf(outDir: string, baseUrl: string, routes: string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const route of [...new Set(routes)].sort()) {
    if (route.endsWith('.html')) continue; // 404.html
    const file = await htmlFileOf(outDir, baseUrl, route);
    if (file) files.set(route, file);
  }
  return files;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let versions: DocsVersion[] = [];
  let blogPosts: BlogContent['blogPosts'] = [];
  return {
    name: 'farm-markdown-twins',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: DocsVersion[]} | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      versions = docs?.loadedVersions ?? [];
      blogPosts = blog?.blogPosts ?? [];
    },
    async postBuild({outDir, routesPaths}) {
      const {baseUrl, i18n, siteConfig} = context;
      const locale = i18n.currentLocale;
      const files = await pagesOf(outDir, baseUrl, routesPaths);
      const twinOf = (route: string): string | undefined => (files.has(route) ? twinPath(route) : undefined);
      const absolute = (sitePath: string): string => new URL(sitePath, siteConfig.url).href;
      const written = (target: string, body: string): Promise<void> =>
        fs.writeFile(path.join(outDir, target.slice(baseUrl.length)), body);

      let bytes = 0;
      const twins = new Map<string, Twin>();
      for (const [route, file] of files) {
        const twin = toTwin(await fs.readFile(file, 'utf8'), {siteUrl: siteConfig.url, route, twinOf});
        if (!twin) continue;
        await written(twinPath(route), twin.markdown);
        bytes += Buffer.byteLength(twin.markdown);
        twins.set(route, twin);
      }
      console.log(`[markdown-twins] ${locale}: ${twins.size} twins, ${kb(bytes)} in all`);

      const text = llmsTextOf(locale);
      const twinAt = (permalink: string): Twin => {
        const twin = twins.get(permalink);
        if (!twin) throw new Error(`[markdown-twins] no twin for ${permalink}`);
        return twin;
      };
      const entry = (permalink: string) => {
        const twin = twinAt(permalink);
        return {title: twin.title, url: twinUrl(permalink, siteConfig.url), description: twin.description};
      };
      const sections: Section[] = [];
      const sizes: string[] = [];
      for (const version of versions) {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
        const ordered = sidebarOrder(version).flatMap((id) => byId.get(id) ?? []);
        const fullFile = version.isLast ? 'llms-full.txt' : `llms-full-${version.versionName}.txt`;
        const full = llmsFullTxt(
          siteConfig.title,
          text.fullHeading.replace('{label}', version.label),
          ordered.map((doc) => ({
            url: twinUrl(doc.permalink, siteConfig.url),
            markdown: twinAt(doc.permalink).markdown,
          })),
        );
        await written(`${baseUrl}${fullFile}`, full);
        sizes.push(`${fullFile} ${kb(Buffer.byteLength(full))}`);
        if (version.isLast) {
          const current = new Map<string, Section>(
            [text.guides, text.config, text.api, text.plugins, text.frameworks].map((title) => [
              title,
              {title, entries: []},
            ]),
          );
          for (const doc of ordered) current.get(sectionOf(doc, text))?.entries.push(entry(doc.permalink));
          sections.unshift(...current.values());
        } else {
          const prerelease = version.banner === 'unreleased';
          sections.push({
            title: (prerelease ? text.prereleaseVersion : text.olderVersion).replace('{label}', version.label),
            note: `${prerelease ? text.prereleaseVersionNote : text.olderVersionNote} ${absolute(`${baseUrl}${fullFile}`)}`,
            entries: ordered.map((doc) => entry(doc.permalink)),
          });
        }
      }
      const posts = blogPosts.filter((post) => !post.metadata.unlisted).map((post) => entry(post.metadata.permalink));
      // The blog after the current docs, before the other versions (in the docs plugin's order: pre-releases first).
      sections.splice(versions.some((v) => v.isLast) ? 5 : 0, 0, {title: text.blog, entries: posts});
      const llms = llmsTxt(siteConfig.title, text, sections);
      await written(`${baseUrl}llms.txt`, llms);
      console.log(`[markdown-twins] ${locale}: llms.txt ${kb(Buffer.byteLength(llms))}, ${sizes.join(', ')}`);
    },
  };
}
