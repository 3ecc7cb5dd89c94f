import fs from 'node:fs';
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {copySite, docusaurus, snapshot} from './helpers';

const site = copySite('farm-write-translations-');
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

test('write-translations --locale zh changes nothing on a clean tree: no id is missing', () => {
  const i18n = path.join(site, 'i18n/zh');
  const before = snapshot(i18n);
  docusaurus(site, 'write-translations', '--locale', 'zh');
  const after = snapshot(i18n);
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f));
  expect(changed).toEqual([]);
}, 120_000);
