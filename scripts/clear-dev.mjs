#!/usr/bin/env node
// @ts-check
/** `npm run clear`, after `docusaurus clear`: also deletes the dev servers' folders (scripts/start.mjs). */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const entry of fs.readdirSync(siteDir)) {
  if (!entry.startsWith('.docusaurus-dev-')) continue;
  fs.rmSync(path.join(siteDir, entry), {recursive: true, force: true});
  console.log(`Removed ${entry}`);
}
