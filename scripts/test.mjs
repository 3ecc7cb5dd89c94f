// @ts-check
/**
 * `npm test`: every check that proves the site, in order, stopping at the
 * first failure: type check, lint, npm audit of the production dependencies (reported; not run when
 * the advisory service cannot be reached), unit and content tests, production build, the Nu Html
 * Checker over every built page (Java), the search quality set against the built index, writer and
 * maintainer workflows (in a copy of the site), then
 * end-to-end tests in Chromium against that build served on 127.0.0.1.
 */
import {spawnSync} from 'node:child_process';

/** @type {[string, string][]} */
const steps = [
  ['type check', 'npx tsc --noEmit'],
  ['lint (ESLint, Prettier, markdownlint)', 'npm run --silent lint'],
  ['npm audit --omit=dev (high or critical fails)', 'node scripts/audit.mjs'],
  ['unit and content tests', 'npx vitest run'],
  ['production build (en, zh)', 'npx docusaurus build'],
  ['java', 'node scripts/ensure-java.mjs'],
  ['valid HTML (Nu Html Checker, every built page)', 'node scripts/validate-html.mjs build'],
  ['search quality set (against the built index)', 'npx vitest run --config vitest.search.config.ts'],
  ['workflow tests (write-translations, docs:version)', 'npx vitest run --config vitest.workflow.config.ts'],
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['end-to-end tests', 'npx playwright test'],
];

const results = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const start = Date.now();
  const {status} = spawnSync(command, {stdio: 'inherit', shell: true});
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  results.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (status !== 0) {
    console.log(`\n${results.join('\n')}`);
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\nnpm test: all checks passed`);
