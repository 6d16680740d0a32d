import { createSnapshot } from './database';

/**
 * Runs once before the server's test files: one migrated database (a PGlite dump, or a template
 * database on PostgreSQL) that every file's createTestDatabase copies instead of starting empty.
 * The path or name reaches the test workers through the environment they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return createSnapshot();
}
