/**
 * The monthly report mail's addresses (issue 35 §12), through the real mail adapter and the
 * simulator's SMTP inbox: an address a member types gets a confirmation mail and no report until
 * it confirms by the link (the link's GET confirms nothing, the page's button does); every mail
 * carries the address's own unsubscribe link (and RFC 8058 one-click, POSTed without Origin),
 * after which the address gets nothing more, even when typed again; confirmation mails are capped
 * per address and per member a Korea day across instances; only the owner resends, rate-limited;
 * the member's list shows each address's state. Only token hashes are stored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { buildApp, createServices } from '../../app';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { trackProduct } from '../../test/client-reports';
import { type RunningSimulator, control, startTestSimulator } from '../../test/simulator';
import { CONFIRM_CAPS, RESEND_RATE } from './client-reports.domain';

const SITE = 'http://app.test';
const c = ko.clientReports;
const clock = { at: new Date('2026-11-22T03:00:00Z') };
let sim: RunningSimulator;
let t: TestApp;
beforeAll(async () => {
  sim = await startTestSimulator({ smtp: true });
  t = await createTestApp(
    {
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(sim.port),
      SIMULATOR_SMTP_PORT: String(sim.smtpPort),
      PUBLIC_URL: SITE,
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
    { now: () => clock.at },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(() => {
  clock.at = new Date('2026-11-22T03:00:00Z');
});

const P = '/v1/member/clientReports';

interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}
/** The simulator's inbox for one address, oldest first. */
const inbox = async (to: string) =>
  (
    await control<{ messages: Mail[] }>(sim, 'GET', `/__control/mail?to=${encodeURIComponent(to)}`)
  ).messages.reverse();
const confirmations = async (to: string) => (await inbox(to)).filter((m) => m.subject.includes('수신 확인'));
const reports = async (to: string) => (await inbox(to)).filter((m) => m.attachments.length > 0);

/** The link of a kind in a mail's text. */
function linkIn(mail: Mail | undefined, kind: 'confirm' | 'unsubscribe'): URL {
  expect(mail).toBeDefined();
  const found = new RegExp(`${SITE}/v1/report-mail/${kind}\\?token=[A-Za-z0-9_%-]+`).exec(mail!.text);
  expect(found, mail!.text).toBeTruthy();
  return new URL(found![0]);
}
const pathOf = (u: URL) => `${u.pathname}${u.search}`;

