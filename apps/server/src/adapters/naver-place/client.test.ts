import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAST,
  type TestSimulator,
  checkFaults,
  fixture,
  startStub,
  startTestSimulator,
} from '../test-support';
import { createNaverPlaceClient } from './client';
import { findPlaceRank, findPlaceRanks } from './rank';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const placeOn = (baseUrl: string, timeoutMs: number = FAST.timeoutMs) =>
  createNaverPlaceClient({ baseUrl, retry: FAST.retry, timeoutMs });

describe('place adapter: recorded responses', () => {
  it('parses the batched GraphQL list defensively and flags paid entries', async () => {
    const stub = await startStub([
      { method: 'POST', url: '/graphql', body: fixture(import.meta.dirname, 'places-list.json') },
      { url: '/place/1723456789/summary', body: fixture(import.meta.dirname, 'place-summary.json') },
      { url: '/place/404/summary', status: 404, body: { errors: [{ message: 'not found' }] } },
    ]);
    try {
      const place = placeOn(stub.url);
      const page = await place.listPlaces('강남 샐러드', {
        start: 1,
        display: 3,
        coords: { x: 127.03, y: 37.5 },
      });
      const sent = (
        stub.last.body as { operationName: string; variables: { input: Record<string, unknown> } }[]
      )[0]!;
      expect(sent.operationName).toBe('getPlacesList');
      expect(sent.variables.input).toMatchObject({
        query: '강남 샐러드',
        start: 1,
        display: 3,
        x: '127.03',
        y: '37.5',
      });
      expect(page.total).toBe(312);
      const [ad, organic, bare] = page.items;
      expect(ad).toMatchObject({ id: '1887654321', isAd: true, visitorReviewCount: 1204 });
      expect(ad?.listedCounts?.visitorReviews).toBe(1204);
      expect(organic).toEqual({
        id: '1723456789',
        name: '샐러드하우스',
        category: '다이어트,샐러드',
        address: '서울 강남구 역삼동 642-16',
        roadAddress: '서울 강남구 테헤란로 147',
        visitorReviewCount: 2563,
        blogCafeReviewCount: 512,
        listedCounts: { visitorReviews: 2563, blogReviews: 512 },
        visitorReviewScore: 4.48,
        saveCount: 1000,
        imageUrl: 'https://ldb-phinf.pstatic.net/20230101_2/1723456789_IMAGE.jpg',
        options: ['단체 이용 가능', '포장', '배달'],
        microReview: '건강한 한 끼',
        isAd: false,
        x: 127.035701,
        y: 37.5008535,
      });
      expect(bare).toMatchObject({
        isAd: false,
        visitorReviewScore: null,
        blogCafeReviewCount: 0,
        // What the list gave: "0" visitor reviews is 0; an empty blog count is unknown, not 0
        // (issue 42 §1), while the screens' blogCafeReviewCount keeps showing 0.
        listedCounts: { visitorReviews: 0, blogReviews: null },
        imageUrl: null,
        options: [],
        microReview: null,
        saveCount: 0,
      });
      const one = await place.getPlace('1723456789');
      expect(one).toMatchObject({
        id: '1723456789',
        name: '샐러드하우스',
        options: ['단체 이용 가능', '포장', '배달'],
        saveCount: 1000,
      });
      expect(await place.getPlace('404')).toBeNull();
      await expect(place.getPlace('abc')).rejects.toMatchObject({ kind: 'bad-request' });
    } finally {
      await stub.close();
    }
  });

  it('treats GraphQL errors (status 200) as schema drift', async () => {
    const stub = await startStub([
      {
        method: 'POST',
        url: '/graphql',
        body: [{ errors: [{ message: 'Cannot query field "x"' }], data: null }],
      },
    ]);
    try {
      await expect(placeOn(stub.url).listPlaces('a')).rejects.toMatchObject({
        kind: 'malformed',
        message: expect.stringContaining('Cannot query field'),
      });
    } finally {
      await stub.close();
    }
  });
});

describe('place adapter: against the simulator', () => {
  it('computes organic ranks skipping ads, and looks the place up with the same data', async () => {
    const place = placeOn(`${sim.url}/place`);
    const list = (await sim.control(`/__control/market/places?keyword=${encodeURIComponent('강남 맛집')}`))
      .body as {
      items: { placeId: string; rank: number | null; isAd: boolean }[];
    };
    const target = list.items.find((i) => i.rank === 180)!;
    const natural = await findPlaceRank(place, '강남 맛집', target.placeId);
    expect(natural.rank).toBe(180);
    await sim.control('/__control/place-rank', { keyword: '강남 맛집', placeId: target.placeId, rank: 7 });
    const moved = await findPlaceRank(place, '강남 맛집', target.placeId);
    expect(moved.rank).toBe(7);
    const looked = await place.getPlace(target.placeId);
    expect(looked).toEqual({ ...moved.place, isAd: false });

    const ad = list.items.find((i) => i.isAd)!;
    const scan = await findPlaceRanks(place, '강남 맛집', [ad.placeId, target.placeId], { maxRank: 300 });
    expect(scan.found.has(ad.placeId)).toBe(false);
    expect(scan.found.get(target.placeId)?.rank).toBe(7);
    expect(scan.pages).toBeGreaterThanOrEqual(3);

    await sim.control('/__control/place-rank', { keyword: '강남 맛집', placeId: target.placeId, rank: 0 });
    expect((await findPlaceRank(place, '강남 맛집', target.placeId)).rank).toBeNull();
    expect(await place.getPlace('39999999999')).toBeNull();
  });

  it('maps faults to typed errors and retries only what is retryable', async () => {
    await checkFaults(
      sim,
      'naver-place',
      () => {
        const place = placeOn(`${sim.url}/place`, 150);
        return () => place.listPlaces('강남 맛집', { display: 10 });
      },
      { on429: 'retried' },
    );
    await checkFaults(
      sim,
      'naver-place',
      () => {
        const place = placeOn(`${sim.url}/place`, 150);
        return async () => {
          const id = (
            await sim.control(`/__control/market/places?keyword=${encodeURIComponent('강남 맛집')}`)
          ).body as { items: { placeId: string }[] };
          return place.getPlace(id.items[3]!.placeId);
        };
      },
      { on429: 'retried' },
    );
  });
});
