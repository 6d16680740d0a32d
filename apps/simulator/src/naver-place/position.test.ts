import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { DECAY_PER_KM, distanceKm, orderAt } from '../market/place-position';
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

type Item = { id: string; adId?: string; x: string; y: string };
const page = async (query: string, start: number, at?: { x: number; y: number }) => {
  const xy = at ? { x: String(at.x), y: String(at.y), clientX: String(at.x), clientY: String(at.y) } : {};
  const r = await app.inject({
    method: 'POST',
    url: '/place/graphql',
    payload: [
      { operationName: 'getPlacesList', variables: { input: { query, start, display: 100, ...xy } } },
    ],
  });
  return r.json()[0].data.businesses as { total: number; items: Item[] };
};
const organicAt = async (query: string, at?: { x: number; y: number }) => {
  const out: Item[] = [];
  for (let s = 1; ; s += 100) {
    const p = await page(query, s, at);
    out.push(...p.items);
    if (p.items.length < 100) return out.filter((i) => !i.adId);
  }
};
const controlRanks = async (keyword: string, at?: { x: number; y: number }) => {
  const q = new URLSearchParams({ keyword, ...(at ? { x: String(at.x), y: String(at.y) } : {}) });
  const r = await app.inject({ headers: CONTROL, method: 'GET', url: `/__control/market/places?${q}` });
  return (r.json() as { items: { placeId: string; rank: number | null }[] }).items;
};

describe('place list by the searcher position (issue 41)', () => {
  it('keeps the position-less list when no position (or an empty one) is sent', async () => {
    const none = await organicAt('강남 맛집');
    const empty = await app.inject({
      method: 'POST',
      url: '/place/graphql',
      payload: [
        {
          operationName: 'getPlacesList',
          variables: { input: { query: '강남 맛집', start: 1, display: 100, x: '', y: '' } },
        },
      ],
    });
    expect(
      empty
        .json()[0]
        .data.businesses.items.filter((i: Item) => !i.adId)
        .map((i: Item) => i.id),
    ).toEqual(
      none
        .slice(0, 100 - empty.json()[0].data.businesses.items.filter((i: Item) => i.adId).length)
        .map((i) => i.id),
    );
  });

  it('is deterministic per keyword and point, and differs between points', async () => {
    const a = { x: 127.0357, y: 37.5008 };
    const b = { x: 127.0657, y: 37.5008 };
    const first = (await organicAt('강남 맛집', a)).map((i) => i.id);
    expect((await organicAt('강남 맛집', a)).map((i) => i.id)).toEqual(first);
    expect((await organicAt('강남 맛집', b)).map((i) => i.id)).not.toEqual(first);
    // The same set of places, reordered (the same pool).
    expect([...(await organicAt('강남 맛집', b)).map((i) => i.id)].sort()).toEqual([...first].sort());
  });

  it('ranks a place higher the nearer the searcher stands (distance decay)', async () => {
    const list = await organicAt('강남 맛집');
    const target = list[150]!;
    const home = { x: Number(target.x), y: Number(target.y) };
    const rankAt = async (dxKm: number) => {
      const at = { x: home.x + dxKm / 88.2, y: home.y };
      return (await organicAt('강남 맛집', at)).findIndex((i) => i.id === target.id) + 1 || 999;
    };
    const near = await rankAt(0);
    const mid = await rankAt(1);
    const far = await rankAt(3);
    expect(near).toBeLessThan(mid);
    expect(mid).toBeLessThan(far);
  });

  it('the control answers the same ranks at a point as the list does', async () => {
    const at = { x: 127.04, y: 37.51 };
    const served = (await organicAt('강남 맛집', at)).map((i) => i.id);
    const control = (await controlRanks('강남 맛집', at)).filter((i) => i.rank !== null);
    expect(control.map((i) => i.placeId)).toEqual(served);
    // And the control's position-less ranks still answer as before.
    expect((await controlRanks('강남 맛집')).filter((i) => i.rank !== null).map((i) => i.placeId)).toEqual(
      (await organicAt('강남 맛집')).map((i) => i.id),
    );
  });

  it('a rank set through the control is the base the position moves from', async () => {
    const list = await organicAt('성수 네일');
    const target = list[200]!;
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/place-rank',
      payload: { keyword: '성수 네일', placeId: target.id, rank: 1 },
    });
    const home = { x: Number(target.x), y: Number(target.y) };
    expect((await organicAt('성수 네일', home))[0]!.id).toBe(target.id);
  });
});

describe('orderAt (pure)', () => {
  it('sorts by base + decay × km + noise', () => {
    const at = { x: 127, y: 37.5 };
    const spots = [
      { x: 127.05, y: 37.5, index: 0 },
      { x: 127, y: 37.5, index: 1 },
    ];
    expect(distanceKm(at, spots[0]!) * DECAY_PER_KM).toBeGreaterThan(100);
    expect(orderAt('k', spots, at, (s) => s).map((s) => s.index)).toEqual([1, 0]);
  });
});
