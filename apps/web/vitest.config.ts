import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    // Pure model and string tests run in node; a screen test asks for a DOM with
    // `// @vitest-environment jsdom` at its top.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
