import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_BALANCE_MAX, ko } from '@seller/shared';
import { balanceQuery } from '../features/coins/coins.repository';
import { findByEmail } from '../features/members/members.repository';
import { type TestApp, coinState, createTestApp, login, post, uniqueEmail } from '../test/app';
import { createTestDatabase } from '../test/database';
import { runMemberCommand } from './member';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMemberCommand(
    argv,
    { out: (s) => out.push(s), err: (s) => err.push(s) },
    { database: t.database },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run member -- create', () => {
  it('creates a manager who can sign in, printing the serial number', async () => {
    const email = uniqueEmail('boss');
    const r = await run(
      'create',
      '--email',
      email,
      '--password',
      'Admin123!',
      '--name',
      '관리자',
      '--role',
      'MNGR_MBR',
    );
    expect(r.code).toBe(0);
    const member = await findByEmail(t.database.db, email);
    expect(r.out).toBe(`${ko.cli.created} ${member!.mbrSn}`);
    expect(member!.role).toBe('MNGR_MBR');
    expect(member!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cookie = await login(t, email, 'Admin123!');
    const session = await post(t, '/v1/member/user/memberSession', {}, cookie);
    expect(session.json().data.mbrAtrbCd).toBe('MNGR_MBR');
  });

  it('defaults to an ordinary member', async () => {
    const email = uniqueEmail();
    expect((await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim')).code).toBe(0);
    expect((await findByEmail(t.database.db, email))!.role).toBe('GNRL_MBR');
  });

  it('refuses a duplicate email in any letter case', async () => {
    const email = uniqueEmail();
    await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim');
    const r = await run('create', '--email', email.toUpperCase(), '--password', 'Admin123!', '--name', 'Kim');
    expect(r).toMatchObject({ code: 1, err: ko.errors.EMAIL_TAKEN });
  });

  it.each([
    [['--password', 'short1!'], ko.validation.passwordRule],
    [['--password', 'nodigits!!'], ko.validation.passwordRule],
    [['--password', 'NoSpecial12'], ko.validation.passwordRule],
    [['--password', 'Toolong123456789!'], ko.validation.passwordRule],
  ])('refuses an invalid password %j', async (args, message) => {
    const r = await run('create', '--email', uniqueEmail(), '--name', 'Kim', ...args);
    expect(r).toMatchObject({ code: 1, err: message });
  });

  it('refuses a bad email, name, role, missing options and unknown commands', async () => {
    expect(
      await run('create', '--email', 'not-an-email', '--password', 'Admin123!', '--name', 'Kim'),
    ).toMatchObject({
      code: 1,
      err: ko.validation.emailInvalid,
    });
    expect(
      await run('create', '--email', uniqueEmail(), '--password', 'Admin123!', '--name', 'Seven777'),
    ).toMatchObject({
      code: 1,
      err: ko.validation.nameInvalid,
    });
    expect(
      (
        await run(
          'create',
          '--email',
          uniqueEmail(),
          '--password',
          'Admin123!',
          '--name',
          'Kim',
          '--role',
          'ROOT',
        )
      ).err,
    ).toBe(ko.validation.roleInvalid);
    const missing = await run('create', '--email', uniqueEmail());
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('--password');
    expect((await run('explode')).code).toBe(1);
    expect((await run('create', '--bogus', 'x')).code).toBe(1);
  });
});

describe('npm run member -- coins', () => {
  it('grants coins through the ledger as an operator grant', async () => {
    const email = uniqueEmail();
    await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim');
    const r1 = await run('coins', '--email', email, '--add', '1500');
    expect(r1).toMatchObject({ code: 0, out: `${ko.cli.granted} 1,500` });
    const r2 = await run('coins', '--email', email.toUpperCase(), '--add', '20', '--memo', 'welcome');
    expect(r2.code).toBe(0);
    const m = (await findByEmail(t.database.db, email))!;
    expect(await balanceQuery(t.database.db)(m.mbrSn)).toBe(1520);
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 1520, ledger: 1520 });
    const rows = await t.database.sql.executeSql(
      'select kind, delta, balance_after, memo from coin_ledger where mbr_sn = $1 order by id',
      [m.mbrSn],
    );
    expect(rows.rows).toEqual([
      { kind: 'OPERATOR_GRANT', delta: 1500, balance_after: 1500, memo: ko.cli.operatorGrantMemo },
      { kind: 'OPERATOR_GRANT', delta: 20, balance_after: 1520, memo: 'welcome' },
    ]);
  });

  it('refuses an unknown member and non-positive or non-integer amounts', async () => {
    expect(await run('coins', '--email', 'ghost@example.com', '--add', '10')).toMatchObject({
      code: 1,
      err: ko.errors.MEMBER_NOT_FOUND,
    });
    const email = uniqueEmail();
    await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim');
    for (const amount of ['0', '-5', '1.5', 'ten', '99999999999999999999']) {
      const r = await run('coins', '--email', email, '--add', amount);
      expect(r.code, amount).toBe(1);
    }
    const m = (await findByEmail(t.database.db, email))!;
    expect(await balanceQuery(t.database.db)(m.mbrSn)).toBe(0);
  });
});

describe('npm run member -- coins: large amounts (issue 21, point 7)', () => {
  it('takes a balance past 2,147,483,647 and refuses one past the limit with a Korean message', async () => {
    const email = uniqueEmail();
    await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim');
    const m = (await findByEmail(t.database.db, email))!;
    const r1 = await run('coins', '--email', email, '--add', '3000000000');
    expect(r1).toMatchObject({ code: 0, out: `${ko.cli.granted} 3,000,000,000` });
    const r2 = await run('coins', '--email', email, '--add', String(COIN_BALANCE_MAX));
    expect(r2).toMatchObject({ code: 1, err: ko.errors.COIN_BALANCE_LIMIT });
    expect(await coinState(t, m.mbrSn)).toEqual({ balance: 3_000_000_000, ledger: 3_000_000_000 });
    const r3 = await run('coins', '--email', email, '--add', String(COIN_BALANCE_MAX - 3_000_000_000));
    expect(r3.code).toBe(0);
    expect(await balanceQuery(t.database.db)(m.mbrSn)).toBe(COIN_BALANCE_MAX);
    expect(await run('coins', '--email', email, '--add', '1')).toMatchObject({
      code: 1,
      err: ko.errors.COIN_BALANCE_LIMIT,
    });
    expect(await run('coins', '--email', email, '--add', '99999999999999999999')).toMatchObject({
      code: 1,
      err: ko.validation.amountPositive,
    });
  });

  it('prints a Korean message instead of crashing when the database fails', async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const err: string[] = [];
    const code = await runMemberCommand(
      ['coins', '--email', 'x@example.com', '--add', '5'],
      { out: () => {}, err: (s) => err.push(s) },
      { database: broken },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(ko.cli.failed);
  });
});

describe('the command on the embedded database', () => {
  it('opens ./data by itself and refuses while another process holds it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-cli-'));
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const io = { out: () => {}, err: () => {} };
    expect(
      await runMemberCommand(
        ['create', '--email', 'x@example.com', '--password', 'Admin123!', '--name', 'Kim'],
        io,
        { env },
      ),
    ).toBe(0);
    // A live process (our parent) holding the lock blocks the command with a clear message.
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    const err: string[] = [];
    const code = await runMemberCommand(
      ['coins', '--email', 'x@example.com', '--add', '5'],
      { out: () => {}, err: (s) => err.push(s) },
      { env },
    );
    expect(code).toBe(1);
    expect(err).toEqual([ko.cli.databaseLocked]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
