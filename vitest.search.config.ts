import path from 'node:path';
import {defineConfig} from 'vitest/config';

// The search quality set: runs against the index of the production build in build/ (npm test runs it after the build).
export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {include: ['tests/search/**/*.test.ts']},
});
