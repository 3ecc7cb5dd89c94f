import {describe, expect, test} from 'vitest';
import config from '@site/docusaurus.config';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {ThemeConfig} from '@docusaurus/preset-classic';

const [, presetOptions] = (config.presets?.[0] ?? []) as [string, {docs: DocsOptions}];
const theme = config.themeConfig as ThemeConfig;

describe('site configuration', () => {
  test('identity and deployment', () => {
    expect(config).toMatchObject({
      title: 'Farm',
      tagline: 'Super fast web build tool written in Rust',
      url: 'https://farmfe.org',
      baseUrl: '/',
      organizationName: 'farm-fe',
      projectName: 'farm-fe.github.io',
      deploymentBranch: 'gh-pages',
      trailingSlash: false,
    });
    // indexable: noIndex is unset or false
    expect(config.noIndex ?? false).toBe(false);
  });

  test('a broken link, anchor, Markdown link or duplicate route fails the build', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
    expect(config.markdown?.format).toBe('mdx');
  });

  test('locales en (default, no prefix) and zh', () => {
    expect(config.i18n?.defaultLocale).toBe('en');
    expect(config.i18n?.locales).toEqual(['en', 'zh']);
    expect(config.i18n?.localeConfigs?.en).toMatchObject({label: 'English', htmlLang: 'en-US'});
    expect(config.i18n?.localeConfigs?.zh).toMatchObject({label: '简体中文', htmlLang: 'zh-CN'});
  });

  test('docs versions: current (1.x) labelled 1.0.0 at /docs, 2.x (beta) a pre-release, 0.x labelled 0.15 and unmaintained', () => {
    expect(presetOptions.docs.lastVersion).toBe('current');
    expect(presetOptions.docs.versions).toEqual({
      '2.x': {label: '2.x (beta)', path: '2.x', banner: 'unreleased'},
      current: {label: '1.0.0'},
      '0.x': {label: '0.15', path: '0.x', banner: 'unmaintained'},
    });
    expect(presetOptions.docs.editUrl).toBe('https://github.com/farm-fe/farm-fe.github.io/edit/main/');
  });

  test('theme: colour mode, docs sidebar, table of contents, persistence, prism', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
    expect(theme.docs).toEqual({
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    });
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.prism?.additionalLanguages).toContain('powershell');
    expect(theme.prism?.theme).not.toBe(theme.prism?.darkTheme);
    expect(theme.announcementBar).toMatchObject({isCloseable: true});
    expect(theme.announcementBar?.content).toContain('https://farm-nightly.netlify.app/');
  });
});
