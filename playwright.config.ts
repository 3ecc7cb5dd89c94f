import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/chromium.mjs';

// Debian's Chromium: nothing downloads a browser.

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Hydrating the longest doc pages takes seconds on a loaded 2-core machine.
  expect: {timeout: 15_000},
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // No test may reach the internet: requests to other hosts are answered here.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/serve.mjs --dir ${buildDir} --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
