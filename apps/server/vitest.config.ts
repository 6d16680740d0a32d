import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated database that each file's test database starts from (test/database.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
