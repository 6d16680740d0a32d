import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post, uniqueEmail } from '../../test/app';
import { setupTokenHash } from './setup.domain';
import { announceSetupLink, setupLinkFile } from './setup.startup';

const PASSWORD = 'Admin123!';
let t: TestApp;

/** The member's row as the tests read it (the members feature's own look-up is not importable here). */
async function memberRow(email: string) {
  const rows = await t.database.sql.executeSql(
    'select mbr_sn as "mbrSn", role from members where lower(email) = lower($1)',
    [email],
  );
  return rows.rows[0] as { mbrSn: number; role: string } | undefined;
}
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-'));
  t = await createTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every test starts with no manager, as a fresh install does. */
beforeEach(async () => {
  await t.database.sql.executeSql(`update members set role = 'GNRL_MBR' where role = 'MNGR_MBR'`);
});

async function freshLink(): Promise<{ url: string; token: string }> {
  const lines: string[] = [];
  const url = await announceSetupLink(t.services.setup, {
    publicUrl: t.config.publicUrl,
    dataDir,
    print: (l) => lines.push(l),
  });
  expect(url).not.toBeNull();
  expect(lines.join('\n')).toContain(url!);
  return { url: url!, token: new URL(url!).searchParams.get('token')! };
}

const form = (token: string, email = uniqueEmail('boss')) => ({
  token,
  mbrEmail: email,
  mbrPw: PASSWORD,
  name: '관리자',
});

describe('first manager through the one-time setup link', () => {
  it('prints a link while no manager exists, kept in an owner-only file and as a hash in the database', async () => {
    const { url, token } = await freshLink();
    expect(url).toMatch(/^http:\/\/localhost:\d+\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const file = setupLinkFile(dataDir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(url);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const rows = await t.database.sql.executeSql('select token_hash from setup_tokens');
    const hashes = (rows.rows as { token_hash: string }[]).map((r) => r.token_hash);
    expect(hashes).toContain(setupTokenHash(token));
    expect(hashes).not.toContain(token);
  });

  it('still prints the link when DATA_DIR cannot be written (the file is a convenience)', async () => {
    const lines: string[] = [];
    const blocked = path.join(setupLinkFile(dataDir), 'not-a-dir');
    fs.writeFileSync(setupLinkFile(dataDir), 'x');
    const url = await announceSetupLink(t.services.setup, {
      publicUrl: t.config.publicUrl,
      dataDir: blocked,
      print: (l) => lines.push(l),
    });
    expect(lines.join('\n')).toContain(url!);
    expect(lines.join('\n')).not.toContain(ko.cli.setupLinkFile);
  });

  it('happy path: the page check passes, the form makes a manager who can sign in, audited', async () => {
    const { token } = await freshLink();
    expect((await post(t, '/v1/setup/check', { token })).statusCode).toBe(200);
    const body = form(token);
    const res = await post(t, '/v1/setup', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', message: ko.setup.done });
    const member = (await memberRow(body.mbrEmail))!;
    expect(member.role).toBe('MNGR_MBR');
    expect(res.json().data).toEqual({ mbrSn: member.mbrSn, mbrEmail: body.mbrEmail });
    const cookie = await login(t, body.mbrEmail, PASSWORD);
    const session = await post(t, '/v1/member/user/memberSession', {}, cookie);
    expect(session.json().data.mbrAtrbCd).toBe('MNGR_MBR');
    const audit = await t.database.sql.executeSql(
      'select action, actor_mbr_sn, target_mbr_sn, after from admin_audit_log where target_mbr_sn = $1',
      [member.mbrSn],
    );
    expect(audit.rows).toEqual([
      {
        action: 'FIRST_MANAGER',
        actor_mbr_sn: member.mbrSn,
        target_mbr_sn: member.mbrSn,
        after: { email: body.mbrEmail, name: '관리자', role: 'MNGR_MBR', via: 'setup' },
      },
    ]);
    const used = await t.database.sql.executeSql(
      'select used_by from setup_tokens where token_hash = $1 and used_at is not null',
      [setupTokenHash(token)],
    );
    expect(used.rows).toEqual([{ used_by: member.mbrSn }]);
    // The link's file goes once the manager exists; a later start prints no link.
    expect(fs.existsSync(setupLinkFile(dataDir))).toBe(false);
    expect(await t.services.setup.issueToken()).toBeNull();
  });

  it('refuses a used token even when no manager is left, and lets only one of two racing requests in', async () => {
    const { token } = await freshLink();
    const [a, b] = await Promise.all([post(t, '/v1/setup', form(token)), post(t, '/v1/setup', form(token))]);
    // The loser is refused either way: 409 when it reads the new manager, 403 when it reads the
    // spent token first (seen on PostgreSQL, where the two really overlap). One manager only.
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const managers = await t.database.sql.executeSql(
      `select count(*)::int as n from members where role = 'MNGR_MBR'`,
    );
    expect(managers.rows).toEqual([{ n: 1 }]);
    // The manager stops being one: the token is still spent (used once, not "while no manager").
    await t.database.sql.executeSql(`update members set role = 'GNRL_MBR' where role = 'MNGR_MBR'`);
    for (const url of ['/v1/setup/check', '/v1/setup']) {
      const res = await post(t, url, form(token));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'SETUP_TOKEN_INVALID',
        message: ko.errors.SETUP_TOKEN_INVALID,
      });
    }
  });

  it('refuses the page and the form once a manager exists, even with an unused token', async () => {
    const { token } = await freshLink();
    await createMember(t, { role: 'MNGR_MBR' });
    for (const url of ['/v1/setup/check', '/v1/setup']) {
      const res = await post(t, url, form(token));
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SETUP_CLOSED', message: ko.errors.SETUP_CLOSED });
    }
    const email = form(token).mbrEmail;
    await post(t, '/v1/setup', form(token, email));
    expect(await memberRow(email)).toBeUndefined();
  });

  it('refuses a wrong or missing token', async () => {
    await freshLink();
    for (const token of ['wrong', 'A'.repeat(43)]) {
      const res = await post(t, '/v1/setup', form(token));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SETUP_TOKEN_INVALID');
      expect((await post(t, '/v1/setup/check', { token })).statusCode).toBe(403);
    }
    expect((await post(t, '/v1/setup/check', {})).statusCode).toBe(400);
  });

  it('refuses bad input in Korean and leaves the token unused (a taken e-mail too)', async () => {
    const { token } = await freshLink();
    const weak = await post(t, '/v1/setup', { ...form(token), mbrPw: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(ko.validation.passwordRule);
    const taken = await createMember(t);
    const dup = await post(t, '/v1/setup', form(token, taken.email.toUpperCase()));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('EMAIL_TAKEN');
    expect((await memberRow(taken.email))!.role).toBe('GNRL_MBR');
    expect((await post(t, '/v1/setup', form(token))).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('refuses the calls past the sign-in limit per client with 429 and a Korean message', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await post(limited, '/v1/setup/check', { token: `guess${i}` })).statusCode);
      expect(codes).toEqual([403, 403, 403]);
      const over = await post(limited, '/v1/setup', form('guess'));
      // Each route has its own budget; the check's is spent.
      expect(over.statusCode).toBe(403);
      const res = await post(limited, '/v1/setup/check', { token: 'guess4' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: ko.errors.RATE_LIMITED });
    } finally {
      await limited.close();
    }
  });
});
