/**
 * What each route of routes.txt must show, read from the sources so that a
 * page that goes missing or loses its title fails the route test.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {docsRoot, readRoutes, routePrefix, siteDir, versionOfRoute, type Locale} from '../content/docs-lib';

export type Expected = {h1: string; title: string};

export const locales: readonly Locale[] = ['en', 'zh'];
export const routes = readRoutes();

const siteTitle = 'Farm';

function titled(h1: string): Expected {
  return {h1, title: `${h1} | ${siteTitle}`};
}

function frontMatterTitle(file: string): string {
  const title = matter(fs.readFileSync(file, 'utf8')).data.title;
  if (typeof title !== 'string') throw new Error(`${file} has no title`);
  return title.trim();
}

/** The zh file if it exists, else the English one (Docusaurus falls back the same way). */
function localized(locale: Locale, enFile: string, zhFile: string): string {
  return locale === 'zh' && fs.existsSync(zhFile) ? zhFile : enFile;
}

type Messages = Record<string, {message: string}>;
function readJson(rel: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(siteDir, rel), 'utf8')) as Messages;
}
const zhCode = readJson('i18n/zh/code.json');
const zhBlog = readJson('i18n/zh/docusaurus-plugin-content-blog/options.json');

/** A message of one locale: the zh translation, or the English default given here. */
function message(locale: Locale, id: string, english: string, table: Messages = zhCode): string {
  if (locale === 'en') return english;
  const zh = table[id]?.message;
  if (!zh) throw new Error(`i18n/zh has no message ${id}`);
  return zh;
}

function blogPostFile(slug: string): string {
  const dir = path.join(siteDir, 'blog');
  const file = fs
    .readdirSync(dir)
    .find((f) => /\.mdx?$/.test(f) && matter(fs.readFileSync(path.join(dir, f), 'utf8')).data.slug === slug);
  if (!file) throw new Error(`no blog post with slug ${slug}`);
  return file;
}

export function expectedFor(route: string, locale: Locale): Expected {
  if (route.startsWith('/docs/')) {
    const version = versionOfRoute(route);
    const rel = `${route.slice(routePrefix(version).length)}.md`;
    return titled(
      frontMatterTitle(
        localized(locale, path.join(docsRoot('en', version), rel), path.join(docsRoot('zh', version), rel)),
      ),
    );
  }
  switch (route) {
    case '/':
      return {h1: siteTitle, title: siteTitle};
    case '/blog':
      return titled(message(locale, 'title', 'Blog', zhBlog));
    case '/blog/archive':
      return titled(message(locale, 'theme.blog.archive.title', 'Archive'));
    case '/blog/tags':
      return titled(message(locale, 'theme.tags.tagsPageTitle', 'Tags'));
    case '/blog/index': {
      const file = blogPostFile('index');
      return titled(
        frontMatterTitle(
          localized(
            locale,
            path.join(siteDir, 'blog', file),
            path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-blog', file),
          ),
        ),
      );
    }
    case '/data':
      return {
        h1: message(locale, 'data.heading', 'Farm in numbers'),
        title: `${message(locale, 'data.title', 'Farm in numbers')} | ${siteTitle}`,
      };
    case '/team':
      return {
        h1: message(locale, 'team.heading', 'The Farm team'),
        title: `${message(locale, 'team.title', 'Team')} | ${siteTitle}`,
      };
    case '/markdown-page':
      return titled(
        frontMatterTitle(
          localized(
            locale,
            path.join(siteDir, 'src/pages/markdown-page.md'),
            path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-pages/markdown-page.md'),
          ),
        ),
      );
    case '/search':
      return titled(message(locale, 'theme.SearchPage.emptyResultsTitle', 'Search the documentation'));
    default:
      throw new Error(`routes.txt names ${route}, which the route test does not know: add it here`);
  }
}

export function localePath(locale: Locale, route: string): string {
  if (locale === 'en') return route;
  return route === '/' ? '/zh/' : `/zh${route}`;
}
