/**
 * The API references under the app's CSP (their scripts and styles are served by us): the public
 * API's at /api/v1/docs, open to anyone without a token, in Korean (issue 40 §4); the internal web
 * API's at /api/docs, for managers only, in simulator mode too (issue 27 §1, issue 40 §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { openBrowser, screenshots, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
const blocked: string[] = [];
beforeAll(async () => {
  b = await openBrowser();
  b.page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) blocked.push(m.text());
  });
});
afterAll(() => b.close());

describe('/api/v1/docs', () => {
  it('shows every call of the public API to a visitor without a token, in Korean', async () => {
    const res = await b.page.goto(`${b.baseUrl}/api/v1/docs/`);
    expect(res?.status()).toBe(200);
    expect(await b.page.title()).toBe(ko.apiReference.pageTitle);
    await b.page.getByRole('heading', { name: new RegExp(ko.apiReference.title) }).waitFor();
    const doc = (await (await b.page.request.get(`${b.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    // Every operation of the document is drawn, each with its Korean summary.
    const summaries = b.page.locator('.opblock-summary-path');
    await expect.poll(() => summaries.count(), { timeout: 30_000 }).toBe(operations.length);
    for (const op of operations) await b.page.getByText(op.summary, { exact: true }).first().waitFor();
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    // The bearer scheme is offered for 'Try it out' (the token typed there stays in the page).
    await b.page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .waitFor();
    await screenshots(b.page, 'api-v1-docs');
    expect(blocked).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('refuses a visitor and shows the internal reference to a manager', async () => {
    const refused = await b.page.request.get(`${b.baseUrl}/api/docs/json`);
    expect(refused.status()).toBe(401);
    expect((await b.page.goto(`${b.baseUrl}/api/docs/`))?.status()).toBe(401);

    await signIn(b.page, b.baseUrl, 'manager');
    const res = await b.page.goto(`${b.baseUrl}/api/docs/`);
    expect(res?.status()).toBe(200);
    expect(await b.page.title()).toBe(ko.apiReference.internalPageTitle);
    // Swagger UI draws the operations as the page is scrolled, not all at once: the screen shows
    // its first ones, and the document it draws (fetched below) holds every call.
    const summaries = b.page.locator('.opblock-summary-path');
    await expect.poll(() => summaries.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await screenshots(b.page, 'api-docs');
    expect(blocked).toEqual([]);

    const doc = (await (await b.page.request.get(`${b.baseUrl}/api/docs/json`)).json()) as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(doc.info.title).toBe(ko.apiReference.internalTitle);
    // What the screen draws is the document's calls (their order follows the modules' order,
    // which the composition root decides, so no one path is asserted first).
    expect(Object.keys(doc.paths)).toContain(await summaries.first().innerText());
    expect(Object.keys(doc.paths)).toContain('/v1/payment/order');
    expect(Object.keys(doc.paths)).toContain('/api/naver/mygoodsRank/select');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });
});
