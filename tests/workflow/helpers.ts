import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../..');

/**
 * A throw-away copy of the repository's tracked and untracked (not ignored)
 * files, sharing node_modules through a symlink.
 */
export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && fs.existsSync(path.join(siteDir, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(siteDir, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

export function docusaurus(cwd: string, ...args: string[]): string {
  return execFileSync(path.join(siteDir, 'node_modules/.bin/docusaurus'), args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every file below dir, relative, with its content. */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out.set(f, fs.readFileSync(full, 'utf8'));
  }
  return out;
}
