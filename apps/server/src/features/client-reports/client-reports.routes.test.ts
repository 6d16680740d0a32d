/**
 * Client reports (issue 29 §1): links made, listed and revoked by their member, only over the
 * member's own items; the public report without sign-in (its keys, noindex, expiry, revocation,
 * the per-IP limit); the PDF's text; the monthly mail once per link and month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ko } from '@seller/shared';
import type { MailMessage } from '../../adapters/mail/mail';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { makeAgency, trackPlace, trackProduct } from '../../test/client-reports';
import { REPORT_RATE } from './client-reports.domain';

let clock = new Date('2026-11-22T03:00:00Z');
const sent: MailMessage[] = [];
let failMail = false;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => clock,
      adapters: {
        mail: {
          configured: true,
          sendMail: async (m) => {
            if (failMail) throw new Error('smtp down');
            sent.push(m);
            return { messageId: String(sent.length) };
          },
          close: () => undefined,
        },
      },
    },
  );
}, 60_000);
afterAll(() => t.close());

const P = '/v1/member/clientReports';

async function seller() {
  const m = await createMember(t);
  return { ...m, cookie: await login(t, m.email) };
}

/** A seller with a product (two keywords) and a place, ranked over the last days. */
async function sellerWithItems() {
  const s = await seller();
  const gdpSn = await trackProduct(t, s.mbrSn, '무선 이어폰 블루투스', {
    '무선 이어폰': [
      ['2026-11-19', 14],
      ['2026-11-20', 12],
      ['2026-11-21', 9],
      ['2026-11-22', 7],
    ],
    '블루투스 이어폰': [
      ['2026-11-21', 30],
      ['2026-11-22', 0],
    ],
  });
  const plceSn = await trackPlace(t, s.mbrSn, '강남 수제버거', {
    '강남 맛집': [
      ['2026-11-21', 5],
      ['2026-11-22', 8],
    ],
  });
  return { ...s, gdpSn, plceSn };
}