let n = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@client.test`;

async function seller() {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  const gdpSn = await trackProduct(t, m.mbrSn, '무선 이어폰', {
    '무선 이어폰': [
      ['2026-11-20', 9],
      ['2026-11-21', 7],
    ],
  });
  return { ...m, cookie, gdpSn };
}

async function makeReport(
  s: { cookie: string; gdpSn: number },
  mailTo: string[],
  app: FastifyInstance = t.app,
) {
  const res = await app.inject({
    method: 'POST',
    url: P,
    headers: { cookie: s.cookie },
    payload: {
      name: '월간 리포트',
      expiresInDays: null,
      goods: [s.gdpSn],
      places: [],
      monthly: mailTo.length > 0,
      mailTo,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ message: string; data: { id: number } }>();
}

const listed = async (cookie: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: P, headers: { cookie } }))
    .json<{
      data: Array<{
        id: number;
        recipients: Array<{ email: string; state: string; confirmSentAt: string | null }>;
      }>;
    }>()
    .data.find((r) => r.id === id)!.recipients;

const resend = (cookie: string, id: number, email: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: `${P}/${id}/recipients/resend`,
    headers: { cookie },
    payload: { email },
  });

/** The page's button: a form POST of the token, from our own page (our Origin). */
const pressConfirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/report-mail/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    payload: new URLSearchParams({ token }).toString(),
  });

/** The monthly job as on the 1st of `day`'s month at 09:00 Korea time; the clock goes back after. */
async function runMonthly(day: string) {
  const before = clock.at;
  clock.at = new Date(`${day}T00:00:00Z`);
  try {
    await t.services.clientReports.sendMonthly();
  } finally {
    clock.at = before;
  }
}

describe('confirming an address', () => {
  it('mails a confirmation; no report goes until the address confirms by the page, not by opening the link', async () => {
    const s = await seller();
    const [a, b] = [address('a'), address('B')];
    const made = await makeReport(s, [a, b.toUpperCase()]);
    expect(made.message).toBe(`${c.created} ${c.confirmationsSent(2)}`);
    const [mailA] = await confirmations(a);
    expect(await confirmations(b)).toHaveLength(1);
    expect(mailA!.subject).toBe(c.confirmSubject('월간 리포트'));
    expect(mailA!.html).toContain(c.confirmMailButton);
    const confirmLink = linkIn(mailA, 'confirm');
    const token = confirmLink.searchParams.get('token')!;
    expect(await listed(s.cookie, made.data.id)).toEqual([
      { email: a, state: 'pending', confirmSentAt: clock.at.toISOString() },
      { email: b.toUpperCase(), state: 'pending', confirmSentAt: clock.at.toISOString() },
    ]);
    // Only the tokens' hashes are kept.
    const stored = await t.database.sql.executeSql(
      'select token_hash from client_report_recipient_tokens',
      [],
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    // Opening the link (as a mail scanner does) shows the button and confirms nothing.
    const page = await t.app.inject({ method: 'GET', url: pathOf(confirmLink) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('lang="ko"');
    expect(page.body).toContain(c.pageConfirmButton);
    expect(page.body).toContain('method="post" action="/v1/report-mail/confirm"');
    expect((await listed(s.cookie, made.data.id))[0]!.state).toBe('pending');
    await runMonthly('2026-12-01');
    expect(await reports(a)).toEqual([]);

    // The button confirms; pressing it again changes nothing.
    const pressed = await pressConfirm(token);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(c.pageConfirmedTitle);
    expect((await pressConfirm(token)).statusCode).toBe(200);
    expect((await listed(s.cookie, made.data.id)).map((r) => r.state)).toEqual(['confirmed', 'pending']);

    // The next month's report goes to the confirmed address only, with its PDF.
    await runMonthly('2027-01-01');
    const [report] = await reports(a);
    expect(report!.subject).toBe(c.mailSubject('월간 리포트', '2026-12'));
    expect(report!.attachments).toMatchObject([{ contentType: 'application/pdf' }]);
    expect(report!.text).toContain(c.mailUnsubscribe);
    linkIn(report, 'unsubscribe');
    expect(await reports(b)).toEqual([]);
  }, 120_000);

  it('refuses a wrong, expired or revoked confirmation link', async () => {
    const s = await seller();
    const a = address('late');
    const made = await makeReport(s, [a]);
    const token = linkIn((await confirmations(a))[0], 'confirm').searchParams.get('token')!;
    for (const bad of ['', 'A'.repeat(43), `${token}x`, '<script>']) {
      const res = await pressConfirm(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain(c.pageConfirmInvalidTitle);
      expect(res.body).not.toContain('<script>');
    }
    clock.at = new Date(clock.at.getTime() + 7 * 86_400_000);
    expect((await pressConfirm(token)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/report-mail/confirm?token=${token}` })).statusCode,
    ).toBe(400);
    clock.at = new Date('2026-11-22T03:00:00Z');
    // A revoked link's confirmation confirms nothing.
    const other = address('revoked');
    const second = await makeReport(s, [other]);
    const otherToken = linkIn((await confirmations(other))[0], 'confirm').searchParams.get('token')!;
    await t.app.inject({ method: 'DELETE', url: `${P}/${second.data.id}`, headers: { cookie: s.cookie } });
    expect((await pressConfirm(otherToken)).statusCode).toBe(400);
    expect((await listed(s.cookie, made.data.id))[0]!.state).toBe('pending');
  });
});

