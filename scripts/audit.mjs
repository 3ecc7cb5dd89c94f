// @ts-check
/**
 * `npm audit --omit=dev`, reported by `npm test`: fails when a production
 * dependency has a high or critical advisory. When the advisory service
 * cannot be reached (offline, or a registry mirror without the audit
 * endpoint, which answers 405), there is nothing to judge: it says so
 * plainly and does not fail, so that the tests still run offline.
 */
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

/**
 * @typedef {{metadata?: {vulnerabilities?: Record<string, number>}, vulnerabilities?: Record<string, {name: string, severity: string, via: unknown[]}>, statusCode?: number, message?: string, error?: unknown}} AuditJson
 * @typedef {{status: 'pass' | 'fail' | 'unavailable', message: string}} Verdict
 */

/**
 * @param {string} stdout what `npm audit --json` printed
 * @returns {Verdict}
 */
export function auditVerdict(stdout) {
  /** @type {AuditJson} */
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    return {status: 'unavailable', message: 'npm audit printed no report'};
  }
  const counts = json.metadata?.vulnerabilities;
  if (!counts) {
    const why = json.message ?? (json.statusCode ? `status ${json.statusCode}` : 'no report');
    return {status: 'unavailable', message: `the advisory service did not answer (${why})`};
  }
  const high = (counts.high ?? 0) + (counts.critical ?? 0);
  const summary = Object.entries(counts)
    .filter(([severity]) => severity !== 'total')
    .map(([severity, n]) => `${n} ${severity}`)
    .join(', ');
  if (high === 0) return {status: 'pass', message: `no high or critical advisory (${summary})`};
  const names = Object.values(json.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity})`);
  return {status: 'fail', message: `${high} high or critical: ${names.join(', ')}`};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {stdout} = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8', shell: false});
  const verdict = auditVerdict(stdout ?? '');
  if (verdict.status === 'unavailable') console.warn(`npm audit --omit=dev NOT RUN: ${verdict.message}.`);
  else console.log(`npm audit --omit=dev: ${verdict.message}`);
  process.exit(verdict.status === 'fail' ? 1 : 0);
}
