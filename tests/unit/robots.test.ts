import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import config from '@site/docusaurus.config';

it('robots.txt names the sitemap of every locale of the configuration', () => {
  const robots = fs.readFileSync(path.join(__dirname, '../../static/robots.txt'), 'utf8');
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]);
  const {locales = [], defaultLocale} = config.i18n ?? {};
  expect(sitemaps).toEqual(
    locales.map((locale) => `${config.url}${config.baseUrl}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`),
  );
});
