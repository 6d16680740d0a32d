/**
 * The API reference at /api/docs (issue 27 §1): in simulator mode (as e2e runs) anyone may open
 * it; it lists the calls and loads under the app's CSP (its scripts and styles are served by us).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshots } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('/api/docs', () => {
  it('shows the reference of every call under the CSP', async () => {
    const blocked: string[] = [];
    b.page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) blocked.push(m.text());
    });
    const res = await b.page.goto(`${b.baseUrl}/api/docs/`);
    expect(res?.status()).toBe(200);
    // Swagger UI draws the operations as the page is scrolled, not all at once: the screen shows
    // its first ones, and the document it draws (fetched below) holds every call.
    const summaries = b.page.locator('.opblock-summary-path');
    await expect.poll(() => summaries.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    await screenshots(b.page, 'api-docs');
    expect(blocked).toEqual([]);

    const doc = (await (await b.page.request.get(`${b.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    // What the screen draws is the document's calls (their order follows the modules' order,
    // which the composition root decides, so no one path is asserted first).
    expect(Object.keys(doc.paths)).toContain(await summaries.first().innerText());
    expect(Object.keys(doc.paths)).toContain('/v1/payment/order');
    expect(Object.keys(doc.paths)).toContain('/api/naver/mygoodsRank/select');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });
});
