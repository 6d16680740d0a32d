// `npm run lint`: ESLint in two lanes (the build machine has 2 cores). The type-aware rules need a
// TypeScript program per package, and building those is most of the time, so the packages are
// split between processes instead of files (ESLint's own --concurrency splits files, and each
// thread would build every program again). Longest first, so the lanes end together.
import { spawn } from 'node:child_process';
import os from 'node:os';

// CPU seconds measured (type-aware): server ~60, e2e ~13, web ~45, the rest ~40.
const jobs = [
  ['apps/server', 'e2e'],
  ['apps/web'],
  ['.', ...['apps/server', 'e2e', 'apps/web'].flatMap((p) => ['--ignore-pattern', `${p}/**`])],
];
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
const queue = [...jobs];
const failed = [];

// ESLint's cache (issue 43 §3), one file per job so the two lanes never write one file: a file
// whose content and config are unchanged is not linted again. Keyed by content, not mtime, so a
// fresh checkout of the same files hits it. The type-aware rules read other files' types, which
// the cache does not track: a change of a callee's type in another file can leave a caller's
// cached result stale, so CI (a clean clone) and `npm run lint -- --no-cache` lint everything.
const noCache = process.argv.includes('--no-cache');
const cacheOf = (args) =>
  noCache
    ? []
    : [
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        `node_modules/.cache/eslint/${args[0] === '.' ? 'rest' : args[0].replaceAll('/', '-')}`,
      ];

function eslint(args) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/eslint/bin/eslint.js',
        '--max-warnings=0',
        ...cacheOf(args),
        ...args,
        ...process.argv.slice(2),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      // Whole output per job, so two jobs' reports never interleave.
      if (out) process.stdout.write(out);
      if (code !== 0) failed.push(args[0]);
      resolve();
    });
  });
}

await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await eslint(job);
  }),
);
if (failed.length) {
  console.error(`lint failed: ${failed.join(', ')}`);
  process.exit(1);
}
