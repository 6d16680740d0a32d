import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One app and one browser at a time: the machine has 2 cores.
    fileParallelism: false,
  },
});
