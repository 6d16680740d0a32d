import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { CONTROL, TEST_SECRET } from '../test-support';

const { app } = buildSimulator({
  secret: TEST_SECRET,
  logLevel: 'silent',
  now: () => new Date('2026-03-01T03:00:00Z'),
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ headers: CONTROL, method: 'POST', url: '/__control/reset' });
});

type Item = { id: string; adId?: string; name: string; visitorReviewCount: string };
const list = async (query: string, start: number, display: number) => {
  const r = await app.inject({
    method: 'POST',
    url: '/place/graphql',
    payload: [
      {
        operationName: 'getPlacesList',
        variables: { input: { query, start, display, deviceType: 'pcmap' } },
        query: 'query getPlacesList(...)',
      },
    ],
  });
  expect(r.statusCode).toBe(200);
  return r.json()[0].data.businesses as { total: number; items: Item[] };
};
const all = async (query: string) => {
  const out: Item[] = [];
  for (let s = 1; ; s += 100) {
    const page = await list(query, s, 100);
    out.push(...page.items);
    if (page.items.length < 100) return out;
  }
};

describe('simulated place list', () => {
  it('lists ≥300 organic places with ads flagged, stable per keyword and date', async () => {
    const items = await all('홍대 카페');
    expect(items.filter((i) => !i.adId).length).toBeGreaterThanOrEqual(300);
    expect(items[0]!.adId).toMatch(/^nad-/);
    expect(await all('홍대 카페')).toEqual(items);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/clock',
      payload: { offsetDays: 1 },
    });
    expect((await all('홍대 카페')).map((i) => i.id)).not.toEqual(items.map((i) => i.id));
  });

  it('places a place at an exact organic rank, and looks it up by id with the same data', async () => {
    const items = await all('성수 네일');
    const target = items.filter((i) => !i.adId)[250]!;
    const set = await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/place-rank',
      payload: { keyword: '성수 네일', placeId: target.id, rank: 4 },
    });
    expect(set.statusCode).toBe(200);
    const organic = (await all('성수 네일')).filter((i) => !i.adId);
    expect(organic[3]!.id).toBe(target.id);
    const summary = await app.inject({ method: 'GET', url: `/place/place/${target.id}/summary` });
    expect(summary.json().data.placeDetail).toMatchObject({
      id: target.id,
      name: target.name,
      visitorReviewCount: target.visitorReviewCount,
    });
    expect((await app.inject({ method: 'GET', url: '/place/place/39999999999/summary' })).statusCode).toBe(
      404,
    );
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/place-rank',
      payload: { keyword: '성수 네일', placeId: target.id, rank: 0 },
    });
    expect((await all('성수 네일')).some((i) => i.id === target.id)).toBe(false);
  });

  it('answers GraphQL errors for unknown operations and bad input', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/place/graphql',
      payload: { operationName: 'getX', variables: {} },
    });
    expect(r.json().errors[0].message).toContain('Unknown operation');
    const bad = await app.inject({
      method: 'POST',
      url: '/place/graphql',
      payload: { operationName: 'getPlacesList', variables: { input: { query: '' } } },
    });
    expect(bad.json().errors).toHaveLength(1);
  });

  it('serves a short page (truncate): 200, total unchanged, fewer items than it promises', async () => {
    const full = await list('홍대 카페', 1, 100);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/faults',
      payload: [
        { service: 'naver-place', count: 1, truncate: 0 },
        { service: 'naver-place', count: 1, truncate: 12 },
      ],
    });
    expect(await list('홍대 카페', 1, 100)).toEqual({ ...full, items: [] });
    expect(await list('홍대 카페', 1, 100)).toEqual({ ...full, items: full.items.slice(0, 12) });
    expect(await list('홍대 카페', 1, 100)).toEqual(full);
  });
});
