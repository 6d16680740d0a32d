import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    include: ['*.test.js'],
    // Each case runs ESLint with the TypeScript import resolver: the first one builds its cache.
    testTimeout: 60_000,
  },
});
