import { describe, expect, it } from 'vitest';
import { apifyMappingSchema, resolveMapping, SHIPPED_ACTORS } from './mappings';

describe('Apify actor mappings', () => {
  it('ships two actors that document depth ≥ 500 and an ad flag, each saying what it assumes', () => {
    expect(Object.keys(SHIPPED_ACTORS)).toEqual([
      'automly/naver-shopping-scraper',
      'delicious_zebu/naver-shopping-product-scraper',
    ]);
    for (const m of Object.values(SHIPPED_ACTORS)) {
      expect(m.maxDepth).toBeGreaterThanOrEqual(500);
      expect(m.output.isAd.length).toBeGreaterThan(0);
      expect(m.output.nvMid.length).toBeGreaterThan(0);
      expect(m.about).toMatch(/Documented: .*ASSUMED: /);
    }
  });

  it('resolves a shipped actor by name (either separator) or a custom one from JSON, and refuses the rest', () => {
    expect(resolveMapping('automly~naver-shopping-scraper', undefined)).toBe(
      SHIPPED_ACTORS['automly/naver-shopping-scraper'],
    );
    const custom = {
      ...SHIPPED_ACTORS['automly/naver-shopping-scraper']!,
      actor: 'me/my-actor',
      maxDepth: 600,
    };
    expect(resolveMapping('me/my-actor', JSON.stringify(custom))).toMatchObject({
      actor: 'me/my-actor',
      maxDepth: 600,
    });
    expect(() => resolveMapping('someone/else', undefined)).toThrow(/no shipped mapping/);
    expect(() => resolveMapping('me/my-actor', '{"actor":"me/my-actor"}')).toThrow(/surface/);
    expect(() => resolveMapping('me/my-actor', '{not json')).toThrow();
    // Defaults fill what a custom mapping leaves out.
    const minimal = apifyMappingSchema.parse({
      actor: 'me/min',
      surface: 'plus-store',
      maxDepth: 500,
      pageSize: 50,
      input: { keyword: { field: 'q', as: 'string' }, depth: { field: 'max', unit: 'rows' } },
      output: { nvMid: ['id'] },
      pricing: { model: 'per-page', usdPer1000: 2 },
    });
    expect(minimal).toMatchObject({ device: 'pc', input: { fixed: {} }, pricing: { startUsd: 0 } });
    expect(minimal.output.error).toEqual(['#error', 'errorMessage', 'error']);
  });
});
