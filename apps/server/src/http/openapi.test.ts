/**
 * The HTTP contract (issue 27 §1): every API route declares its request and answer schemas, the
 * OpenAPI document lists them all, and its reference at /api/docs is open only in simulator mode
 * (managers' otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createMember, createTestApp, login } from '../test/app';
import { collectRoutes } from './access';
import { isApiPath } from './error-handler';
import { DOCS_PREFIX } from './openapi';

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it("takes a contract's route, access and refusals from the contract (issue 38 §1)", () => {
    const doc = t.app.swagger() as unknown as Document;
    const detail = doc.paths['/v2/notice/getNotice-list/{id}']?.get?.responses ?? {};
    expect(Object.keys(detail).sort()).toEqual(['200', '404']);
    expect(JSON.stringify(detail['404'])).toContain('NOTICE_NOT_FOUND');
    const update = doc.paths['/v1/cmmn/topMngtMenu/updateNotice']?.post?.responses ?? {};
    expect(JSON.stringify(update['400'])).toContain('NOTICE_CONTENT_REQUIRED');
    const route = collectRoutes(t.app).find((r) => r.url === '/v1/cmmn/topMngtMenu/updateNotice');
    expect(route).toMatchObject({ method: 'POST', access: ['MNGR_MBR'], idempotent: false, answers: true });
  });

  it('lists every API route with the answers it declares', () => {
    const doc = t.app.swagger() as unknown as Document;
    const api = collectRoutes(t.app).filter((r) => isApiPath(r.url) && !r.url.startsWith(DOCS_PREFIX));
    expect(api.length).toBeGreaterThan(100);
    const missing = api.filter((r) => !r.answers).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const undocumented = api
      .filter((r) => {
        const path = r.url.replace(/:(\w+)/g, '{$1}');
        const op = doc.paths[path]?.[r.method.toLowerCase()];
        return !op?.responses || Object.keys(op.responses).length === 0;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('leaves out the app pages and the reference itself', () => {
    const paths = Object.keys((t.app.swagger() as unknown as Document).paths);
    expect(paths.filter((p) => p.startsWith(DOCS_PREFIX) || p === '/*' || p === '/')).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('is for managers when the simulator is off', async () => {
    for (const url of [
      DOCS_PREFIX,
      `${DOCS_PREFIX}/`,
      `${DOCS_PREFIX}/json`,
      `${DOCS_PREFIX}/static/swagger-ui.css`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const member = await createMember(t);
    const ordinary = await login(t, member.email);
    expect(
      (await t.app.inject({ url: `${DOCS_PREFIX}/json`, headers: { cookie: ordinary } })).statusCode,
    ).toBe(403);
    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const cookie = await login(t, manager.email);
    const json = await t.app.inject({ url: `${DOCS_PREFIX}/json`, headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.json<Document>().paths['/api/naver/mygoodsRank/select']).toBeDefined();
    const page = await t.app.inject({ url: `${DOCS_PREFIX}/`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves only its own files and sends its old index address home', async () => {
    const manager = await createMember(t, { role: 'MNGR_MBR' });
    const cookie = await login(t, manager.email);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await get(`${DOCS_PREFIX}/static/swagger-ui.css`)).statusCode).toBe(200);
    expect((await get(`${DOCS_PREFIX}/static/%2e%2e%5c`)).statusCode).toBe(404);
    expect((await get(`${DOCS_PREFIX}/static/${'x'.repeat(5000)}`)).statusCode).toBe(404);
    const moved = await get(`${DOCS_PREFIX}/static/index.html?q=%3Cscript%3E`);
    expect([moved.statusCode, moved.headers.location]).toEqual([302, `${DOCS_PREFIX}/`]);
  });

  it('is open in simulator mode', async () => {
    const sim = await createTestApp({ SIMULATOR: 'on' });
    try {
      const json = await sim.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
      expect(json.statusCode).toBe(200);
      expect((await sim.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` })).statusCode).toBe(200);
    } finally {
      await sim.close();
    }
  });
});
