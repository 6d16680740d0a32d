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
    // Files share their worker's loaded libraries (React, Radix, zod, Testing Library…) instead of
    // importing them again for each of the 60 files: the project ran in 41 s instead of 171 s on
    // the same loaded machine. setup.ts resets our own modules before each file (so vi.mock
    // works) and, after each test, unmounts what it rendered, restores stubbed globals and
    // empties the storage of the document the files share.
    isolate: false,
  },
});
