import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestDatabase(url = loadConfig().databaseUrl): Promise<Database> {
  if (!url) return openDatabase({ dataDir: null });
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return database;
}
