/**
 * `npm run backup [-- <file>]`: a consistent copy of the database while the app runs.
 * `npm run backup -- --restore <file>`: puts an embedded-database backup back (app stopped).
 * Embedded database: a PGlite tarball (default data/backups/pglite-<time>.tar.gz). PostgreSQL
 * (DATABASE_URL): pg_dump's custom format (default pg-<time>.dump); restore with pg_restore.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { backupEmbedded, restoreEmbedded } from '../lib/backup';

const config = loadConfigOrExit();
const args = process.argv.slice(2);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (args[0] === '--restore') {
  if (config.databaseUrl || !args[1]) {
    console.error(
      config.databaseUrl
        ? 'PostgreSQL: restore with pg_restore (docs/deploy.md)'
        : 'usage: npm run backup -- --restore <file>',
    );
    process.exit(1);
  }
  const aside = await restoreEmbedded(config.dataDir, path.resolve(args[1]));
  console.log(
    `restored ${args[1]} into ${config.dataDir}${aside ? ` (the previous database is in ${aside})` : ''}`,
  );
} else if (config.databaseUrl) {
  const out = path.resolve(args[0] ?? `pg-${stamp}.dump`);
  const r = spawnSync('pg_dump', ['--format=custom', `--file=${out}`, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`backup written: ${out}`);
} else {
  const out = path.resolve(args[0] ?? path.join(config.dataDir, 'backups', `pglite-${stamp}.tar.gz`));
  const how = await backupEmbedded(config.dataDir, out);
  console.log(`backup written${how === 'app' ? ' by the running app' : ''}: ${out}`);
}
