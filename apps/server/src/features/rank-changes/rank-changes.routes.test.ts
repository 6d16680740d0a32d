import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { PASSWORD, type TestApp, createMember, createTestApp, login, post } from '../../test/app';

// 순위 변동 원인 (issue 42) over seeded history: what the checks keep beside each rank is tested in
// goods-rank.attributes.test.ts; here the answers, the member's events and their refusals.
let t: TestApp;
const TODAY = '2026-11-20';
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { now: () => new Date(`${TODAY}T03:00:00Z`) });
});
afterAll(() => t.close());

const sqlRows = async (q: string, params: unknown[] = []) =>
  (await t.database.sql.executeSql(q, params)).rows as Record<string, number>[];

async function seededGoods() {
  const m = await createMember(t);
  const cookie = await login(t, m.email);
  const [g] = await sqlRows(
    `insert into tracked_goods (mbr_sn, mid_no, registered_by, title, coin_start_at, coin_end_at, lookup_status)
     values ($1, '555', 'midNum', '캠핑 의자', now(), now() + interval '30 days', 'resolved') returning gdp_sn`,
    [m.mbrSn],
  );
  const [k] = await sqlRows(
    `insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative) values ($1, '캠핑의자', '캠핑의자', true) returning gdkd_sn`,
    [g!.gdp_sn],
  );
  const gdkdSn = k!.gdkd_sn;
  // 11-10 … 11-19, 11-14 failed (no row); the price drops 20% on 11-12, reviews +30 on 11-16.
  const days: [string, number, number, number | null][] = [
    ['2026-11-10', 40, 10000, 100],
    ['2026-11-11', 38, 10000, 101],
    ['2026-11-12', 30, 8000, 102],
    ['2026-11-13', 25, 8000, 103],
    ['2026-11-15', 20, 8000, 105],
    ['2026-11-16', 12, 8000, 135],
    ['2026-11-17', 11, 8000, null],
    ['2026-11-19', 9, 8000, 140],
  ];
  for (const [day, rank, price, reviews] of days)
    await sqlRows(
      `insert into rank_history (gdkd_sn, day, rank, title, price, review_count, purchase_count, rating, advertised)
       values ($1, $2, $3, '캠핑 의자', $4, $5, null, 4.5, false)`,
      [gdkdSn, day, rank, price, reviews],
    );
  const [r] = await sqlRows(
    `insert into goods_rivals (gdkd_sn, product_id, title) values ($1, '777', '경쟁 의자') returning rival_sn`,
    [gdkdSn],
  );
  // The rival climbs 35 → 8 in a day with reviews 300 → 302: unexplained.
  for (const [day, rank, reviews] of [
    ['2026-11-15', 35, 300],
    ['2026-11-16', 8, 302],
  ] as const)
    await sqlRows(
      `insert into goods_rival_history (rival_sn, day, rank, depth, title, price, review_count) values ($1, $2, $3, 100, '경쟁 의자', 9000, $4)`,
      [r!.rival_sn, day, rank, reviews],
    );
  return { cookie, gdpSn: g!.gdp_sn, gdkdSn, rivalSn: r!.rival_sn };
}

