import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/simulator', 'apps/web', 'tools'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core build
    // machine, where two cut `npm test` from about 400 to 285 s and the PostgreSQL run from 253
    // to 165 s (the main process mostly waits on the workers).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
