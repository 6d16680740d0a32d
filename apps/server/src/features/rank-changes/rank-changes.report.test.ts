import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { trackPlace, trackProduct } from '../../test/client-reports';

// Issue 42 §3: a client report (page and PDF) carries, under each keyword, the latest figures
// the pages gave in the period and the member's events on the product.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-22T03:00:00Z') });
}, 60_000);
afterAll(() => t.close());

const sql = (q: string, p: unknown[]) => t.database.sql.executeSql(q, p);
const pdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('a client report with what changed', () => {
  it('shows the latest listed figures and the events on the page and in the PDF; a figure not given is left out', async () => {
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const gdpSn = await trackProduct(t, m.mbrSn, '무선 이어폰 블루투스', {
      '무선 이어폰': [
        ['2026-11-21', 9],
        ['2026-11-22', 7],
      ],
    });
    const plceSn = await trackPlace(t, m.mbrSn, '강남 수제버거', { '강남 맛집': [['2026-11-22', 5]] });
    await sql(`update rank_history set price = 19900, review_count = 1204 where day = '2026-11-22'`, []);
    await sql(
      `update place_rank_history set visitor_review_count = 310, blog_review_count = 42 where day = '2026-11-22'`,
      [],
    );
    await sql(
      `insert into goods_rank_events (gdp_sn, mbr_sn, day, label) values ($1, $2, '2026-11-21', '쿠폰 시작')`,
      [gdpSn, m.mbrSn],
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/member/clientReports',
      headers: { cookie },
      payload: {
        name: '11월',
        expiresInDays: 30,
        goods: [gdpSn],
        places: [plceSn],
        monthly: false,
        mailTo: [],
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = made.json().data.token;
    const page = await t.app.inject({ method: 'GET', url: `/v1/report/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json().data.items as { kind: string; keywords: { notes?: string[] }[] }[];
    const r = ko.rankChangesReport;
    const goodsNotes = [
      r.latest('11.22', `${r.price('19,900')} · ${r.reviews('1,204')}`),
      r.events('11.21 쿠폰 시작'),
    ];
    expect(items.find((i) => i.kind === 'goods')!.keywords[0]!.notes).toEqual(goodsNotes);
    const placeNote = r.latest('11.22', `${r.visitorReviews('310')} · ${r.blogReviews('42')}`);
    expect(items.find((i) => i.kind === 'place')!.keywords[0]!.notes).toEqual([placeNote]);
    const pdf = await t.app.inject({ method: 'GET', url: `/v1/report/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('쿠폰 시작');
    expect(text).toContain('19,900');
  });
});