describe('변화 기록', () => {
  it('answers the series, the changes with the rank around them across a failed day, and the unexplained climb', async () => {
    const { cookie, gdkdSn, rivalSn } = await seededGoods();
    const res = await post(t, '/api/naver/rankChanges/view', { gdkdSn }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data;
    expect(v.series.map((s: { who: unknown }) => s.who)).toEqual(['own', rivalSn]);
    // Missing is not 0: 11-17's review count stays null.
    expect(v.series[0].points.find((p: { day: string }) => p.day === '2026-11-17').reviewCount).toBeNull();
    const price = v.changes.find((c: { kind: string }) => c.kind === 'price');
    expect(price).toMatchObject({
      day: '2026-11-12',
      who: 'own',
      from: 10000,
      to: 8000,
      before: { rank: 38, day: '2026-11-11' },
      after: { rank: 25, day: '2026-11-13' },
      // D+7 = 11-19.
      week: { rank: 9, day: '2026-11-19' },
    });
    const reviews = v.changes.find((c: { kind: string }) => c.kind === 'reviews');
    expect(reviews).toMatchObject({ day: '2026-11-16', from: 105, to: 135, week: { pending: true } });
    // 11-17 → 11-19 are not consecutive days (11-18 failed): no "+N in a day" there.
    expect(v.changes.filter((c: { kind: string }) => c.kind === 'reviews')).toHaveLength(1);
    expect(v.surges).toEqual([
      {
        day: '2026-11-16',
        who: rivalSn,
        title: '경쟁 의자',
        from: 35,
        to: 8,
        reviews: [300, 302],
        purchases: [null, null],
      },
    ]);
    expect(v.surgePlaces).toBe(20);
  });

  it("another member's keyword is not found", async () => {
    const { gdkdSn } = await seededGoods();
    const other = await createMember(t);
    const res = await post(t, '/api/naver/rankChanges/view', { gdkdSn }, await login(t, other.email));
    expect([res.statusCode, res.json().message]).toEqual([404, ko.goodsRank.keywordNotFound]);
  });
});

describe('own events', () => {
  it('adds an event that shows with D-1 / D+1 / D+7, deletes it; refuses bad input in Korean and another member', async () => {
    const { cookie, gdpSn, gdkdSn } = await seededGoods();
    const add = await post(
      t,
      '/api/naver/rankChanges/events/add',
      { gdpSn, day: '2026-11-13', label: ' 쿠폰 시작 ' },
      cookie,
    );
    expect(add.statusCode, add.body).toBe(200);
    const { eventId } = add.json().data;
    const v = (await post(t, '/api/naver/rankChanges/view', { gdkdSn }, cookie)).json().data;
    expect(v.events).toEqual([
      {
        eventId,
        day: '2026-11-13',
        label: '쿠폰 시작',
        before: { rank: 30, day: '2026-11-12', pending: false },
        // 11-14 failed: the next recorded day.
        after: { rank: 20, day: '2026-11-15', pending: false },
        // 11-20 (today) not recorded yet; the nearest recorded day before it.
        week: { rank: 9, day: '2026-11-19', pending: false },
      },
    ]);

    const cases: [unknown, number, string][] = [
      [{ gdpSn, day: '2026-11-13', label: '   ' }, 400, ko.rankChanges.eventLabelRequired],
      [{ gdpSn, day: '2026-11-13', label: '가'.repeat(31) }, 400, ko.rankChanges.eventLabelTooLong],
      [{ gdpSn, day: '2026-02-30', label: '쿠폰' }, 400, ko.rankChanges.eventDayInvalid],
      [{ gdpSn, day: '2027-06-01', label: '쿠폰' }, 422, ko.rankChanges.eventDayOutOfRange],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(t, '/api/naver/rankChanges/events/add', body, cookie);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }

    const other = await login(t, (await createMember(t)).email);
    const foreign = await post(
      t,
      '/api/naver/rankChanges/events/add',
      { gdpSn, day: '2026-11-13', label: '남의 것' },
      other,
    );
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, ko.goodsRank.goodsNotFound]);
    const foreignDelete = await post(t, '/api/naver/rankChanges/events/delete', { eventId }, other);
    expect([foreignDelete.statusCode, foreignDelete.json().message]).toEqual([
      404,
      ko.rankChanges.eventNotFound,
    ]);

    const del = await post(t, '/api/naver/rankChanges/events/delete', { eventId }, cookie);
    expect(del.statusCode).toBe(200);
    const again = await post(t, '/api/naver/rankChanges/events/delete', { eventId }, cookie);
    expect(again.statusCode).toBe(404);
  });
});

