/**
 * What the offline reading (src/features/offline/) assumes of @docusaurus/plugin-pwa and @docusaurus/core beyond their
 * documented options (`swRegister`, `swCustom`, `injectManifestConfig`), and nothing else. Read by the browser
 * (../client/register.ts) and by the build (../node/precache.ts), so it imports nothing. Checked against
 * @docusaurus/plugin-pwa and @docusaurus/core 3.10.2 by tests/unit/internals.test.ts, which names this file when
 * one of these no longer holds:
 *
 * 1. The plugin's `configureWebpack` defines `process.env.PWA_SERVICE_WORKER_URL` in the client bundle
 *    (`EnvironmentPlugin`, `lib/index.js`): the worker script's URL under the locale's base URL, `/sw.js` or
 *    `/zh/sw.js`. Only the literal expression is replaced, so it is written out in full below.
 * 2. The plugin's worker (`lib/sw.js`) reads its parameters as JSON from the `params` query parameter of its
 *    own URL, and installs its precache and calls `swCustom` with them only when `offlineMode` is true.
 * 3. Docusaurus's build sets `process.env.DOCUSAURUS_CURRENT_LOCALE` to the locale it is building
 *    (`lib/commands/build/buildLocale.js`) before the bundler, and so the precache transform, runs.
 */

/** The worker script's URL for the locale being built. */
export const SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js';

/** The worker's address with the parameters the plugin's worker reads: offline mode on, no debug logging. */
export function workerUrl(base: string): string {
  return `${base}?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`;
}

/** The locale the build is making, for the build's log. */
export function buildingLocale(): string {
  return process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
}
