import {describe, expect, test} from 'vitest';
import {cleanPath, localeOfPath} from '@site/src/utils/paths';

describe('cleanPath', () => {
  test('drops .html and /index.html', () => {
    expect(cleanPath('/docs/quick-start.html')).toBe('/docs/quick-start');
    expect(cleanPath('/zh/docs/why-farm/index.html')).toBe('/zh/docs/why-farm');
    expect(cleanPath('/index.html')).toBe('/');
  });
  test('leaves clean paths alone', () => {
    expect(cleanPath('/docs/quick-start')).toBe('/docs/quick-start');
    expect(cleanPath('/blog/index')).toBe('/blog/index');
  });
});

describe('localeOfPath', () => {
  const locales = ['en', 'zh'];
  test('a /zh prefix is zh', () => {
    expect(localeOfPath('/zh/docs/x', locales, 'en')).toBe('zh');
    expect(localeOfPath('/zh', locales, 'en')).toBe('zh');
  });
  test('anything else is the default locale', () => {
    expect(localeOfPath('/docs/zh', locales, 'en')).toBe('en');
    expect(localeOfPath('/zhx/a', locales, 'en')).toBe('en');
    expect(localeOfPath('/en/docs', locales, 'en')).toBe('en');
    expect(localeOfPath('/', locales, 'en')).toBe('en');
  });
});
