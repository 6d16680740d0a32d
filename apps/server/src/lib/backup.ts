/**
 * Backups of the embedded database while the app runs (`npm run backup`). PGlite's files belong
 * to one process, so the copy is taken by that process: the backup command leaves a request file
 * next to the database and sends the app SIGUSR2; the app dumps the cluster between two queries
 * (PGlite's dumpDataDir holds its query lock) to `<out>.partial` and renames it when complete.
 * When no app runs, the command opens the database itself. PostgreSQL is backed up with pg_dump.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from '../db/client';

const requestFile = (dataDir: string) => path.join(dataDir, 'backup.request');
const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

async function writeDump(database: Database, out: string): Promise<void> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const tar = await database.dump!();
  fs.writeFileSync(`${out}.partial`, Buffer.from(await tar.arrayBuffer()));
  fs.renameSync(`${out}.partial`, out);
}

/** In the app (main.ts): answer backup requests on SIGUSR2. */
export function serveBackups(
  database: Database,
  dataDir: string,
  log: { error(o: object, m: string): void },
) {
  process.on('SIGUSR2', () => {
    let out: string;
    try {
      out = (JSON.parse(fs.readFileSync(requestFile(dataDir), 'utf8')) as { out: string }).out;
      fs.rmSync(requestFile(dataDir));
    } catch {
      return;
    }
    writeDump(database, out).catch((err: unknown) => log.error({ err, out }, 'backup failed'));
  });
}

function runningApp(dataDir: string): number | null {
  const pid = Number(
    fs.existsSync(lockFile(dataDir)) ? fs.readFileSync(lockFile(dataDir), 'utf8').trim() : 0,
  );
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Writes a consistent copy of the embedded database at dataDir to `out` (a .tar.gz). */
export async function backupEmbedded(
  dataDir: string,
  out: string,
  timeoutMs = 120_000,
): Promise<'app' | 'direct'> {
  const pid = runningApp(dataDir);
  if (!pid) {
    const database = await openDatabase({ dataDir });
    try {
      await writeDump(database, out);
    } finally {
      await database.close();
    }
    return 'direct';
  }
  fs.rmSync(out, { force: true });
  fs.writeFileSync(requestFile(dataDir), JSON.stringify({ out: path.resolve(out) }));
  process.kill(pid, 'SIGUSR2');
  for (const until = Date.now() + timeoutMs; !fs.existsSync(out);) {
    if (Date.now() > until)
      throw new Error(`no backup from process ${pid} after ${timeoutMs} ms (see its log)`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return 'app';
}

/** Restores a backup into dataDir, which no app may be using; the current database is kept aside. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | null> {
  const pid = runningApp(dataDir);
  if (pid) throw new Error(`the app (process ${pid}) uses ${dataDir}: stop it first`);
  const dir = path.join(dataDir, 'pglite');
  let keptAside: string | null = null;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, keptAside);
  }
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  await client.close();
  return keptAside;
}
