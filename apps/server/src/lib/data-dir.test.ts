/**
 * DATA_DIR is owner-only (issue 35 §8): PGlite's file layer made a new cluster's files
 * world-writable (postgresql.conf included). Opening the embedded database creates DATA_DIR 0700
 * and, at every start, makes what is in it owner-only: directories 0700, files 0600.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';

/** Every directory and file under dir (dir included) whose mode is not owner-only, with its mode. */
function notOwnerOnly(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory() ? mode !== 0o700 : stat.isFile() && mode !== 0o600)
      found.push(`${path.relative(dir, p) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

const modeOf = (p: string) => fs.lstatSync(p).mode & 0o777;

describe('DATA_DIR is owner-only (issue 35 §8)', () => {
  let root: string;
  let dataDir: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    dataDir = path.join(root, 'nested', 'data');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a new DATA_DIR and the embedded database made in it: directories 0700, files 0600', async () => {
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite', 'postgresql.conf'))).toBe(0o600);
    expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(notOwnerOnly(dataDir)).toEqual([]);
  }, 60_000);

  it('an existing DATA_DIR left world-writable is made owner-only at the next start; links are not followed', async () => {
    const pglite = path.join(dataDir, 'pglite');
    fs.chmodSync(dataDir, 0o777);
    fs.chmodSync(path.join(pglite, 'postgresql.conf'), 0o666);
    fs.chmodSync(path.join(pglite, 'base'), 0o777);
    fs.mkdirSync(path.join(dataDir, 'uploads'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'a.png'), 'x', { mode: 0o644 });
    // A link to a file outside DATA_DIR: chmod through it would change that file.
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'x', { mode: 0o644 });
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, 'link-outside'));
    expect(notOwnerOnly(dataDir).length).toBeGreaterThanOrEqual(5);

    const database = await openDatabase({ dataDir });
    await database.close();
    expect(notOwnerOnly(dataDir)).toEqual([]);
    expect(modeOf(outside)).toBe(0o644);
    expect(fs.lstatSync(path.join(dataDir, 'link-outside')).isSymbolicLink()).toBe(true);
  }, 60_000);
});
