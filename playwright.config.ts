import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/chromium.mjs';
import {offlineProxy, origin, port} from './tests/e2e/origin';

// Debian's Chromium: nothing downloads a browser.

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry, on every machine: a test that passes only on its retry is listed as flaky in the summary.
  retries: 1,
  // Limits hold on a machine four times slower than CI (E2E_CPU_SLOWDOWN=4 shows it): the longest test there
  // loads a dozen pages, and one wait can span a page load, hydration and a search index.
  timeout: 120_000,
  expect: {timeout: 30_000},
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
      // No test may reach the internet: requests to other hosts fail.
      proxy: offlineProxy,
    },
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/serve.mjs --dir ${buildDir} --port ${port} --host 127.0.0.1`,
    url: `${origin}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
