import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DIR_MODE, ensureOwnerOnlyDir, restrictTree } from '../lib/data-dir';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute`: drizzle answers `{rows}` on node-postgres and PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Raw SQL runner with pg's contract, used by pg-boss on either engine. */
interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  /** The pool, when on PostgreSQL (pg-boss gets its own connection string). */
  connectionString?: string;
  ping(): Promise<void>;
  /** Whether the database has every migration this build ships (readiness). */
  migrated(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a gzip tarball (the tests' migrated snapshot). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Drizzle's migrators record each applied migration's journal time in drizzle.__drizzle_migrations;
 * the database is current when the newest record is this build's newest migration.
 */
async function migratedWith(sql: SqlRunner): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const { rows } = await sql.executeSql(
    'select count(*)::int as n from drizzle.__drizzle_migrations where created_at >= $1',
    [newest],
  );
  return Number((rows[0] as { n: number }).n) > 0;
}

/**
 * int8 (bigint: coin amounts, counts) read as a JS number when it fits, a BigInt otherwise: what
 * PGlite does, for `sql.executeSql` (tests, scripts). node-postgres's default is a string. Drizzle
 * sets its own parsers on each query: its bigint columns map to numbers by themselves, and a raw
 * `db.execute` reading int8 must convert (members.directory.repository.ts).
 */
const INT8_OID = 20;
const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid !== INT8_OID || format === 'binary') return pg.types.getTypeParser(oid, format);
  return (value: string) => {
    const n = BigInt(value);
    return n >= Number.MIN_SAFE_INTEGER && n <= Number.MAX_SAFE_INTEGER ? Number(n) : n;
  };
}) as typeof pg.types.getTypeParser;

/**
 * How a PostgreSQL pool notices a database that went away. Without a connect timeout a request
 * (and /readyz's ping) waits as long as the operating system keeps trying a server that does not
 * answer; TCP keep-alive finds a connection whose server vanished without a word (a failover
 * behind a virtual IP). pg-boss's pool gets the same (jobs/boss.ts).
 */
export const POOL_RESILIENCE = { connectionTimeoutMillis: 5_000, keepAlive: true } as const;

/**
 * The server ending a connection (a failover, a restart, a pooler recycling it,
 * pg_terminate_backend) makes its pg client emit 'error'. Node ends the process on an 'error'
 * event nobody listens to. The pool listens on its idle clients only (its 'error' event); a
 * client checked out for a transaction has no listener between its queries, so each new client
 * gets one for its whole life. The query in flight still rejects (the request answers 503
 * DATABASE_UNAVAILABLE, http/error-handler.ts), the pool drops the broken client when it is
 * released, and the next query connects anew.
 */
function listenForConnectionErrors(pool: pg.Pool, onError: (err: Error) => void = () => undefined): void {
  pool.on('connect', (client) => client.on('error', onError));
  // The pool re-emits an idle client's error, heard already by that client's listener above.
  pool.on('error', () => undefined);
}

/** Opens PGlite (a directory, or in-memory when dataDir is null) or PostgreSQL, and migrates. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /**
   * Hears of a PostgreSQL connection the server ended (the pool reconnects by itself) and of
   * DATA_DIR entries whose modes could not be made owner-only.
   */
  log?: { warn(obj: object, msg: string): void };
  dataDir?: string | null;
  /** In-memory only: start from this dump (`dumpDataDir('gzip')`) instead of an empty cluster. */
  snapshot?: Blob | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      types: { getTypeParser },
      ...POOL_RESILIENCE,
    });
    listenForConnectionErrors(pool, (err) => opts.log?.warn({ err }, 'database connection lost'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    const runner: SqlRunner = {
      async executeSql(text, values) {
        const r = await pool.query(text, values as unknown[] | undefined);
        return { rows: r.rows };
      },
    };
    return {
      kind: 'postgres',
      db,
      connectionString: opts.databaseUrl,
      sql: runner,
      async ping() {
        await pool.query('select 1');
      },
      migrated: () => migratedWith(runner),
      async close() {
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  let releaseLock = () => {};
  if (opts.dataDir) {
    ensureOwnerOnlyDir(opts.dataDir);
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    releaseLock = acquireLock(path.join(opts.dataDir, 'pglite.lock'));
  }
  const client = dir ? new PGlite(dir) : new PGlite(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  // A snapshot is normally migrated already; migrating again applies only what it lacks.
  await migratePglite(pgliteDb, { migrationsFolder });
  // After PGlite's start, which makes a new cluster's files world-writable (lib/data-dir.ts).
  if (opts.dataDir) {
    const failed = restrictTree(opts.dataDir);
    if (failed.length > 0)
      opts.log?.warn(
        { count: failed.length, paths: failed.slice(0, 10) },
        'DATA_DIR entries left as they were',
      );
  }
  const runner: SqlRunner = {
    // pg-boss sends multi-statement scripts without parameters (migrations, locked blocks);
    // PGlite runs those through exec, which returns one result per statement.
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const r = await client.query(text, values as unknown[]);
        return { rows: r.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  return {
    kind: 'pglite',
    db: pgliteDb as unknown as Db,
    sql: runner,
    async ping() {
      await client.query('select 1');
    },
    migrated: () => migratedWith(runner),
    async close() {
      await client.close();
      releaseLock();
    },
    async dump() {
      return client.dumpDataDir('gzip');
    },
  };
}

/** The embedded database is one process's files; a second process must not open them. */
export class DatabaseLockedError extends Error {
  constructor(readonly pid: number) {
    super(`embedded database is in use by process ${pid}`);
  }
}

function acquireLock(file: string): () => void {
  const held = Number(fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }).trim());
  if (held && held !== process.pid && isAlive(held)) throw new DatabaseLockedError(held);
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
