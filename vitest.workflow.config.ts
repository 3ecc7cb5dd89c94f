import {defineConfig} from 'vitest/config';

// Slow tests that run Docusaurus and Farm commands in copies of the site and in new Farm projects (npm test runs
// them after the build). Two files at a time: one file's site build overlaps another's npm install or server
// start-up. No two files share a directory or a port.
export default defineConfig({
  test: {
    include: ['tests/workflow/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
