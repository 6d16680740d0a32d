/** A stand-in map list for the 순위 지도 tests: the place's rank at each point is scripted. */
import type { Ports } from '../../app';
import { createRankTestApp, placeInfo } from '../../test/rank';
import { type TestApp, createMember, login, post } from '../../test/app';
import type { MapCoords, MapListItem, PlaceMapSource } from './place-rank-map.ports';

const PLACE_ID = '1000';
export const CENTER = { x: 127.0357, y: 37.5008 };

export interface FakeMap extends PlaceMapSource {
  /** The place's organic rank at a point (null = not in the list), by the point's coordinates. */
  rankAt: (at: MapCoords) => number | null;
  /** Points whose pages fail (throw), by `${x},${y}`; `fromPage` is the first failing page. */
  failing: Map<string, number>;
  /** Pages asked, per point key. */
  calls: Map<string, number>;
  total(): number;
}

export const pointKey = (at: MapCoords) => `${at.x.toFixed(6)},${at.y.toFixed(6)}`;

/** 330 organic places with an ad first and one every 15, the place at its scripted rank. */
export function fakeMap(rankAt: (at: MapCoords) => number | null): FakeMap {
  const fake: FakeMap = {
    rankAt,
    failing: new Map(),
    calls: new Map(),
    total: () => [...fake.calls.values()].reduce((a, b) => a + b, 0),
    async locate(placeId) {
      return placeId === PLACE_ID ? CENTER : null;
    },
    async listAt(_keyword, at, { start, display }) {
      const key = pointKey(at);
      const page = Math.floor((start - 1) / display) + 1;
      fake.calls.set(key, (fake.calls.get(key) ?? 0) + 1);
      const failFrom = fake.failing.get(key);
      if (failFrom !== undefined && page >= failFrom) throw new Error('page failed');
      const rank = fake.rankAt(at);
      const organic: MapListItem[] = Array.from({ length: 330 }, (_, i) => ({
        id: String(5000 + i),
        name: `Other ${i}`,
        category: 'Cafe',
        isAd: false,
      }));
      if (rank !== null)
        organic.splice(rank - 1, 0, { id: PLACE_ID, name: 'Mine', category: 'Cafe', isAd: false });
      const all: MapListItem[] = [];
      organic.forEach((p, i) => {
        if (i % 15 === 0) all.push({ id: `9${i}`, name: 'Ad', category: 'Ad', isAd: true });
        all.push(p);
      });
      return { total: all.length, items: all.slice(start - 1, start - 1 + display) };
    },
  };
  return fake;
}

/** A rank app whose place list finds place 1000 and whose map list is `map`. */
export function mapTestApp(map: PlaceMapSource, now: () => Date): Promise<TestApp> {
  return createRankTestApp(now, {
    places: {
      listPlaces: async () => ({ total: 1, items: [placeInfo(PLACE_ID)] }),
      getPlace: async (id) => placeInfo(id),
    },
    placeMap: map,
  } as Partial<Ports>);
}

/** A member with `coins`, signed in, tracking place 1000 on a keyword: its plkwrdSn. */
export async function memberWithKeyword(t: TestApp, coins: number, keyword = 'gangnam cafe') {
  const m = await createMember(t);
  if (coins) await t.services.coins.operatorGrant(m.mbrSn, coins);
  const cookie = await login(t, m.email);
  const res = await post(
    t,
    '/api/naver/place/placeInsert',
    { placeId: PLACE_ID, placeKeyword: keyword },
    cookie,
  );
  const { plkwrdSn } = (res.json() as { data: { plkwrdSn: number } }).data;
  return { member: m, cookie, plkwrdSn };
}
