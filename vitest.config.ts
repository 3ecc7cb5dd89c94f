import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      '@docusaurus/Translate': path.resolve(__dirname, 'tests/unit/setup-translate.ts'),
      // What @docusaurus/router re-exports (node_modules/@docusaurus/core/lib/client/exports/router.js).
      '@docusaurus/router': 'react-router-dom',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
  },
});
