/**
 * Personal API tokens (issue 29 §3): made, listed and revoked by session; Bearer tokens authorize
 * the public API (/api/v1) and nothing else; scopes, expiry, revocation, the per-token limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { PASSWORD, type TestApp, coinState, createMember, login, newKey } from '../../test/app';
import { catalogLookup, createRankTestApp, placeInfo } from '../../test/rank';
import { TOKEN_RATE } from './api-tokens.domain';
import { emptyShop } from '../../test/shop';

let clock = new Date('2026-11-22T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createRankTestApp(() => clock, {
    productLookup: catalogLookup((mid) => `Product ${mid}`),
    shop: emptyShop,
    // Place ids of 4 digits exist; others do not.
    places: {
      listPlaces: async () => ({ total: 0, items: [] }),
      getPlace: async (id) => (/^\d{4}$/.test(id) ? placeInfo(id) : null),
    },
  });
}, 60_000);
afterAll(() => t.close());

const TOKENS = '/v1/member/myPage/apiTokens';

async function seller(coins = 100) {
  const m = await createMember(t);
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  return { ...m, cookie: await login(t, m.email) };
}

async function makeToken(
  cookie: string,
  scope: 'read' | 'write' = 'write',
  expiresInDays: number | null = 30,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: TOKENS,
    headers: { cookie },
    payload: { name: 'sheet', scope, expiresInDays, currentPassword: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number; token: string; hint: string } }>().data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('managing tokens on 마이페이지 → API', () => {
  it('shows a token once, keeps only its hash, lists it and revokes it', async () => {
    const s = await seller();
    const made = await makeToken(s.cookie, 'read', 90);
    expect(made.token).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.hint)).toBe(true);
    const stored = await t.database.sql.executeSql('select token_hash from api_tokens where token_sn = $1', [
      made.id,
    ]);
    expect((stored.rows[0] as { token_hash: string }).token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(made.token);

    const listed = await t.app.inject({ method: 'GET', url: TOKENS, headers: { cookie: s.cookie } });
    expect(listed.body).not.toContain(made.token);
    expect(listed.json().data).toMatchObject([
      { id: made.id, name: 'sheet', scope: 'read', hint: made.hint, lastUsedAt: null },
    ]);
    expect(listed.json().data[0].expiresAt).toBe('2027-02-20T03:00:00.000Z');

    expect((await api('GET', '/api/v1/products', made.token)).statusCode).toBe(200);
    const used = await t.app.inject({ method: 'GET', url: TOKENS, headers: { cookie: s.cookie } });
    expect(used.json().data[0].lastUsedAt).toBe(clock.toISOString());

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${made.id}`,
      headers: { cookie: s.cookie },
    });
    expect(revoked.json()).toMatchObject({ code: 'OK', message: ko.apiTokens.revoked });
    const refused = await api('GET', '/api/v1/products', made.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_TOKEN_INVALID', message: ko.errors.API_TOKEN_INVALID });
    expect(
      (await t.app.inject({ method: 'GET', url: TOKENS, headers: { cookie: s.cookie } })).json().data,
    ).toEqual([]);
  });

  it("refuses another member's token id and a bad form in Korean", async () => {
    const a = await seller();
    const b = await seller();
    const made = await makeToken(a.cookie);
    const other = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS}/${made.id}`,
      headers: { cookie: b.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect((await api('GET', '/api/v1/products', made.token)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: TOKENS,
      headers: { cookie: a.cookie },
      payload: { name: ' ', scope: 'read', expiresInDays: 30, currentPassword: PASSWORD },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ko.apiTokens.nameRequired);
  });

  it('cannot be reached with a token (a token makes no tokens)', async () => {
    const s = await seller();
    const made = await makeToken(s.cookie);
    expect((await t.app.inject({ method: 'GET', url: TOKENS, headers: bearer(made.token) })).statusCode).toBe(
      401,
    );
  });
});

describe('who a Bearer token authorizes', () => {
  it('the public API only: the session cookie does not open it, the token does not open the web', async () => {
    const s = await seller();
    const made = await makeToken(s.cookie);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { cookie: s.cookie },
    });
    expect(byCookie.statusCode).toBe(401);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/naver/mygoodsRank/select',
      headers: bearer(made.token),
      payload: {},
    });
    expect(web.statusCode).toBe(401);
    expect((await api('GET', '/api/v1/products', null)).statusCode).toBe(401);
    expect((await api('GET', '/api/v1/products', 'stk_not-a-token')).statusCode).toBe(401);
  });

  it('refuses writes with a read-only token and anything after expiry', async () => {
    const s = await seller();
    const read = await makeToken(s.cookie, 'read', 30);
    const write = await makeToken(s.cookie, 'write', 30);
    const add = await api(
      'POST',
      '/api/v1/products',
      read.token,
      { type: 'midNum', number: '123456' },
      newKey(),
    );
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ code: 'API_TOKEN_READ_ONLY', message: ko.errors.API_TOKEN_READ_ONLY });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 100, ledger: 100 });
    const saved = clock;
    clock = new Date(saved.getTime() + 31 * 86_400_000);
    try {
      expect((await api('GET', '/api/v1/products', write.token)).statusCode).toBe(401);
    } finally {
      clock = saved;
    }
  });

  it("keeps to the member's own products and keywords", async () => {
    const a = await seller();
    const b = await seller();
    const ta = await makeToken(a.cookie);
    const tb = await makeToken(b.cookie);
    const added = await api(
      'POST',
      '/api/v1/products',
      ta.token,
      { type: 'midNum', number: '5551', keywords: ['의자'] },
      newKey(),
    );
    expect(added.statusCode).toBe(200);
    const { id, keywords } = added.json().data as { id: number; keywords: Array<{ id: number }> };
    expect((await api('GET', `/api/v1/keywords/${keywords[0]!.id}/history`, tb.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/keywords/${keywords[0]!.id}`, tb.token)).statusCode).toBe(404);
    expect(
      (await api('POST', `/api/v1/products/${id}/keywords`, tb.token, { keyword: '탁자' }, newKey()))
        .statusCode,
    ).toBe(404);
    expect((await api('GET', '/api/v1/products', tb.token)).json().data).toEqual([]);
  });
});

describe('where each rank came from (issue 36 §2)', () => {
  it('products and histories carry the provenance and mark a change of method', async () => {
    const s = await seller();
    const { token } = await makeToken(s.cookie, 'read');
    const { token: writer } = await makeToken(s.cookie);
    const added = await api(
      'POST',
      '/api/v1/products',
      writer,
      { type: 'midNum', number: '5561', keywords: ['출처 의자'] },
      newKey(),
    );
    expect(added.statusCode).toBe(200);
    await t.services.settle();
    const kw = (added.json().data as { keywords: Array<{ id: number }> }).keywords[0]!.id;
    // The day before, as the ended Open API recorded it (the migration's backfill).
    await t.database.sql.executeSql(
      `insert into rank_history (gdkd_sn, day, rank, source, surface, device) values ($1, '2026-11-21', 7, 'naver-openapi', 'price-comparison', 'pc')`,
      [kw],
    );
    await t.database.sql.executeSql(
      `update tracked_keywords set rank_previous = 7, rank_previous_source = 'naver-openapi', rank_previous_surface = 'price-comparison' where gdkd_sn = $1`,
      [kw],
    );
    // This app's shop finds nothing: the check read an empty list (depth 0).
    const by = { source: 'searchapi', surface: 'plus-store', device: 'pc', depth: 0 };
    const products = (await api('GET', '/api/v1/products', token)).json().data as Array<{
      keywords: unknown[];
    }>;
    expect(products[0]!.keywords[0]).toMatchObject({
      rank: null,
      previousRank: 7,
      provenance: { ...by, checkedAt: expect.any(String) },
      methodChanged: true,
    });
    const history = (
      await api('GET', `/api/v1/keywords/${kw}/history?from=2026-11-20&to=2026-11-22`, token)
    ).json().data;
    expect(history.ranks).toEqual([
      {
        day: '2026-11-21',
        rank: 7,
        provenance: {
          source: 'naver-openapi',
          surface: 'price-comparison',
          device: 'pc',
          depth: null,
          checkedAt: null,
        },
        methodChanged: false,
      },
      {
        day: '2026-11-22',
        rank: null,
        provenance: { ...by, checkedAt: expect.any(String) },
        methodChanged: true,
      },
    ]);
    // The document describes the fields.
    const doc = (await api('GET', '/api/v1/openapi.json', token)).body;
    expect(doc).toContain('methodChanged');
    expect(doc).toContain('price-comparison');
  });
});

describe('adding through the API spends as the web does', () => {
  it('charges once per Idempotency-Key and asks for one', async () => {
    const s = await seller();
    const made = await makeToken(s.cookie);
    const body = { type: 'midNum', number: '7001', keywords: ['캠핑의자', '접이식 의자'] };
    expect((await api('POST', '/api/v1/products', made.token, body)).json().code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const key = newKey();
    const first = await api('POST', '/api/v1/products', made.token, body, key);
    const again = await api('POST', '/api/v1/products', made.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const after = await coinState(t, s.mbrSn);
    expect(after.balance).toBe(after.ledger);
    expect(after.balance).toBeLessThan(100);
    const products = (await api('GET', '/api/v1/products', made.token)).json().data;
    expect(products).toHaveLength(1);
    expect(products[0].keywords.map((k: { keyword: string }) => k.keyword).sort()).toEqual([
      '접이식 의자',
      '캠핑의자',
    ]);
    // A sixth keyword is refused as on the web.
    for (const k of ['a1', 'a2', 'a3'])
      expect(
        (
          await api(
            'POST',
            `/api/v1/products/${products[0].id}/keywords`,
            made.token,
            { keyword: k },
            newKey(),
          )
        ).statusCode,
      ).toBe(200);
    const sixth = await api(
      'POST',
      `/api/v1/products/${products[0].id}/keywords`,
      made.token,
      { keyword: 'a4' },
      newKey(),
    );
    expect(sixth.json().code).toBe('KEYWORD_LIMIT');
  });
});

describe('places through the API (free, within the place limits)', () => {
  type Added = { id: number; keywords: Array<{ id: number; keyword: string }> };

  it('tracks a place with its keywords, adds and removes one, reads its history', async () => {
    const s = await seller(0);
    const { token } = await makeToken(s.cookie);
    const res = await api('POST', '/api/v1/places', token, {
      placeId: '3001',
      keywords: ['강남 카페', '역삼 카페'],
    });
    expect(res.statusCode).toBe(200);
    const added = res.json().data as Added;
    expect(added.keywords.map((k) => k.keyword)).toEqual(['강남 카페', '역삼 카페']);
    const places = (await api('GET', '/api/v1/places', token)).json().data;
    expect(places).toEqual([
      {
        id: added.id,
        name: 'Place 3001',
        keywords: expect.arrayContaining([expect.objectContaining({ keyword: '역삼 카페' })]),
      },
    ]);
    const more = await api('POST', `/api/v1/places/${added.id}/keywords`, token, { keyword: '선릉 카페' });
    expect(more.statusCode).toBe(200);
    await t.services.settle();
    const history = await api('GET', `/api/v1/place-keywords/${more.json().data.id}/history`, token);
    expect(history.json().data).toMatchObject({
      keyword: '선릉 카페',
      ranks: [{ day: '2026-11-22', rank: null }],
    });
    // The representative (first) keyword stays, as on the web; another goes.
    const first = await api('DELETE', `/api/v1/place-keywords/${added.keywords[0]!.id}`, token);
    expect(first.statusCode).toBe(409);
    expect((await api('DELETE', `/api/v1/place-keywords/${more.json().data.id}`, token)).statusCode).toBe(
      200,
    );
    // Free: nothing moved.
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('refuses in Korean what the web refuses: unknown place, duplicate, repeated keyword, the daily limit', async () => {
    const s = await seller(0);
    const { token } = await makeToken(s.cookie);
    const unknown = await api('POST', '/api/v1/places', token, { placeId: '12', keywords: ['카페'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'PLACE_INFO_INVALID',
      message: ko.errors.PLACE_INFO_INVALID,
    });
    const twice = await api('POST', '/api/v1/places', token, {
      placeId: '3002',
      keywords: ['카페', ' 카페 '],
    });
    expect(twice.json().code).toBe('KEYWORD_EXISTS');
    const none = await api('POST', '/api/v1/places', token, { placeId: '3002', keywords: [] });
    expect(none.statusCode).toBe(400);
    expect(
      (await api('POST', '/api/v1/places', token, { placeId: '3002', keywords: ['카페'] })).statusCode,
    ).toBe(200);
    const dup = await api('POST', '/api/v1/places', token, { placeId: '3002', keywords: ['빵집'] });
    // The web asks "그래도 등록하시겠습니까?"; an API client is told which field says so (issue 40 §4).
    expect(dup.json()).toMatchObject({
      code: 'PLACE_DUPLICATE',
      message: ko.apiReference.clientErrors.PLACE_DUPLICATE,
    });
    expect(
      (await api('POST', '/api/v1/places', token, { placeId: '3003', keywords: ['카페'] })).statusCode,
    ).toBe(200);
    const third = await api('POST', '/api/v1/places', token, { placeId: '3004', keywords: ['카페'] });
    expect(third.json()).toMatchObject({ code: 'PLACE_DAILY_LIMIT', message: ko.errors.PLACE_DAILY_LIMIT });
    expect((await api('GET', '/api/v1/places', token)).json().data).toHaveLength(2);
  });

  it('tracks a place and its keywords in one transaction: a failed keyword leaves no place', async () => {
    const s = await seller(0);
    const { token } = await makeToken(s.cookie);
    await t.database.sql
      .executeSql(`create function fail_place_keyword() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.database.sql.executeSql(`create trigger fail_place_keyword before insert on place_keywords
      for each row when (new.keyword = '빵집') execute function fail_place_keyword()`);
    try {
      const res = await api('POST', '/api/v1/places', token, { placeId: '3020', keywords: ['카페', '빵집'] });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.sql.executeSql('drop trigger fail_place_keyword on place_keywords');
      await t.database.sql.executeSql('drop function fail_place_keyword()');
    }
    expect((await api('GET', '/api/v1/places', token)).json().data).toEqual([]);
    // Nor did it count against the day's two new places.
    for (const placeId of ['3021', '3022'])
      expect((await api('POST', '/api/v1/places', token, { placeId, keywords: ['카페'] })).statusCode).toBe(
        200,
      );
  });

  it("keeps to the member's own places and refuses writes with a read-only token", async () => {
    const a = await seller(0);
    const b = await seller(0);
    const ta = await makeToken(a.cookie);
    const tb = await makeToken(b.cookie);
    const added = (
      await api('POST', '/api/v1/places', ta.token, { placeId: '3010', keywords: ['카페'] })
    ).json().data as Added;
    const kw = added.keywords[0]!.id;
    expect((await api('GET', `/api/v1/place-keywords/${kw}/history`, tb.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/v1/place-keywords/${kw}`, tb.token)).statusCode).toBe(404);
    expect(
      (await api('POST', `/api/v1/places/${added.id}/keywords`, tb.token, { keyword: '빵' })).statusCode,
    ).toBe(404);
    const read = await makeToken(a.cookie, 'read');
    const refused = await api('POST', '/api/v1/places', read.token, { placeId: '3011', keywords: ['카페'] });
    expect(refused.json().code).toBe('API_TOKEN_READ_ONLY');
    expect((await api('DELETE', `/api/v1/place-keywords/${kw}`, read.token)).statusCode).toBe(403);
    expect((await api('GET', `/api/v1/place-keywords/${kw}/history`, read.token)).statusCode).toBe(200);
  });
});

describe('a product and its keywords are one transaction', () => {
  it('leaves neither product, keywords nor charge when a keyword cannot be written', async () => {
    const s = await seller(100);
    const { token } = await makeToken(s.cookie);
    // A write failure injected into the database (as a crash half-way would be): the third
    // keyword's insert fails after the product and the first two were written.
    await t.database.sql.executeSql(`create function fail_keyword() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.database.sql.executeSql(`create trigger fail_keyword before insert on tracked_keywords
      for each row when (new.keyword = '조명') execute function fail_keyword()`);
    try {
      const res = await api(
        'POST',
        '/api/v1/products',
        token,
        { type: 'midNum', number: '8101', keywords: ['의자', '탁자', '조명'] },
        newKey(),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.sql.executeSql('drop trigger fail_keyword on tracked_keywords');
      await t.database.sql.executeSql('drop function fail_keyword()');
    }
    const rows = await t.database.sql.executeSql(
      `select (select count(*) from tracked_goods where mbr_sn = $1)::int as goods,
              (select count(*) from tracked_keywords k join tracked_goods g on g.gdp_sn = k.gdp_sn
                where g.mbr_sn = $1)::int as keywords`,
      [s.mbrSn],
    );
    expect(rows.rows[0]).toEqual({ goods: 0, keywords: 0 });
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 100, ledger: 100 });
  });

  it('answers a repeat with the first answer, keywords included, and writes nothing more', async () => {
    const s = await seller(100);
    const { token } = await makeToken(s.cookie);
    const key = newKey();
    const body = { type: 'midNum', number: '8102', keywords: ['의자', '탁자'] };
    const first = await api('POST', '/api/v1/products', token, body, key);
    const again = await api('POST', '/api/v1/products', token, body, key);
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.keywords.map((k: { keyword: string }) => k.keyword)).toEqual(['의자', '탁자']);
    const other = await api('POST', '/api/v1/products', token, { ...body, keywords: ['의자'] }, key);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the per-token limit', () => {
  it('answers 429 with when it resets, counted in the database per token', async () => {
    const s = await seller();
    const one = await makeToken(s.cookie);
    const two = await makeToken(s.cookie);
    let last = await api('GET', '/api/v1/places', one.token);
    expect(last.headers['ratelimit-limit']).toBe(String(TOKEN_RATE.max));
    for (let i = 1; i < TOKEN_RATE.max; i++) last = await api('GET', '/api/v1/places', one.token);
    expect(last.statusCode).toBe(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    const over = await api('GET', '/api/v1/places', one.token);
    expect(over.statusCode).toBe(429);
    const wait = Number(over.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(TOKEN_RATE.windowMs / 1000);
    expect(over.headers['ratelimit-reset']).toBe(String(wait));
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: ko.apiTokens.rateLimited(wait) });
    const counted = await t.database.sql.executeSql('select count from rate_limit_hits where key = $1', [
      `api-token:${one.id}`,
    ]);
    expect(Number((counted.rows[0] as { count: number }).count)).toBe(TOKEN_RATE.max + 1);
    // Another token of the same member has its own count.
    expect((await api('GET', '/api/v1/places', two.token)).statusCode).toBe(200);
  });
});
