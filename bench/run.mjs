// @ts-check
/** `npm run bench`: every benchmark in turn. `--smoke` passes through (one quick run each). */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './lib.mjs';

const args = process.argv.slice(2);
const benches = ['build.mjs', 'lighthouse.mjs', 'search.mjs', 'search-worst.mjs'].filter((f) =>
  fs.existsSync(path.join(siteDir, 'bench', f)),
);
let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file} ${args.join(' ')}`);
  const {status} = spawnSync(process.execPath, [path.join(siteDir, 'bench', file), ...args], {stdio: 'inherit'});
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