const create = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: P, headers: { cookie }, payload });
const body = (over: object = {}) => ({
  name: '11월 리포트',
  expiresInDays: 30,
  goods: [],
  places: [],
  monthly: false,
  mailTo: [],
  ...over,
});
async function makeReport(cookie: string, over: object) {
  const res = await create(cookie, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; token: string; items: number } }>().data;
}
let ip = 0;
/** Each call from its own address unless told, so the per-IP limit only counts where a test means it. */
const open = (token: string, suffix = '', remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  t.app.inject({ method: 'GET', url: `/v1/report/${token}${suffix}`, remoteAddress });

describe('making report links', () => {
  it('shows the token once, keeps only its hash, lists the link and revokes it', async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, { goods: [s.gdpSn], places: [s.plceSn], expiresInDays: 7 });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.items).toBe(2);
    const stored = await t.database.sql.executeSql(
      'select token_hash from client_reports where report_sn = $1',
      [made.id],
    );
    expect((stored.rows[0] as { token_hash: string }).token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(made.token);

    const listed = await t.app.inject({ method: 'GET', url: P, headers: { cookie: s.cookie } });
    expect(listed.body).not.toContain(made.token);
    expect(listed.json().data).toEqual([
      {
        id: made.id,
        name: '11월 리포트',
        items: 2,
        createdAt: clock.toISOString(),
        expiresAt: '2026-11-29T03:00:00.000Z',
        lastOpenedAt: null,
        monthly: false,
        mailTo: [],
        recipients: [],
      },
    ]);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${P}/${made.id}`,
      headers: { cookie: s.cookie },
    });
    expect(revoked.json()).toMatchObject({ code: 'OK', message: ko.clientReports.revoked });
    expect(
      (await t.app.inject({ method: 'GET', url: P, headers: { cookie: s.cookie } })).json().data,
    ).toEqual([]);
    const gone = await open(made.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'REPORT_LINK_GONE', message: ko.errors.REPORT_LINK_GONE });
  });

  it("refuses another member's products and places and writes nothing", async () => {
    const owner = await sellerWithItems();
    const other = await sellerWithItems();
    for (const refused of [
      { goods: [owner.gdpSn] },
      { places: [owner.plceSn] },
      { goods: [other.gdpSn, owner.gdpSn] },
    ]) {
      const res = await create(other.cookie, body(refused));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CLIENT_REPORT_ITEM_NOT_FOUND' });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: P, headers: { cookie: other.cookie } })).json().data,
    ).toEqual([]);
    // Nor revoke, re-set or download the owner's link.
    const made = await makeReport(owner.cookie, { goods: [owner.gdpSn] });
    for (const [method, url, payload] of [
      ['DELETE', `${P}/${made.id}`, undefined],
      ['PUT', `${P}/${made.id}/monthly`, { monthly: true, mailTo: ['x@example.com'] }],
      ['GET', `${P}/${made.id}/pdf`, undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: other.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await open(made.token)).statusCode).toBe(200);
  });

  it('refuses empty, oversized and malformed reports with Korean messages', async () => {
    const s = await sellerWithItems();
    const cases: Array<[object, string]> = [
      [{}, ko.clientReports.itemsRequired],
      [{ goods: Array.from({ length: 51 }, (_, i) => i + 1) }, ''],
      [{ goods: [s.gdpSn, s.gdpSn] }, ko.clientReports.itemsDuplicate],
      [{ goods: [s.gdpSn], monthly: true }, ko.clientReports.mailToRequired],
      [
        { goods: [s.gdpSn], monthly: true, mailTo: ['not-an-address'] },
        ko.clientReports.mailToInvalid('not-an-address'),
      ],
      [{ goods: [s.gdpSn], name: ' ' }, ko.clientReports.nameRequired],
      [{ goods: [s.gdpSn], expiresInDays: 14 }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await create(s.cookie, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('keeps at most 50 live links per member', async () => {
    const s = await sellerWithItems();
    await t.database.sql.executeSql(
      `insert into client_reports (mbr_sn, name, token_hash) select $1, 'r', md5(random()::text) || g from generate_series(1, 50) g`,
      [s.mbrSn],
    );
    const res = await create(s.cookie, body({ goods: [s.gdpSn] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CLIENT_REPORT_LIMIT');
  });
});

describe('the public report', () => {
  it("carries the maker's comment for the client, trimmed; an empty one is none, a long one refused (issue 40 §1)", async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, {
      goods: [s.gdpSn],
      comment: '  이번 달은 광고를 늘렸습니다.  ',
    });
    expect((await open(made.token)).json().data.comment).toBe('이번 달은 광고를 늘렸습니다.');
    const none = await makeReport(s.cookie, { goods: [s.gdpSn], comment: '   ' });
    expect((await open(none.token)).json().data.comment).toBeNull();
    const long = await create(s.cookie, body({ goods: [s.gdpSn], comment: '가'.repeat(501) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(ko.clientReports.commentTooLong(500));
  });

  it('counts no move across a switch of the product, names its day, and shows it in the PDF (issue 40 §1)', async () => {
    const s = await sellerWithItems();
    // The member switched the tracked product on the last day (goods-rank records it so).
    await t.database.sql.executeSql(
      `insert into member_change_events (mbr_sn, gdp_sn, change, detail, day) values ($1, $2, 'productChange', '다른 상품', '2026-11-22')`,
      [s.mbrSn, s.gdpSn],
    );
    const made = await makeReport(s.cookie, { goods: [s.gdpSn] });
    const res = await open(made.token);
    expect(res.statusCode).toBe(200);
    const keyword = res
      .json()
      .data.items[0].keywords.find((k: { keyword: string }) => k.keyword === '무선 이어폰');
    expect(keyword).toMatchObject({ rank: 7, move: null, productChanges: ['2026-11-22'] });
    const pdf = await open(made.token, '/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(ko.clientReports.productChangedOn('11.22'));
  });

  it('opens without sign-in with ranks, moves and bests, and nothing of the member', async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, { goods: [s.gdpSn], places: [s.plceSn] });
    const res = await open(made.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['set-cookie']).toBeUndefined();
    const data = res.json().data;
    // The answer's keys, all of them: no balance, e-mail, member or item id.
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'message']);
    expect(Object.keys(data).sort()).toEqual([
      'comment',
      'company',
      'from',
      'items',
      'logoUrl',
      'name',
      'to',
    ]);
    for (const item of data.items) {
      expect(Object.keys(item).sort()).toEqual(['depth', 'keywords', 'kind', 'name']);
      for (const k of item.keywords)
        expect(Object.keys(k).sort()).toEqual([
          'best',
          'keyword',
          'methodChanges',
          'move',
          'provenance',
          'rank',
          'ranks',
        ]);
    }
    expect(res.body).not.toContain(s.email);
    expect(res.body).not.toMatch(/mbrSn|email|coin|gdpSn|plceSn/i);
    expect(data).toMatchObject({ company: null, name: '11월 리포트', from: '2026-10-24', to: '2026-11-22' });
    expect(data.items).toMatchObject([
      {
        kind: 'goods',
        name: '무선 이어폰 블루투스',
        depth: 500,
        keywords: [
          { keyword: '무선 이어폰', rank: 7, move: 2, best: 7 },
          { keyword: '블루투스 이어폰', rank: null, move: null, best: 30 },
        ],
      },
      {
        kind: 'place',
        name: '강남 수제버거',
        depth: 300,
        keywords: [{ keyword: '강남 맛집', rank: 8, move: -3, best: 5 }],
      },
    ]);
    // These test rows were written without a source: their provenance is unknown (null).
    expect(data.items[0].keywords[0].ranks).toEqual([
      { day: '2026-11-19', rank: 14, provenance: null },
      { day: '2026-11-20', rank: 12, provenance: null },
      { day: '2026-11-21', rank: 9, provenance: null },
      { day: '2026-11-22', rank: 7, provenance: null },
    ]);
  });

  it("names an agency member's company", async () => {
    const s = await sellerWithItems();
    await makeAgency(t, s.mbrSn, '마케팅랩 주식회사');
    const made = await makeReport(s.cookie, { goods: [s.gdpSn] });
    expect((await open(made.token)).json().data.company).toBe('마케팅랩 주식회사');
  });

  it('marks the link opened at most once a minute', async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, { goods: [s.gdpSn] });
    const lastOpened = async () =>
      (await t.app.inject({ method: 'GET', url: P, headers: { cookie: s.cookie } })).json().data[0]
        .lastOpenedAt;
    const start = clock;
    try {
      await open(made.token);
      expect(await lastOpened()).toBe(start.toISOString());
      clock = new Date(start.getTime() + 30_000);
      await open(made.token);
      expect(await lastOpened()).toBe(start.toISOString());
      clock = new Date(start.getTime() + 61_000);
      await open(made.token);
      expect(await lastOpened()).toBe(clock.toISOString());
    } finally {
      clock = start;
    }
  });

  it('is refused once expired, and for unknown or malformed tokens', async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, { goods: [s.gdpSn], expiresInDays: 7 });
    const start = clock;
    try {
      clock = new Date(start.getTime() + 7 * 86_400_000 - 1000);
      expect((await open(made.token)).statusCode).toBe(200);
      clock = new Date(start.getTime() + 7 * 86_400_000);
      expect((await open(made.token)).statusCode).toBe(404);
      expect((await open(made.token, '/pdf')).statusCode).toBe(404);
    } finally {
      clock = start;
    }
    for (const token of ['A'.repeat(43), 'short', '%00'.repeat(3), 'x'.repeat(101)]) {
      const res = await open(token);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });

  it('answers 429 with a Korean message past the per-IP limit, counted in the database', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < REPORT_RATE.max; i++)
      expect((await open('B'.repeat(43), '', address)).statusCode).toBe(404);
    const limited = await open('B'.repeat(43), '', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: ko.clientReports.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const counted = await t.database.sql.executeSql('select count from rate_limit_hits where key = $1', [
      `client-report:${address}`,
    ]);
    expect(Number((counted.rows[0] as { count: number }).count)).toBe(REPORT_RATE.max + 1);
    // Another address is not held back.
    expect((await open('B'.repeat(43))).statusCode).toBe(404);
  });

  it('counts, and keeps out of search engines, a call refused before the report is read', async () => {
    const address = '192.0.2.78';
    // NUL in the path: the input guard refuses it (400) after the count, before the handler.
    const res = await open('%00'.repeat(3), '', address);
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const counted = await t.database.sql.executeSql('select count from rate_limit_hits where key = $1', [
      `client-report:${address}`,
    ]);
    expect(Number((counted.rows[0] as { count: number }).count)).toBe(1);
  });
});

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('the PDF', () => {
  it('holds the Korean names, keywords and ranks as text, from the link and from the owner', async () => {
    const s = await sellerWithItems();
    await makeAgency(t, s.mbrSn, '마케팅랩');
    const made = await makeReport(s.cookie, { goods: [s.gdpSn], places: [s.plceSn] });
    const res = await open(made.token, '/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('11월_리포트'));
    const text = await pdfText(res.rawPayload);
    // An agency's PDF (issue 40 §1): the summary the page shows, its "제공" line, nothing of ours.
    expect(text).toContain('제공: 마케팅랩');
    for (const label of ['리포트 항목', '평균 순위', '상위 10위 키워드', '가장 많이 오른 키워드'])
      expect(text).toContain(label);
    expect(text).not.toContain('셀러툴킷');
    for (const expected of [
      '마케팅랩 제공',
      '11월 리포트',
      '무선 이어폰 블루투스',
      '무선 이어폰',
      '7위',
      '▲2',
      '강남 수제버거',
      '강남 맛집',
      '8위',
      '▼3',
      '5위',
      '500위 밖',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(s.email);

    const own = await t.app.inject({
      method: 'GET',
      url: `${P}/${made.id}/pdf`,
      headers: { cookie: s.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain('무선 이어폰 블루투스');
  });
});

describe('where the ranks came from (issue 36 §2)', () => {
  it('the page and the PDF give the source, mark the change of method, and name what an outside rank read', async () => {
    const s = await sellerWithItems();
    // Up to 11-21 the ended Open API; 11-22 the new source, which read the N+스토어 list to 500.
    await t.database.sql.executeSql(
      `update rank_history h set source = case when h.day < '2026-11-22' then 'naver-openapi' else 'searchapi' end,
              surface = case when h.day < '2026-11-22' then 'price-comparison' else 'plus-store' end,
              device = 'pc', depth = case when h.day < '2026-11-22' then null else 500 end
         from tracked_keywords k where k.gdkd_sn = h.gdkd_sn and k.gdp_sn = $1`,
      [s.gdpSn],
    );
    const made = await makeReport(s.cookie, { goods: [s.gdpSn] });
    const page = (await open(made.token)).json().data;
    const line = page.items[0].keywords.find((k: { keyword: string }) => k.keyword === '무선 이어폰');
    // 9 → 7 is no move: the two days were read from different lists.
    expect(line).toMatchObject({
      rank: 7,
      move: null,
      methodChanges: ['2026-11-22'],
      provenance: { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 500 },
    });
    const text = await pdfText((await open(made.token, '/pdf')).rawPayload);
    expect(text).toContain('수집: SearchApi · N+스토어 · PC · 수집 방식 변경 11.22');
    // 블루투스 이어폰 fell outside on 11-22: the PDF says how deep, on which list.
    expect(text).toContain('500위 밖 · N+스토어 500위까지 확인 · 수집: SearchApi · N+스토어 · PC');
  });
});

/** The link of a kind in the last mail captured for `to`. */
function mailLink(to: string, kind: 'confirm' | 'unsubscribe'): URL {
  const mail = sent.filter((m) => m.to === to).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const site = t.config.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${site}/v1/report-mail/${kind}\\?token=[A-Za-z0-9_%-]+`).exec(mail!.text);
  expect(found, mail!.text).toBeTruthy();
  return new URL(found![0]);
}

/** The address confirms: the confirmation mail's link, then the page's button (a form POST). */
async function confirmByMail(to: string) {
  const token = mailLink(to, 'confirm').searchParams.get('token')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/report-mail/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the monthly mail', () => {
  it("sends last month's PDF once per confirmed address and month, across repeated and concurrent runs", async () => {
    const s = await sellerWithItems();
    await trackProduct(t, s.mbrSn, '10월 상품', {});
    sent.length = 0;
    const res = await create(
      s.cookie,
      body({
        goods: [s.gdpSn],
        monthly: true,
        mailTo: ['client@example.com', 'Boss@Example.com', 'silent@example.com'],
        expiresInDays: null,
      }),
    );
    expect(res.json().message).toBe(`${ko.clientReports.created} ${ko.clientReports.confirmationsSent(3)}`);
    const made = res.json<{ data: { id: number } }>().data;
    // Each address got its own confirmation mail; nothing else went.
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['client@example.com', ko.clientReports.confirmSubject('11월 리포트')],
      ['boss@example.com', ko.clientReports.confirmSubject('11월 리포트')],
      ['silent@example.com', ko.clientReports.confirmSubject('11월 리포트')],
    ]);
    await confirmByMail('client@example.com');
    await confirmByMail('boss@example.com');
    const other = await makeReport(s.cookie, { goods: [s.gdpSn], monthly: false, expiresInDays: null });
    const start = clock;
    sent.length = 0;
    try {
      clock = new Date('2026-12-01T00:00:00Z'); // 09:00 on the 1st, Korea time
      await Promise.all([t.services.clientReports.sendMonthly(), t.services.clientReports.sendMonthly()]);
      await t.services.clientReports.sendMonthly();
      // One mail to each confirmed address; the unconfirmed one gets nothing.
      expect(sent.map((m) => m.to).sort()).toEqual(['boss@example.com', 'client@example.com']);
      const mine = sent.find((m) => m.to === 'client@example.com')!;
      expect(mine.subject).toBe(ko.clientReports.mailSubject('11월 리포트', '2026-11'));
      // RFC 8058 one-click: the header names this address's own unsubscribe link.
      const unsubscribe = mailLink('client@example.com', 'unsubscribe');
      expect(mine.headers).toEqual({
        'List-Unsubscribe': `<${unsubscribe.href}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mine.html).toContain(unsubscribe.href.replaceAll('&', '&amp;'));
      expect(mailLink('boss@example.com', 'unsubscribe').href).not.toBe(unsubscribe.href);
      const attachment = mine.attachments![0]!;
      expect(attachment).toMatchObject({
        contentType: 'application/pdf',
        filename: '11월_리포트_2026-11-01_2026-11-30.pdf',
      });
      const text = await pdfText(attachment.content);
      expect(text).toContain(ko.clientReports.monthPeriod('2026-11'));
      expect(text).toContain('무선 이어폰');
      const rows = await t.database.sql.executeSql(
        `select r.report_sn, r.email, d.month, d.status from client_report_deliveries d
           join client_report_recipients r on r.id = d.recipient_id
          where r.report_sn = any($1::int[]) order by r.email`,
        [[made.id, other.id]],
      );
      expect(rows.rows).toEqual([
        { report_sn: made.id, email: 'boss@example.com', month: '2026-11', status: 'sent' },
        { report_sn: made.id, email: 'client@example.com', month: '2026-11', status: 'sent' },
      ]);

      // A month later the next month goes; a revoked link gets nothing.
      clock = new Date('2027-01-01T00:00:00Z');
      await t.services.clientReports.revoke(s.mbrSn, made.id);
      await t.services.clientReports.sendMonthly();
      expect(sent.filter((m) => m.to === 'client@example.com')).toHaveLength(1);
    } finally {
      clock = start;
    }
  });

  it('gives a failed mail back, so the retry sends it', async () => {
    const s = await sellerWithItems();
    sent.length = 0;
    const made = await makeReport(s.cookie, {
      goods: [s.gdpSn],
      monthly: true,
      mailTo: ['retry@example.com'],
    });
    await confirmByMail('retry@example.com');
    const start = clock;
    sent.length = 0;
    try {
      clock = new Date('2026-12-01T00:00:00Z');
      failMail = true;
      await expect(t.services.clientReports.sendMonthly()).rejects.toThrow('smtp down');
      const rows = await t.database.sql.executeSql(
        `select d.* from client_report_deliveries d join client_report_recipients r on r.id = d.recipient_id
          where r.report_sn = $1`,
        [made.id],
      );
      expect(rows.rows).toEqual([]);
      failMail = false;
      await t.services.clientReports.sendMonthly();
      expect(sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);
    } finally {
      failMail = false;
      clock = start;
    }
  });

  it('turns the monthly mail on and off for a link, with validated addresses', async () => {
    const s = await sellerWithItems();
    const made = await makeReport(s.cookie, { goods: [s.gdpSn] });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `${P}/${made.id}/monthly`, headers: { cookie: s.cookie }, payload });
    expect((await put({ monthly: true, mailTo: [] })).json().message).toBe(ko.clientReports.mailToRequired);
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}@example.com`);
    expect((await put({ monthly: true, mailTo: eleven })).statusCode).toBe(400);
    expect((await put({ monthly: true, mailTo: ['a@example.com'] })).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: P, headers: { cookie: s.cookie } })).json()
      .data[0];
    expect(listed).toMatchObject({ monthly: true, mailTo: ['a@example.com'] });
  });
});
