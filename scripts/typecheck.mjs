// `npm run typecheck`: tsc for every package, two at a time (the build machine has 2 cores; one
// after another took a minute of CI). Longest first, so the lanes end together.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['apps/web', 'apps/server', 'e2e', 'bench', 'apps/simulator', 'packages/shared'];
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
const queue = [...projects];
const failed = [];

function tsc(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      // Whole output per project, so two projects' errors never interleave.
      if (out) process.stdout.write(out);
      if (code !== 0) failed.push(project);
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await tsc(p);
  }),
);
if (failed.length) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