describe('unsubscribing', () => {
  it("stops the report by the mail's link or RFC 8058 one-click, for good", async () => {
    const s = await seller();
    const [a, b] = [address('stop'), address('oneclick')];
    const made = await makeReport(s, [a, b]);
    for (const to of [a, b]) {
      const token = linkIn((await confirmations(to))[0], 'confirm').searchParams.get('token')!;
      expect((await pressConfirm(token)).statusCode).toBe(200);
    }
    await runMonthly('2026-12-01');
    const [toA] = await reports(a);
    const [toB] = await reports(b);

    // The link in the mail: a public Korean page, no sign-in.
    const page = await t.app.inject({ method: 'GET', url: pathOf(linkIn(toA, 'unsubscribe')) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain(c.pageUnsubscribedTitle);
    // RFC 8058: the mail provider POSTs from its servers, without our Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: pathOf(linkIn(toB, 'unsubscribe')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const badClick = await t.app.inject({
      method: 'POST',
      url: `/v1/report-mail/unsubscribe?token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(badClick.statusCode).toBe(400);
    expect(badClick.body).toContain(c.pageUnsubscribeInvalidTitle);
    expect((await listed(s.cookie, made.data.id)).map((r) => r.state)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);

    // Nothing more: not next month, not after the member types the address again, no resend.
    await runMonthly('2027-01-01');
    expect(await reports(a)).toHaveLength(1);
    expect(await reports(b)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'PUT',
      url: `${P}/${made.data.id}/monthly`,
      headers: { cookie: s.cookie },
      payload: { monthly: true, mailTo: [a.toUpperCase(), b] },
    });
    expect(again.statusCode).toBe(200);
    expect(await confirmations(a)).toHaveLength(1);
    expect((await listed(s.cookie, made.data.id)).map((r) => r.state)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);
    const refused = await resend(s.cookie, made.data.id, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REPORT_RECIPIENT_UNSUBSCRIBED',
      message: ko.errors.REPORT_RECIPIENT_UNSUBSCRIBED,
    });
    // Its old confirmation link no longer confirms.
    const old = linkIn((await confirmations(a))[0], 'confirm').searchParams.get('token')!;
    expect((await pressConfirm(old)).statusCode).toBe(400);
  }, 120_000);

  it('lets the address refuse from the confirmation mail itself', async () => {
    const s = await seller();
    const a = address('never');
    const made = await makeReport(s, [a]);
    const unsubscribe = linkIn((await confirmations(a))[0], 'unsubscribe');
    expect((await t.app.inject({ method: 'GET', url: pathOf(unsubscribe) })).statusCode).toBe(200);
    expect((await listed(s.cookie, made.data.id))[0]!.state).toBe('unsubscribed');
    expect((await resend(s.cookie, made.data.id, a)).statusCode).toBe(409);
  });
});

describe('confirmation mails are capped', () => {
  it('at 3 a Korea day to one address, from every member and instance together', async () => {
    const victim = address('victim');
    const other = await buildApp({
      config: t.config,
      deps: { database: t.database, now: () => clock.at },
      services: createServices(t.config, { database: t.database, now: () => clock.at }),
    });
    try {
      const made: Array<{ s: Awaited<ReturnType<typeof seller>>; id: number }> = [];
      for (let i = 0; i < CONFIRM_CAPS.perAddress + 1; i++) {
        const s = await seller();
        made.push({ s, id: (await makeReport(s, [victim], i % 2 ? other : t.app)).data.id });
      }
      expect(await confirmations(victim)).toHaveLength(CONFIRM_CAPS.perAddress);
      const last = made.at(-1)!;
      // The one past the cap waits, and says so in the member's list.
      expect(await listed(last.s.cookie, last.id)).toEqual([
        { email: victim, state: 'pending', confirmSentAt: null },
      ]);
      const refused = await resend(last.s.cookie, last.id, victim, other);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'REPORT_CONFIRM_DAILY_LIMIT',
        message: ko.errors.REPORT_CONFIRM_DAILY_LIMIT,
      });
      expect(await confirmations(victim)).toHaveLength(CONFIRM_CAPS.perAddress);
      // The next Korea day it may go.
      clock.at = new Date('2026-11-22T15:00:00Z');
      expect((await resend(last.s.cookie, last.id, victim)).statusCode).toBe(200);
      expect(await confirmations(victim)).toHaveLength(CONFIRM_CAPS.perAddress + 1);
    } finally {
      await other.close();
    }
  });

  it('at 50 a Korea day from one member', async () => {
    const s = await seller();
    const ids: number[] = [];
    for (let i = 0; i < CONFIRM_CAPS.perMember / 10; i++)
      ids.push(
        (
          await makeReport(
            s,
            Array.from({ length: 10 }, (_, k) => address(`m${i}x${k}`)),
          )
        ).data.id,
      );
    const over = address('over');
    const made = await makeReport(s, [over]);
    expect(made.message).toBe(c.created);
    expect(await confirmations(over)).toEqual([]);
    expect((await resend(s.cookie, made.data.id, over)).json()).toMatchObject({
      code: 'REPORT_CONFIRM_MEMBER_LIMIT',
      message: ko.errors.REPORT_CONFIRM_MEMBER_LIMIT,
    });
  });
});

describe('resending a confirmation', () => {
  it("is the owner's only, for a pending address of the report, and rate-limited", async () => {
    const s = await seller();
    const a = address('resend');
    const made = await makeReport(s, [a]);
    const ok = await resend(s.cookie, made.data.id, a.toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(c.resent(a.toUpperCase()));
    expect(await confirmations(a)).toHaveLength(2);

    const intruder = await seller();
    expect((await resend(intruder.cookie, made.data.id, a)).statusCode).toBe(404);
    const unknown = await resend(s.cookie, made.data.id, 'nobody@client.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('REPORT_RECIPIENT_NOT_FOUND');
    const token = linkIn((await confirmations(a)).at(-1), 'confirm').searchParams.get('token')!;
    await pressConfirm(token);
    expect((await resend(s.cookie, made.data.id, a)).json().code).toBe('REPORT_RECIPIENT_CONFIRMED');
    expect(await confirmations(a)).toHaveLength(2);

    // Per member a minute: the calls past the limit get a Korean 429.
    let limited = null;
    for (let i = 0; i <= RESEND_RATE.max && !limited; i++) {
      const res = await resend(s.cookie, made.data.id, a);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED', message: ko.errors.RATE_LIMITED });
  });

  it('confirms an address saved before confirmations existed, which waits until then', async () => {
    const s = await seller();
    const a = address('legacy');
    const made = await makeReport(s, []);
    await t.database.sql.executeSql(
      `update client_reports set monthly = true, mail_to = $2::jsonb where report_sn = $1`,
      [made.data.id, JSON.stringify([a])],
    );
    expect(await listed(s.cookie, made.data.id)).toEqual([
      { email: a, state: 'pending', confirmSentAt: null },
    ]);
    await runMonthly('2026-12-01');
    expect(await reports(a)).toEqual([]);
    expect((await resend(s.cookie, made.data.id, a)).statusCode).toBe(200);
    expect(await confirmations(a)).toHaveLength(1);
  });
});
