import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files of one worker share its loaded modules instead of importing the whole server
    // again each (the import phase was most of the run: 242 → 29 s for twelve route tests). Each
    // file still builds its own app and database; nothing of ours keeps state in a module.
    isolate: false,
    // One migrated database that each file's test database starts from (test/database.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
