/**
 * Migration tests on existing data: a copy of the migrations folder whose journal stops before
 * one migration, so a test can migrate an empty PGlite up to it, write old rows, then migrate the
 * rest. Each copy is removed when the test that made it ends: the server's tests share modules
 * across files (isolate: false), so a folder removed after one file would be gone for the next.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, onTestFinished } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};

/** The migrations before the one whose tag ends with `tagSuffix` (e.g. `_coin_parts`). */
export function migrationsBefore(tagSuffix: string): string {
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
  expect(at).toBeGreaterThan(0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(folder, dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return dir;
}

/** The whole migrations folder. */
export const migrationsFolder = folder;
