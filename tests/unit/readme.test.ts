import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

/** README.md stays short, and its layout tree names what is in the repository. */

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** The paths of the README's layout tree: an indented line is a child of the nearest line above it indented less. */
function treePaths(text: string): {path: string; readme: boolean}[] {
  const block = /## Layout\s+```text\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error('README.md has no "## Layout" section with a text block');
  const stack: {indent: number; path: string}[] = [];
  const paths: {path: string; readme: boolean}[] = [];
  for (const line of block.split('\n').filter((l) => l.trim())) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s+/)[0] ?? '';
    while ((stack.at(-1)?.indent ?? -1) >= indent) stack.pop();
    const full = path.posix.join(stack.at(-1)?.path ?? '', name);
    stack.push({indent, path: full});
    paths.push({path: full.replace(/\/$/, ''), readme: /\sREADME\.md\s*$/.test(line)});
  }
  return paths;
}

const listed = treePaths(readme);

describe('README.md', () => {
  test('is at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  test.each(listed)('the layout names $path, which exists', ({path: p}) => {
    expect(fs.existsSync(path.join(root, p)), p).toBe(true);
  });

  test.each(listed.filter((entry) => entry.readme))('$path has the README.md the layout points to', ({path: p}) => {
    expect(fs.existsSync(path.join(root, p, 'README.md')), p).toBe(true);
  });

  test('the layout names every folder of src/ and src/features/', () => {
    const names = new Set(listed.map((entry) => entry.path));
    const folders = (dir: string) =>
      fs
        .readdirSync(path.join(root, dir), {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`);
    const missing = [...folders('src'), ...folders('src/features')].filter(
      (folder) => !names.has(folder) && ![...names].some((name) => name.startsWith(`${folder}/`)),
    );
    expect(missing).toEqual([]);
  });

  test('every README.md it mentions exists', () => {
    const mentioned = [...readme.matchAll(/`([\w./-]+\/README\.md)`/g)].map((m) => m[1] ?? '');
    expect(mentioned.length).toBeGreaterThan(0);
    expect(mentioned.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });
});
