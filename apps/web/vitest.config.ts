import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    // Pure model and string tests run in node; a screen test asks for a DOM with
    // `// @vitest-environment jsdom` at its top.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // DOM tests render real screens and load their lazy chunks through the transformer: seconds
    // apiece on the shared 2-core machine while other suites run, past the 5 s default. Raised
    // here once rather than test by test.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
