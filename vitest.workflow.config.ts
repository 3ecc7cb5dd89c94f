import {defineConfig} from 'vitest/config';

// Slow tests that run Docusaurus commands in a copy of the site (npm test runs them after the build).
export default defineConfig({
  test: {
    include: ['tests/workflow/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
