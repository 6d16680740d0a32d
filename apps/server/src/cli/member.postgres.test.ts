/**
 * `npm run member` on PostgreSQL (runs when DATABASE_URL is set): the command, as its own
 * process, opens the database directly; nothing of the embedded database's (its lock, the app's
 * socket) is consulted, so a held lock in DATA_DIR changes nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const onPostgres = Boolean(loadConfig().databaseUrl);

let database: Database;
let dataDir: string;

function member(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = {
    ...process.env,
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  };
  return new Promise((resolve) => {
    execFile(tsx, ['src/cli/member.ts', ...argv], { cwd: serverDir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout.trim(), err: stderr.trim() });
    });
  });
}

describe.skipIf(!onPostgres)('the member command on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-pg-'));
    // A live process (this one) "holds" the embedded database: it must not matter here.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates, grants, lists, changes a role and resets a password directly, with ledger and audit rows', async () => {
    const created = await member(
      'create',
      '--email',
      'pg@example.com',
      '--password',
      'Admin123!',
      '--name',
      'Kim',
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    const mbrSn = Number(created.out.split(' ').at(-1));
    expect(await member('coins', '--email', 'pg@example.com', '--add', '300')).toEqual({
      code: 0,
      out: `${ko.cli.granted} 300`,
      err: '',
    });
    expect((await member('role', '--email', 'pg@example.com', '--role', 'MNGR_MBR')).code).toBe(0);
    expect(
      (await member('reset-password', '--email', 'pg@example.com', '--password', 'Newpass9!')).code,
    ).toBe(0);
    expect(await member('role', '--email', 'pg@example.com', '--role', 'GNRL_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.LAST_MANAGER,
    });
    const list = await member('list');
    expect(list.out.split('\n')).toEqual([
      ko.cli.listHeader,
      `${mbrSn}\tpg@example.com\tKim\t관리자(MNGR_MBR)\t정상\t300`,
      ko.cli.listCount(1, 1),
    ]);
    const ledger = await database.sql.executeSql('select kind, delta from coin_ledger where mbr_sn = $1', [
      mbrSn,
    ]);
    expect(ledger.rows).toEqual([{ kind: 'OPERATOR_GRANT', delta: 300 }]);
    const audit = await database.sql.executeSql(
      'select action from admin_audit_log where target_mbr_sn = $1 order by id',
      [mbrSn],
    );
    expect(audit.rows.map((r) => (r as { action: string }).action)).toEqual([
      'MEMBER_CREATE',
      'COIN_ADD',
      'ROLE_CHANGE',
      'PASSWORD_RESET',
    ]);
  }, 120_000);
});
