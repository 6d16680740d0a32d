/**
 * The public API as an agency's developer first meets it (issue 40 §4): its OpenAPI document and
 * reference page open without a token, in Korean with examples, holding nothing secret and nothing
 * but /api/v1; every error code a call can answer documented at its status with the message the
 * client reads; and refusals written for API clients (an Idempotency-Key says which header to send).
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorCode, errorStatus, ko } from '@seller/shared';
import { publicApiContract } from '@seller/shared/contracts/api-tokens';
import type { Contract } from '@seller/shared/contracts/contract';
import { collectRoutes } from '../../http/access';
import { PUBLIC_API_PREFIX } from '../../http/api-token';
import { messageOf } from '../../http/error-handler';
import { PUBLIC_DOCS_PREFIX, isReferencePath } from '../../http/openapi';
import { PASSWORD, type TestApp, createMember, login, newKey } from '../../test/app';
import { catalogLookup, createRankTestApp, placeInfo } from '../../test/rank';
import { emptyShop } from '../../test/shop';
import { openApiPath } from './api-tokens.public.document';

interface Example {
  summary: string;
  value: { code: string; message: string; data: unknown };
}
interface Response {
  description: string;
  content?: { 'application/json': { example?: unknown; examples?: Record<string, Example> } };
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: unknown[];
  parameters?: Array<{
    in: string;
    name: string;
    required: boolean;
    example?: unknown;
    description?: string;
  }>;
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  info: { title: string; description: string; version: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string; description: string }> };
}

const HANGUL = /[\uAC00-\uD7A3]/;
const contracts = Object.entries(publicApiContract) as Array<[string, Contract]>;

let t: TestApp;
let cookie: string;
let token: string;
let readToken: string;
beforeAll(async () => {
  t = await createRankTestApp(() => new Date('2026-11-28T03:00:00Z'), {
    productLookup: catalogLookup((mid) => `Product ${mid}`),
    shop: emptyShop,
    places: {
      listPlaces: async () => ({ total: 0, items: [] }),
      getPlace: async (id) => (/^\d{4}$/.test(id) ? placeInfo(id) : null),
    },
  });
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  cookie = await login(t, m.email);
  const make = async (scope: 'read' | 'write') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/member/myPage/apiTokens',
      headers: { cookie },
      payload: { name: `docs ${scope}`, scope, expiresInDays: 30, currentPassword: PASSWORD },
    });
    return res.json<{ data: { token: string } }>().data.token;
  };
  token = await make('write');
  readToken = await make('read');
}, 60_000);
afterAll(() => t.close());

const served = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/v1/openapi.json', headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { body: res.body, doc: res.json<Document>() };
};
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
const operationOf = (doc: Document, c: Contract) => doc.paths[openApiPath(c.path)]?.[c.method.toLowerCase()];

describe('the document, without a token', () => {
  it('is served to anyone, whatever token or cookie comes with it, and is the page’s document', async () => {
    const open = await served();
    expect(open.doc.openapi).toBe('3.1.0');
    // A bad token or a session cookie changes nothing: the route reads neither.
    expect((await served({ authorization: 'Bearer stk_nothing' })).body).toBe(open.body);
    expect((await served({ cookie })).body).toBe(open.body);
    expect((await served({ authorization: `Bearer ${token}` })).body).toBe(open.body);
    // No rate-limit headers: no token was counted.
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    const page = await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/json` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual(open.doc);
  });

  it('holds only the /api/v1 calls, every one of them, and nothing secret', async () => {
    const { doc, body } = await served();
    expect(Object.keys(doc.paths).every((p) => p.startsWith(PUBLIC_API_PREFIX))).toBe(true);
    // Every /api/v1 route but the page's own is a contract of the public API and in the document.
    const routes = collectRoutes(t.app)
      .filter((r) => r.url.startsWith(PUBLIC_API_PREFIX) && !isReferencePath(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(routes).toEqual(contracts.map(([, c]) => `${c.method} ${c.path}`).sort());
    for (const [, c] of contracts) expect(operationOf(doc, c), `${c.method} ${c.path}`).toBeDefined();
    // Nothing of the web's API, no token, no token's hash, no internal schema names.
    expect(body).not.toMatch(/"\/(v1|v2|cmmn)\/|\/api\/naver\//);
    for (const secret of [token, readToken, createHash('sha256').update(token).digest('hex')])
      expect(body).not.toContain(secret);
    expect(body).not.toMatch(/stk_[A-Za-z0-9_-]{8,}/);
    expect(body).not.toMatch(/mbrSn|gdpSn|plceSn|mbrPw|password/i);
  });

  it('is in Korean, explains tokens, limits and Idempotency-Key, and has examples for every call', async () => {
    const { doc } = await served();
    expect(doc.info.title).toBe(ko.apiReference.title);
    for (const words of [
      'Authorization: Bearer',
      'RateLimit-Remaining',
      'Retry-After',
      'Idempotency-Key',
      '60번',
    ])
      expect(doc.info.description).toContain(words);
    const scheme = doc.components.securitySchemes.apiToken!;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toMatch(HANGUL);
    expect(doc.tags.every((tag) => HANGUL.test(tag.name) && HANGUL.test(tag.description))).toBe(true);
    for (const { path, method, op } of operations(doc)) {
      const what = `${method} ${path}`;
      expect(op.summary, what).toMatch(HANGUL);
      expect(op.description, what).toMatch(HANGUL);
      expect(op.tags, what).toHaveLength(1);
      expect(op.responses['200']!.description, what).toBe(ko.apiReference.success);
      // A request example for every part sent, an answer example for the 200.
      for (const p of op.parameters ?? []) {
        expect(p.example, `${what} ${p.name}`).toBeDefined();
        expect(p.description, `${what} ${p.name}`).toMatch(HANGUL);
      }
      if (op.requestBody) expect(op.requestBody.content['application/json'].example, what).toBeDefined();
      expect(op.responses['200']!.content?.['application/json'].example, what).toBeDefined();
    }
    // The document alone is read without a token; every call takes the bearer token.
    for (const [key, c] of contracts) {
      const op = operationOf(doc, c)!;
      expect(op.operationId).toBe(key);
      expect(op.security).toEqual(c.access === 'public' ? [] : [{ apiToken: [] }]);
    }
    const keyed = operationOf(doc, publicApiContract.addProduct)!.parameters!.find((p) => p.in === 'header');
    expect(keyed).toMatchObject({ name: 'Idempotency-Key', required: true });
  });

  it('documents every error code a call can answer: at its status, with the message the client reads', async () => {
    const { doc } = await served();
    for (const [, c] of contracts) {
      const op = operationOf(doc, c)!;
      for (const code of c.errors ?? []) {
        const what = `${c.method} ${c.path} ${code}`;
        const refusal = op.responses[String(errorStatus[code])];
        expect(refusal, what).toBeDefined();
        expect(refusal!.description, what).toContain(`\`${code}\`: ${messageOf(code, true)}`);
        expect(refusal!.content?.['application/json'].examples?.[code]?.value, what).toEqual({
          code,
          message: messageOf(code, true),
          data: null,
        });
      }
      // And no status the contract does not name.
      const statuses = new Set(['200', ...(c.errors ?? []).map((code) => String(errorStatus[code]))]);
      expect(Object.keys(op.responses).sort(), `${c.method} ${c.path}`).toEqual([...statuses].sort());
    }
  });

  it('names in each contract the refusals the HTTP layer answers before the feature does', () => {
    const routes = collectRoutes(t.app);
    for (const [, c] of contracts) {
      const route = routes.find((r) => r.method === c.method && r.url === c.path)!;
      const errors = new Set<ErrorCode>(c.errors ?? []);
      const expected: ErrorCode[] = [];
      if (route.access !== 'public') expected.push('API_TOKEN_INVALID', 'RATE_LIMITED');
      if (c.method !== 'GET') expected.push('API_TOKEN_READ_ONLY');
      if (c.params || c.query || c.body) expected.push('VALIDATION');
      if (c.body) expected.push('MALFORMED_BODY', 'UNSUPPORTED_MEDIA_TYPE');
      if (route.idempotent) expected.push('IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_KEY_REUSED');
      expect(
        expected.filter((code) => !errors.has(code)),
        `${c.method} ${c.path}`,
      ).toEqual([]);
      expect(route.idempotent, `${c.method} ${c.path}`).toBe(c.idempotent === true);
    }
  });
});

describe('the reference page, without a token', () => {
  it('shows the document with Swagger UI, in Korean, and serves only its own files', async () => {
    for (const headers of [{}, { authorization: 'Bearer stk_nothing' }]) {
      const page = await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`<title>${ko.apiReference.pageTitle}</title>`);
      expect(page.body).not.toContain(token);
    }
    const bare = await t.app.inject({ url: PUBLIC_DOCS_PREFIX });
    expect(bare.statusCode).toBe(200);
    const script = await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(script.statusCode).toBe(200);
    // The token typed into 'Authorize' is not kept in the browser.
    expect(script.body).toContain('"persistAuthorization":false');
    expect((await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/static/swagger-ui.css` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/static/%2e%2e%5c` })).statusCode).toBe(404);
    const moved = await t.app.inject({ url: `${PUBLIC_DOCS_PREFIX}/static/index.html?q=%3Cscript%3E` });
    expect([moved.statusCode, moved.headers.location]).toEqual([302, `${PUBLIC_DOCS_PREFIX}/`]);
    // Its routes take no token and open no session: nothing of the member is on them.
    for (const r of collectRoutes(t.app).filter((x) => x.url.startsWith(PUBLIC_DOCS_PREFIX)))
      expect(r.access, r.url).toBe('public');
  });
});

describe('refusals written for an API client', () => {
  const call = (
    method: 'POST' | 'GET' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const body = { type: 'midNum', number: '7001', keywords: ['캠핑의자'] };

  it('a missing or malformed Idempotency-Key says which header to send and how', async () => {
    const expected = {
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: ko.apiReference.clientErrors.IDEMPOTENCY_KEY_REQUIRED,
      data: null,
    };
    for (const key of [undefined, 'short', 'not a key at all, with spaces!!']) {
      const res = await call(
        'POST',
        '/api/v1/products',
        {
          authorization: `Bearer ${token}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body,
      );
      expect([res.statusCode, res.json()], String(key)).toEqual([400, expected]);
    }
    expect(expected.message).toContain('Idempotency-Key 헤더');
    expect(expected.message).not.toContain('화면');
    const keyword = await call(
      'POST',
      '/api/v1/products/1/keywords',
      { authorization: `Bearer ${token}` },
      {
        keyword: '캠핑',
      },
    );
    expect(keyword.json()).toEqual(expected);
  });

  it('the web keeps its own message for the same refusal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/naver/mygoodsRank/merges',
      headers: { cookie },
      payload: { type: 'midNum', currentInput: '7001' },
    });
    expect(res.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: ko.errors.IDEMPOTENCY_KEY_REQUIRED,
      data: null,
    });
  });

  it('a key reused for other values, a bad field and a bad range say what to send', async () => {
    const key = newKey();
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await call('POST', '/api/v1/products', { ...auth, 'idempotency-key': key }, body)).statusCode,
    ).toBe(200);
    const reused = await call(
      'POST',
      '/api/v1/products',
      { ...auth, 'idempotency-key': key },
      {
        ...body,
        number: '7002',
      },
    );
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: ko.apiReference.clientErrors.IDEMPOTENCY_KEY_REUSED,
    });
    const again = await call('POST', '/api/v1/products', { ...auth, 'idempotency-key': randomUUID() }, body);
    expect(again.json()).toMatchObject({
      code: 'GOODS_DUPLICATE',
      message: ko.apiReference.clientErrors.GOODS_DUPLICATE,
    });
    const number = await call(
      'POST',
      '/api/v1/products',
      { ...auth, 'idempotency-key': randomUUID() },
      {
        type: 'midNum',
        number: 'abc',
      },
    );
    expect(number.json()).toEqual({
      code: 'VALIDATION',
      message: ko.apiReference.invalid.number,
      data: null,
    });
    const type = await call(
      'POST',
      '/api/v1/products',
      { ...auth, 'idempotency-key': randomUUID() },
      {
        type: 'store',
        number: '1',
      },
    );
    expect(type.json().message).toBe(ko.apiReference.invalid.type);
    const range = await call('GET', '/api/v1/keywords/1/history?from=2026-11-28&to=2026-11-01', auth);
    expect(range.json()).toEqual({ code: 'VALIDATION', message: ko.apiReference.invalid.range, data: null });
    const date = await call('GET', '/api/v1/keywords/1/history?from=yesterday', auth);
    expect(date.json().message).toBe(ko.apiReference.invalid.date);
    const id = await call('DELETE', '/api/v1/keywords/0', auth);
    expect(id.json().message).toBe(ko.apiReference.invalid.id);
  });

  it('answers only codes its contract lists (and so the document shows)', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const seen: Array<[Contract, { code: string }]> = [];
    const tryCall = async (c: Contract, url: string, headers: Record<string, string>, payload?: object) => {
      const res = await call(c.method as 'GET', url, headers, payload);
      expect(res.statusCode, `${c.method} ${url}`).toBeGreaterThanOrEqual(400);
      seen.push([c, res.json()]);
    };
    const p = publicApiContract;
    await tryCall(p.products, '/api/v1/products', {});
    await tryCall(p.products, '/api/v1/products', { authorization: 'Bearer stk_revoked' });
    await tryCall(p.addProduct, '/api/v1/products', { authorization: `Bearer ${readToken}` }, body);
    await tryCall(p.addProduct, '/api/v1/products', { ...auth, 'content-type': 'text/csv' }, body);
    await tryCall(
      p.addKeyword,
      '/api/v1/products/2000000000/keywords',
      { ...auth, 'idempotency-key': newKey() },
      {
        keyword: '의자',
      },
    );
    await tryCall(p.history, '/api/v1/keywords/2000000000/history', auth);
    await tryCall(p.removeKeyword, '/api/v1/keywords/2000000000', auth);
    await tryCall(p.placeHistory, '/api/v1/place-keywords/2000000000/history', auth);
    await tryCall(p.addPlace, '/api/v1/places', auth, { placeId: '12', keywords: ['카페'] });
    await tryCall(p.addPlace, '/api/v1/places', auth, { placeId: '3001', keywords: ['카페', '카페'] });
    await tryCall(p.addPlaceKeyword, '/api/v1/places/2000000000/keywords', auth, { keyword: '카페' });
    await tryCall(p.removePlaceKeyword, '/api/v1/place-keywords/2000000000', auth);
    // The representative keyword of the product added above.
    const products = (await call('GET', '/api/v1/products', auth)).json().data as Array<{
      keywords: Array<{ id: number }>;
    }>;
    await tryCall(p.removeKeyword, `/api/v1/keywords/${products[0]!.keywords[0]!.id}`, auth);
    const codes = seen.map(([c, answer]) => `${c.method} ${c.path} ${answer.code}`);
    expect(
      codes.filter((_, i) => !(seen[i]![0].errors ?? []).includes(seen[i]![1].code as ErrorCode)),
    ).toEqual([]);
    expect(new Set(seen.map(([, a]) => a.code))).toEqual(
      new Set([
        'API_TOKEN_INVALID',
        'API_TOKEN_READ_ONLY',
        'UNSUPPORTED_MEDIA_TYPE',
        'GOODS_NOT_FOUND',
        'KEYWORD_NOT_FOUND',
        'PLACE_INFO_INVALID',
        'KEYWORD_EXISTS',
        'PLACE_NOT_FOUND',
        'REPRESENTATIVE_CANNOT_DELETE',
      ]),
    );
  });
});
