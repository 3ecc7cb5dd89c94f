import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {afterEach, describe, expect, test} from 'vitest';
import {generatedDirName, isRunning, localeOf, takeLock} from '../../scripts/start.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-start-'));
  dirs.push(dir);
  return path.join(dir, '.docusaurus-dev-en');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {encoding: 'utf8'});
  return Number(child.stdout.trim());
}

describe('scripts/start.mjs (npm start, npm run start:zh)', () => {
  test('reads the locale the way docusaurus start takes it', () => {
    expect(localeOf([])).toBe('en');
    expect(localeOf(['--port', '3001'])).toBe('en');
    expect(localeOf(['--locale', 'zh'])).toBe('zh');
    expect(localeOf(['--locale=zh', '--port', '3001'])).toBe('zh');
    expect(localeOf(['-l', 'zh'])).toBe('zh');
  });

  test('gives each locale its own generated-files folder, and refuses a name that is not a locale', () => {
    expect(generatedDirName('en')).toBe('.docusaurus-dev-en');
    expect(generatedDirName('zh')).toBe('.docusaurus-dev-zh');
    expect(() => generatedDirName('../x')).toThrow('not a locale');
  });

  test('a running process is running; an ended one is not', () => {
    expect(isRunning(process.pid)).toBe(true);
    expect(isRunning(deadPid())).toBe(false);
  });

  test('a free folder is taken, and holds the lock', () => {
    const dir = tempDir();
    expect(takeLock(dir, 12345)).toEqual({state: 'fresh', pid: undefined});
    expect(fs.readFileSync(path.join(dir, 'dev-server.lock'), 'utf8')).toBe('12345');
  });

  test('a folder locked by a running server is busy, and left as it is', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'dev-server.lock'), String(process.pid));
    fs.writeFileSync(path.join(dir, 'registry.js'), 'kept');
    expect(takeLock(dir, 1)).toEqual({state: 'busy', pid: process.pid});
    expect(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8')).toBe('kept');
  });

  test('a lock left by a server that died means a cold start: the folder and its cache are deleted', () => {
    const dir = tempDir();
    const dead = deadPid();
    fs.mkdirSync(path.join(dir, 'rspack-cache'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'dev-server.lock'), String(dead));
    fs.writeFileSync(path.join(dir, 'registry.js'), 'half-written');
    expect(takeLock(dir, 777)).toEqual({state: 'stale', pid: dead});
    expect(fs.existsSync(path.join(dir, 'registry.js'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'rspack-cache'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'dev-server.lock'), 'utf8')).toBe('777');
  });
});
