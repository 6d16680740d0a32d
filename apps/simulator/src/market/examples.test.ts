import { describe, expect, it } from 'vitest';
import { SIMULATOR_EXAMPLES, TEMPLATE_EXAMPLE } from '@seller/shared/rules/simulator-examples';
import { buildSimulator } from '../app';
import { REACHABLE, productAt } from './products';
import { Market } from './state';
import words from './words.json' with { type: 'json' };

// The products the app offers a newcomer in simulator mode and writes in the bulk template's
// example row (packages/shared rules/simulator-examples.ts, issue 39 §1) are the simulator's own.
describe('the simulator examples', () => {
  it('are what productAt gives for their keyword and index, by the number their type names', () => {
    expect(SIMULATOR_EXAMPLES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SIMULATOR_EXAMPLES.map((e) => e.number)).size).toBe(SIMULATOR_EXAMPLES.length);
    for (const e of SIMULATOR_EXAMPLES) {
      const p = productAt(e.keyword, e.index);
      expect(p.title, e.id).toBe(e.title);
      expect(e.title, e.id).toContain(e.keyword);
      if (e.type === 'prodNum') {
        expect(p.productType, e.id).toBe(2);
        expect(p.mallProductId, e.id).toBe(e.number);
      } else {
        expect(p.productType, e.id).toBe(1);
        expect(p.productId, e.id).toBe(e.number);
      }
      expect(e.index, e.id).toBeLessThan(REACHABLE);
    }
    expect(SIMULATOR_EXAMPLES.map((e) => e.type)).toEqual(expect.arrayContaining(['prodNum', 'midNum']));
    expect(TEMPLATE_EXAMPLE.type).toBe('prodNum');
  });

  it('are known from the start (sample keywords) and listed near the top of their keyword every day', () => {
    const market = new Market();
    for (const e of SIMULATOR_EXAMPLES) {
      expect(words.sampleKeywords, e.id).toContain(e.keyword);
      // A fresh simulator decodes the number without a search of the keyword first.
      const found = e.type === 'prodNum' ? market.productByStoreNo(e.number) : market.productById(e.number);
      expect(found?.title, e.id).toBe(e.title);
      for (let day = 0; day < 365; day += 5) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const rank = market.productList(e.keyword, date).findIndex((r) => r.index === e.index) + 1;
        expect(rank, `${e.id} ${date}`).toBeGreaterThan(0);
        expect(rank, `${e.id} ${date}`).toBeLessThanOrEqual(20);
      }
    }
  });

  it('answer on the product pages the app looks them up on, and the score service lists them', async () => {
    const { app } = buildSimulator({ logLevel: 'silent', now: () => new Date('2026-03-01T03:00:00Z') });
    try {
      for (const e of SIMULATOR_EXAMPLES) {
        const url =
          e.type === 'prodNum' ? `/shopping/main/products/${e.number}` : `/shopping/catalog/${e.number}`;
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, e.id).toBe(200);
        expect(page.body, e.id).toContain(e.title);
        // /myTrackingJisuCheck's rows (issue 39 §1): the keyword's products, by numbers the add box takes.
        const score = await app.inject({
          method: 'POST',
          url: '/score/api/search',
          payload: { keyword: e.keyword },
        });
        const rows = score.json<{ products: { mallProductId: string; productTitle: string }[] }>().products;
        expect(rows.find((r) => r.mallProductId === e.number)?.productTitle, e.id).toBe(e.title);
      }
    } finally {
      await app.close();
    }
  });
});
