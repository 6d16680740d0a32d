import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * Where the vitest global setup (test/global-setup.ts) leaves its migrated database: an
 * in-memory PGlite dump, or the name of a template database on the PostgreSQL server.
 */
const SNAPSHOT_ENV = 'TEST_DB_SNAPSHOT';

let snapshot: Promise<Blob> | undefined;

function pgliteSnapshot(): Promise<Blob> | undefined {
  const file = process.env[SNAPSHOT_ENV];
  if (!file || !file.endsWith('.tgz') || !fs.existsSync(file)) return undefined;
  return (snapshot ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes])));
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL. Both start from the
 * global setup's migrated copy when there is one (an empty cluster's initdb is most of a PGlite
 * start); openDatabase migrates either way, so a stale copy only costs time.
 */
export async function createTestDatabase(url = loadConfig().databaseUrl): Promise<Database> {
  if (!url) return openDatabase({ dataDir: null, snapshot: await pgliteSnapshot() });
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = process.env[SNAPSHOT_ENV];
  const fromTemplate = template && /^t_tpl_[0-9a-f]+$/.test(template) ? ` template ${template}` : '';
  await adminQuery(url, `create database ${name}${fromTemplate}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
  return database;
}

/** Makes the migrated copy every test file starts from; returns how to remove it. */
export async function createSnapshot(url = loadConfig().databaseUrl): Promise<() => Promise<void>> {
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    const dump = await database.dump!();
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-db-')), 'migrated.tgz');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const name = `t_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Migrated, then closed: a template must have no open connection while it is copied.
  await (await openDatabase({ databaseUrl: target.toString() })).close();
  process.env[SNAPSHOT_ENV] = name;
  return async () => adminQuery(url, `drop database if exists ${name} with (force)`);
}
