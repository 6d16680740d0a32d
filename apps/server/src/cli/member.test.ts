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

describe('npm run member -- coins: audit', () => {
  it('writes a COIN_ADD audit row beside the ledger row, with no acting member', async () => {
    const email = uniqueEmail();
    await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim');
    const m = (await findByEmail(t.database.db, email))!;
    await run('coins', '--email', email, '--add', '70', '--memo', 'promo');
    expect(await auditOf(m.mbrSn)).toEqual([
      {
        action: 'MEMBER_CREATE',
        actor_mbr_sn: null,
        before: null,
        after: { email, name: 'Kim', role: 'GNRL_MBR', via: 'cli' },
      },
      {
        action: 'COIN_ADD',
        actor_mbr_sn: null,
        before: { balance: 0 },
        after: { balance: 70, added: 70, memo: 'promo', via: 'cli' },
      },
    ]);
  });
});

async function auditOf(mbrSn: number) {
  const rows = await t.database.sql.executeSql(
    'select action, actor_mbr_sn, before, after from admin_audit_log where target_mbr_sn = $1 order by id',
    [mbrSn],
  );
  return rows.rows;
}

async function newMember(role = 'GNRL_MBR') {
  const email = uniqueEmail();
  const r = await run('create', '--email', email, '--password', 'Admin123!', '--name', 'Kim', '--role', role);
  expect(r.code, r.err).toBe(0);
  return { email, mbrSn: (await findByEmail(t.database.db, email))!.mbrSn };
}

describe('npm run member -- list', () => {
  it('prints members with role, status and coins, filtered by e-mail part and role', async () => {
    const a = await newMember();
    const b = await newMember('MNGR_MBR');
    await run('coins', '--email', a.email, '--add', '1234');
    const all = await run('list');
    expect(all.code).toBe(0);
    const lines = all.out.split('\n');
    expect(lines[0]).toBe(ko.cli.listHeader);
    expect(lines).toContain(`${a.mbrSn}\t${a.email}\tKim\t일반 회원(GNRL_MBR)\t정상\t1,234`);
    const one = await run('list', '--email', a.email.slice(0, -12).toUpperCase());
    expect(one.out.split('\n')).toEqual([
      ko.cli.listHeader,
      `${a.mbrSn}\t${a.email}\tKim\t일반 회원(GNRL_MBR)\t정상\t1,234`,
      ko.cli.listCount(1, 1),
    ]);
    const managers = await run('list', '--role', 'MNGR_MBR');
    expect(managers.out).toContain(b.email);
    expect(managers.out).not.toContain(a.email);
    // % and _ are plain characters, not wildcards.
    expect((await run('list', '--email', '%')).out).toBe(ko.cli.listEmpty);
  });
});

describe('npm run member -- role', () => {
  it('changes a role with an audit row; the member has the new role at once', async () => {
    const m = await newMember();
    const r = await run('role', '--email', m.email, '--role', 'MNGR_MBR');
    expect(r).toMatchObject({ code: 0, out: ko.cli.roleChanged('일반 회원(GNRL_MBR)', '관리자(MNGR_MBR)') });
    expect((await findByEmail(t.database.db, m.email))!.role).toBe('MNGR_MBR');
    const cookie = await login(t, m.email, 'Admin123!');
    expect((await post(t, '/v1/member/user/memberSession', {}, cookie)).json().data.mbrAtrbCd).toBe(
      'MNGR_MBR',
    );
    expect((await auditOf(m.mbrSn)).at(-1)).toEqual({
      action: 'ROLE_CHANGE',
      actor_mbr_sn: null,
      before: { role: 'GNRL_MBR' },
      after: { role: 'MNGR_MBR', via: 'cli' },
    });
  });

  it('keeps the last manager, refuses the same role, an agency by command and unknown members', async () => {
    await t.database.sql.executeSql(`update members set role = 'GNRL_MBR' where role = 'MNGR_MBR'`);
    const boss = await newMember('MNGR_MBR');
    expect(await run('role', '--email', boss.email, '--role', 'GNRL_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.LAST_MANAGER,
    });
    expect(await run('role', '--email', boss.email, '--role', 'MNGR_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.ROLE_UNCHANGED,
    });
    const other = await newMember();
    expect(await run('role', '--email', other.email, '--role', 'MNPY_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.ROLE_AGENCY_BY_SCREEN,
    });
    expect((await run('role', '--email', other.email, '--role', 'MNGR_MBR')).code).toBe(0);
    // Now there are two: the first may step down.
    expect((await run('role', '--email', boss.email, '--role', 'GNRL_MBR')).code).toBe(0);
    await t.database.sql.executeSql(`update members set status = 'WITHDRAWN' where mbr_sn = $1`, [
      boss.mbrSn,
    ]);
    expect(await run('role', '--email', boss.email, '--role', 'MNGR_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.MEMBER_NOT_FOUND,
    });
    expect(await run('role', '--email', 'ghost@example.com', '--role', 'MNGR_MBR')).toMatchObject({
      code: 1,
      err: ko.errors.MEMBER_NOT_FOUND,
    });
    expect((await run('role', '--email', other.email, '--role', 'ROOT')).err).toBe(ko.validation.roleInvalid);
    expect(await auditOf(boss.mbrSn)).toHaveLength(2); // created, stepped down: nothing for refusals
  });
});

describe('npm run member -- reset-password', () => {
  it('sets a new password, signs the member out everywhere and writes an audit row', async () => {
    const m = await newMember();
    const cookie = await login(t, m.email, 'Admin123!');
    const r = await run('reset-password', '--email', m.email, '--password', 'Newpass9!');
    expect(r).toMatchObject({ code: 0, out: ko.cli.passwordReset });
    expect((await post(t, '/v1/member/user/memberSession', {}, cookie)).json().data).toBeNull();
    await expect(login(t, m.email, 'Admin123!')).rejects.toThrow();
    await login(t, m.email, 'Newpass9!');
    expect((await auditOf(m.mbrSn)).at(-1)).toEqual({
      action: 'PASSWORD_RESET',
      actor_mbr_sn: null,
      before: null,
      after: { sessionsEnded: true, tokensRevoked: 0, via: 'cli' },
    });
  });

  it('refuses a weak password and unknown members, changing nothing', async () => {
    const m = await newMember();
    expect(await run('reset-password', '--email', m.email, '--password', 'weak')).toMatchObject({
      code: 1,
      err: ko.validation.passwordRule,
    });
    expect(
      await run('reset-password', '--email', 'ghost@example.com', '--password', 'Newpass9!'),
    ).toMatchObject({
      code: 1,
      err: ko.errors.MEMBER_NOT_FOUND,
    });
    expect((await run('reset-password', '--email', m.email)).err).toContain('--password');
    await login(t, m.email, 'Admin123!');
    expect(await auditOf(m.mbrSn)).toHaveLength(1);
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
