/**
 * The HTTP contract (issue 27 §1): every API route declares its request and answer schemas, the
 * OpenAPI document lists them all, and its reference at /api/docs, the internal web API's, is for
 * managers only, in simulator mode too, and says it is internal (issue 40 §4). The public API's
 * own document and page: features/api-tokens/api-tokens.public-docs.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login } from '../test/app';
import { collectRoutes } from './access';
import { isApiPath } from './error-handler';
import { DOCS_PREFIX, PUBLIC_DOCS_PREFIX, isReferencePath } from './openapi';

interface Document {
  info: { title: string; description: string };
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
    const api = collectRoutes(t.app).filter((r) => isApiPath(r.url) && !isReferencePath(r.url));
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

  it('leaves out the app pages and the references themselves', () => {
    const paths = Object.keys((t.app.swagger() as unknown as Document).paths);
    expect(
      paths.filter(
        (p) => p.startsWith(DOCS_PREFIX) || p.startsWith(PUBLIC_DOCS_PREFIX) || p === '/*' || p === '/',
      ),
    ).toEqual([]);
  });

  it("lists each refusal's codes with the message the caller reads, one example each (issue 40 §4)", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, object> }>>;
    };
    const refused = doc.paths['/v2/notice/getNotice-list/{id}']!.get!.responses['404'] as {
      description: string;
      content: { 'application/json': { examples: Record<string, { value: object }> } };
    };
    expect(refused.description).toBe(`\`NOTICE_NOT_FOUND\`: ${ko.errors.NOTICE_NOT_FOUND}`);
    expect(refused.content['application/json'].examples.NOTICE_NOT_FOUND!.value).toEqual({
      code: 'NOTICE_NOT_FOUND',
      message: ko.errors.NOTICE_NOT_FOUND,
      data: null,
    });
    // The web's own calls keep the web's messages.
    const merges = JSON.stringify(doc.paths['/api/naver/mygoodsRank/merges']!.post!.responses['400']);
    expect(merges).toContain(ko.errors.IDEMPOTENCY_KEY_REQUIRED);
    expect(merges).not.toContain(ko.apiReference.clientErrors.IDEMPOTENCY_KEY_REQUIRED);
  });
});

describe('/api/docs', () => {
  it('is for managers and says it is the internal web API', async () => {
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
    expect(json.json<Document>().info.title).toBe(ko.apiReference.internalTitle);
    expect(json.json<Document>().info.description).toContain(PUBLIC_DOCS_PREFIX);
    const page = await t.app.inject({ url: `${DOCS_PREFIX}/`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<title>${ko.apiReference.internalPageTitle}</title>`);
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

  it('is for managers in simulator mode too (it was open there before issue 40 §4)', async () => {
    const sim = await createTestApp({ SIMULATOR: 'on' });
    try {
      for (const url of [`${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/static/index.html`]) {
        const res = await sim.app.inject({ method: 'GET', url });
        expect([res.statusCode, res.json().code], url).toEqual([401, 'UNAUTHENTICATED']);
      }
      const member = await createMember(sim);
      const cookie = await login(sim, member.email);
      const refused = await sim.app.inject({ url: `${DOCS_PREFIX}/json`, headers: { cookie } });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      const agency = await createMember(sim, { role: 'MNPY_MBR' });
      const agencyCookie = await login(sim, agency.email);
      expect(
        (await sim.app.inject({ url: `${DOCS_PREFIX}/`, headers: { cookie: agencyCookie } })).statusCode,
      ).toBe(403);
      const manager = await createMember(sim, { role: 'MNGR_MBR' });
      const managerCookie = await login(sim, manager.email);
      expect(
        (await sim.app.inject({ url: `${DOCS_PREFIX}/json`, headers: { cookie: managerCookie } })).statusCode,
      ).toBe(200);
    } finally {
      await sim.close();
    }
  });
});
