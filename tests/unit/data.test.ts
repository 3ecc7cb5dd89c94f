import {describe, expect, test} from 'vitest';
import {benchmarkRuns, metrics, relativeToFastest, run2023} from '@site/src/data/benchmark';
import {frameworks, officialPlugins} from '@site/src/data/ecosystem';
import {features} from '@site/src/data/features';
import {releases} from '@site/src/data/releases';
import {readRoutes} from '../content/docs-lib';
import fs from 'node:fs';
import path from 'node:path';

const routes = new Set(readRoutes());

describe('benchmark data', () => {
  test('every run names its commit and date, and every figure is a positive number', () => {
    for (const run of benchmarkRuns) {
      expect(run.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(run.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(run.results.some((r) => r.tool === 'Farm')).toBe(true);
      for (const r of run.results) {
        expect(r.version).not.toBe('');
        for (const m of metrics) expect(r.times[m]).toBeGreaterThan(0);
      }
    }
  });
  test('the home page run compares Farm with webpack, Vite, Rspack and Turbopack', () => {
    expect(run2023.results.map((r) => r.tool).sort()).toEqual(['Farm', 'Rspack', 'Turbopack', 'Vite', 'webpack']);
  });
  test('relativeToFastest', () => {
    expect(relativeToFastest(run2023, 'build', 'Farm')).toBe(1);
    expect(relativeToFastest(run2023, 'build', 'webpack')).toBe(39.3);
    expect(() => relativeToFastest(run2023, 'build', 'Parcel')).toThrow();
  });
});

describe('ecosystem and features link to pages that exist', () => {
  test('official plugins, frameworks and features', () => {
    const docs = [...officialPlugins, ...frameworks, ...features].map((x) => `/docs/${x.doc}`);
    expect(docs.filter((d) => !routes.has(d))).toEqual([]);
  });
  test('package names are unique and scoped to @farmfe', () => {
    const names = officialPlugins.map((p) => p.package);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^@farmfe\/(plugin|js-plugin)-[a-z-]+$/);
  });
  test('every framework logo file exists', () => {
    for (const f of frameworks) {
      expect(fs.existsSync(path.join(__dirname, '../../static/img/frameworks', `${f.logo}.svg`))).toBe(true);
    }
  });
});

describe('releases', () => {
  test('are in date order with increasing versions', () => {
    const dates = releases.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    for (const r of releases) expect(r.summary.length).toBeGreaterThan(10);
  });
});
