// `npm run build -w @seller/server`: the server and the shared code as plain JavaScript in dist/,
// run with `node dist/main.js` (no tsx). esbuild bundles our own code (@seller/*, whose packages
// export TypeScript sources) and leaves every other package to node_modules. The simulator is
// bundled as a separate chunk that main.js imports only in simulator mode, so a production install
// (`npm ci --omit=dev`, no simulator or its packages) never loads it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@seller/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    member: 'src/cli/member.ts',
    backup: 'src/cli/backup.ts',
    // The client reports' PDF render thread (client-reports.pdf-pool.ts loads it beside main.js).
    'client-reports-pdf-worker': 'src/features/client-reports/client-reports.pdf-worker.ts',
    // The bulk add's sheet-reading thread (bulk-add.sheet-pool.ts loads it beside main.js).
    'bulk-add-sheet-worker': 'src/features/bulk-add/bulk-add.sheet-worker.ts',
  },
  absWorkingDir: here,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Chunks beside the entries: code that reads files next to itself finds them in dist/.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
// db/client.ts reads its migrations next to itself: dist/migrations.
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The simulator reads one file beside its code (new URL('./identity-frame.js', import.meta.url)),
// which in the build is dist/.
fs.copyFileSync(
  path.join(here, '../simulator/src/portone/identity-frame.js'),
  path.join(dist, 'identity-frame.js'),
);
console.log(`built ${path.relative(process.cwd(), dist)}`);
