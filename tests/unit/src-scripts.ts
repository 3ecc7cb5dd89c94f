import fs from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '../..');

/** Every script under src/ (`.ts`, `.tsx`, `.js`, `.mjs`, declarations included), at any depth, by full path. */
export function srcScripts(dir = path.join(root, 'src')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return srcScripts(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}
