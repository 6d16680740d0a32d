/**
 * The public API as a client sees it that knows nothing but the OpenAPI document (issue 29 §3):
 * it reads /api/v1/openapi.json (without a token, issue 40 §4), then makes every call the document
 * lists from the document's own examples (path ids from earlier answers), and checks each answer
 * against the document's schema.
 */
import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, login } from '../../test/app';
import { createRankTestApp, placeInfo } from '../../test/rank';
import { emptyShop } from '../../test/shop';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let token: string;
let doc: Document;
beforeAll(async () => {
  // A marketplace that knows every number: the document's example product exists.
  const found = (no: string) => ({
    midNo: no,
    mallPid: no,
    title: `Product ${no}`,
    image: null,
    storeName: 'Camp Shop',
    price: 1000,
    matchingModelMidNo: null,
  });
  t = await createRankTestApp(() => new Date('2026-11-28T03:00:00Z'), {
    productLookup: { byCatalogId: async (n) => found(n), byStoreProductNo: async (n) => found(n) },
    shop: emptyShop,
    // A map that knows every place id and lists none.
    places: {
      listPlaces: async () => ({ total: 0, items: [] }),
      getPlace: async (id) => placeInfo(id),
    },
  });
  const m = await createMember(t);
  await t.services.coins.operatorGrant(m.mbrSn, 100);
  const cookie = await login(t, m.email);
  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/member/myPage/apiTokens',
    headers: { cookie },
    payload: { name: 'client', scope: 'write', expiresInDays: null, currentPassword: m.password },
  });
  token = made.json().data.token;
}, 60_000);
afterAll(() => t.close());

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** One call as the document describes it: examples for every parameter and body, `ids` for path ids. */
async function call(method: string, path: string, ids: Record<string, number> = {}) {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  const params = op.parameters ?? [];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = params.find((x) => x.in === 'path' && x.name === name);
    return String(ids[name] ?? p?.example);
  });
  const query = new URLSearchParams(
    params
      .filter((p) => p.in === 'query' && p.example !== undefined)
      .map((p): [string, string] => [p.name, String(p.example)]),
  );
  // Header examples are the shape; an Idempotency-Key must be new for each intended call.
  const headers = Object.fromEntries(
    params
      .filter((p) => p.in === 'header')
      .map((p) => [p.name, p.name.toLowerCase() === 'idempotency-key' ? randomUUID() : String(p.example)]),
  );
  const body = op.requestBody?.content['application/json'].example;
  const res = await t.app.inject({
    method: method.toUpperCase() as 'GET',
    url: query.size ? `${url}?${query}` : url,
    headers: { ...headers, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const schema = op.responses[String(res.statusCode)]?.content?.['application/json'].schema;
  expect(
    schema,
    `${method} ${path} answered ${res.statusCode}, which the document does not list: ${res.body}`,
  ).toBeDefined();
  const valid = ajv.validate(schema!, res.json());
  expect(valid, `${method} ${path}: ${ajv.errorsText()}`).toBe(true);
  return res.json<{ data: never }>().data;
}

describe('a client that knows only the OpenAPI document', () => {
  it('reads the document before it holds a token', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });

  it('finds an example for every parameter and body it must send', () => {
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) expect(p.example, `${method} ${path} ${p.name}`).toBeDefined();
        if (op.requestBody)
          expect(op.requestBody.content['application/json'].example, `${method} ${path}`).toBeDefined();
      }
  });

  it('makes every call of the document', async () => {
    const made = new Set<string>();
    const go = async (method: string, path: string, ids?: Record<string, number>) => {
      made.add(`${method} ${path}`);
      return call(method, path, ids);
    };
    const added = (await go('post', '/api/v1/products')) as {
      id: number;
      keywords: Array<{ id: number; keyword: string }>;
    };
    expect(added.keywords.map((k) => k.keyword)).toEqual(ko.apiTokens.exampleKeywords);
    const products = (await go('get', '/api/v1/products')) as Array<{ id: number; keywords: unknown[] }>;
    expect(products.map((p) => p.id)).toEqual([added.id]);
    await go('get', '/api/v1/places');
    const keyword = (await go('post', '/api/v1/products/{id}/keywords', { id: added.id })) as { id: number };
    // The server checks a new keyword in the background: let it finish (test setup, not the client).
    await t.services.settle();
    const history = (await go('get', '/api/v1/keywords/{id}/history', { id: keyword.id })) as {
      ranks: unknown[];
    };
    // Checked at once on adding (the stand-in shop lists nothing): today, outside the ranks.
    expect(history.ranks).toEqual([
      {
        day: '2026-11-28',
        rank: null,
        // Where it came from (issue 36 §2): the stand-in shop's source, an empty list read.
        provenance: {
          source: 'searchapi',
          surface: 'plus-store',
          device: 'pc',
          depth: 0,
          checkedAt: expect.any(String),
        },
        methodChanged: false,
      },
    ]);
    await go('delete', '/api/v1/keywords/{id}', { id: keyword.id });
    const place = (await go('post', '/api/v1/places')) as {
      id: number;
      keywords: Array<{ keyword: string }>;
    };
    expect(place.keywords.map((k) => k.keyword)).toEqual(ko.apiTokens.examplePlaceKeywords);
    const places = (await go('get', '/api/v1/places')) as Array<{ id: number; keywords: unknown[] }>;
    expect(places).toEqual([expect.objectContaining({ id: place.id, keywords: expect.any(Array) })]);
    const placeKeyword = (await go('post', '/api/v1/places/{id}/keywords', { id: place.id })) as {
      id: number;
    };
    await t.services.settle();
    const placeHistory = (await go('get', '/api/v1/place-keywords/{id}/history', {
      id: placeKeyword.id,
    })) as {
      ranks: unknown[];
    };
    expect(placeHistory.ranks).toEqual([
      {
        day: '2026-11-28',
        rank: null,
        provenance: {
          source: 'naver-place',
          surface: 'place',
          device: 'pc',
          depth: 0,
          checkedAt: expect.any(String),
        },
        methodChanged: false,
      },
    ]);
    await go('delete', '/api/v1/place-keywords/{id}', { id: placeKeyword.id });
    await go('get', '/api/v1/openapi.json');
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect([...made].sort()).toEqual(listed.sort());
  });
});
