import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {areas, areaStatus, sourceHash, untranslatedMessages} from '../../scripts/translation-status.mjs';

describe('translation status (npm run translation-status)', () => {
  for (const area of areas) {
    test(`${area.name}: every English document has an up-to-date Chinese translation`, () => {
      const problems = areaStatus(area).filter((d) => d.state !== 'translated');
      expect(problems).toEqual([]);
    });
  }
  test('every message of the zh JSON files is translated', () => {
    expect(untranslatedMessages()).toEqual([]);
  });
});

describe('translation status logic', () => {
  test('a changed English file makes its translation stale; a missing one is missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
    const area = {name: 'docs', en: 'en', zh: 'zh'};
    fs.mkdirSync(path.join(root, 'en'));
    fs.mkdirSync(path.join(root, 'zh'));
    fs.writeFileSync(path.join(root, 'en/a.md'), 'A');
    fs.writeFileSync(path.join(root, 'en/b.md'), 'B');
    fs.writeFileSync(path.join(root, 'en/c.md'), 'C');
    fs.writeFileSync(path.join(root, 'zh/a.md'), `---\nsource_hash: '${sourceHash('A')}'\n---\n甲`);
    fs.writeFileSync(path.join(root, 'zh/b.md'), `---\nsource_hash: '${sourceHash('old B')}'\n---\n乙`);
    expect(areaStatus(area, root)).toEqual([
      {file: 'a.md', state: 'translated'},
      {file: 'b.md', state: 'stale'},
      {file: 'c.md', state: 'missing'},
    ]);
    fs.rmSync(root, {recursive: true, force: true});
  });
});