describe('the history workbook', () => {
  it('carries what the page said beside each rank (a figure not given is empty, never 0) and the 변화 기록 with the events', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const { cookie, gdpSn } = await seededGoods();
    await post(
      t,
      '/api/naver/rankChanges/events/add',
      { gdpSn, day: '2026-11-13', label: '체험단 20명' },
      cookie,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/naver/mygoodsRank/history.xlsx?gdpSn=${gdpSn}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const e = ko.rankChangesExport;
    const attrs = wb.getWorksheet(e.attributesSheet)!;
    expect(attrs.getRow(1).values).toEqual([
      undefined,
      e.date,
      e.keyword,
      e.rank,
      e.title,
      e.price,
      e.reviews,
      e.purchases,
      e.rating,
      e.advertised,
    ]);
    // 11-10: every figure given but purchases (empty, not 0).
    expect(attrs.getRow(2).values).toEqual([
      undefined,
      '2026-11-10',
      '캠핑의자',
      40,
      '캠핑 의자',
      10000,
      100,
      '',
      4.5,
      'N',
    ]);
    // 11-17's review count was not given.
    const day17 = attrs.getRows(2, attrs.rowCount - 1)!.find((r) => r.getCell(1).value === '2026-11-17')!;
    expect(day17.getCell(6).value).toBe('');
    const changes = wb.getWorksheet(e.changesSheet)!;
    const rows = changes.getRows(2, changes.rowCount - 1)!.map((r) => (r.values as unknown[]).slice(1));
    expect(rows).toContainEqual([
      '2026-11-12',
      '캠핑의자',
      e.own,
      ko.rankChangesUi.priceChanged('10,000', '8,000', '-20%'),
      '38위',
      '25위',
      '9위',
    ]);
    expect(rows).toContainEqual([
      '2026-11-13',
      '캠핑의자',
      e.own,
      ko.rankChangesUi.ownEvent('체험단 20명'),
      '30위',
      '20위',
      '9위',
    ]);
  });
});

describe('the public API', () => {
  it("answers each day's attributes (null where not given) and the product's events with the ranks", async () => {
    const { cookie, gdpSn, gdkdSn } = await seededGoods();
    await post(
      t,
      '/api/naver/rankChanges/events/add',
      { gdpSn, day: '2026-11-16', label: '광고 중단' },
      cookie,
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/member/myPage/apiTokens',
      headers: { cookie },
      payload: { name: 'sheet', scope: 'read', expiresInDays: 30, currentPassword: PASSWORD },
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/keywords/${gdkdSn}/history?from=2026-11-15&to=2026-11-17`,
      headers: { authorization: `Bearer ${made.json().data.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json().data;
    expect(h.ranks.map((r: { day: string; attributes: unknown }) => [r.day, r.attributes])).toEqual([
      [
        '2026-11-15',
        {
          title: '캠핑 의자',
          price: 8000,
          reviewCount: 105,
          purchaseCount: null,
          rating: 4.5,
          advertised: false,
        },
      ],
      [
        '2026-11-16',
        {
          title: '캠핑 의자',
          price: 8000,
          reviewCount: 135,
          purchaseCount: null,
          rating: 4.5,
          advertised: false,
        },
      ],
      [
        '2026-11-17',
        {
          title: '캠핑 의자',
          price: 8000,
          reviewCount: null,
          purchaseCount: null,
          rating: 4.5,
          advertised: false,
        },
      ],
    ]);
    expect(h.events).toEqual([{ id: expect.any(Number), day: '2026-11-16', label: '광고 중단' }]);
  });
});

describe('place correlation', () => {
  async function placeKeyword(places: number) {
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const [p] = await sqlRows(
      `insert into tracked_places (mbr_sn, place_id) values ($1, '1') returning plce_sn`,
      [m.mbrSn],
    );
    const norm = `상관 ${places} ${Math.random()}`;
    const [k] = await sqlRows(
      `insert into place_keywords (plce_sn, keyword, keyword_norm, representative) values ($1, $2, $2, true) returning plkwrd_sn`,
      [p!.plce_sn, norm],
    );
    for (let i = 0; i < places; i++)
      await sqlRows(
        `insert into place_keyword_tops (keyword_norm, day, slot, rank, item_key, title, review_count, blog_review_count)
         values ($1, '2026-11-19', $2, $2, $3, $4, $5, $6)`,
        [norm, i + 1, `p${i}`, `가게 ${i}`, 1000 - i * 30, (i * 7) % 11],
      );
    return { cookie, plkwrdSn: k!.plkwrd_sn };
  }

  it('names the figure that goes most with rank and the number of places', async () => {
    const { cookie, plkwrdSn } = await placeKeyword(12);
    const res = await post(t, '/api/naver/rankChanges/placeCorrelation', { plkwrdSn }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      month: '2026-11',
      places: 12,
      tooFew: false,
      strongest: { metric: 'visitorReviews', rho: 1, places: 12 },
    });
  });

  it('fewer than 10 places: too few', async () => {
    const { cookie, plkwrdSn } = await placeKeyword(6);
    const res = await post(t, '/api/naver/rankChanges/placeCorrelation', { plkwrdSn }, cookie);
    expect(res.json().data).toMatchObject({ places: 6, tooFew: true, strongest: null });
  });
});
