import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ProviderError } from '../../adapters/http';
import { type TestApp, coinState, createMember, createTestApp, login, post } from '../../test/app';
import { PLACE_CHECK_QUEUE, PLACE_DAILY_QUEUE, placeRankJobs } from './place-rank.jobs';
import type { PlaceInfo } from './place-rank.ports';
import { DAILY_RUN_CRON } from '../../lib/rank-engine/schedule';

// A small stand-in place list for the business rules; the engine is tested against the
// simulator in place-rank.engine.test.ts.
const m = ko.placeRank;
const place = (id: string, isAd = false): PlaceInfo => ({
  id,
  name: `Place ${id}`,
  category: 'Cafe',
  roadAddress: `Road ${id}`,
  imageUrl: `https://img/${id}.jpg`,
  options: ['parking', 'wifi'],
  visitorReviewScore: 4.5,
  visitorReviewCount: 120,
  blogCafeReviewCount: 30,
  saveCount: 999,
  microReview: 'Cozy',
  isAd,
});
// Ids 1000..1299 are organic places; every list starts with two ads and has one after every 10th place.
const KNOWN = new Set(Array.from({ length: 300 }, (_, i) => String(1000 + i)));
function listFor(keyword: string): PlaceInfo[] {
  // Each keyword ranks the places from a different starting point, so ranks differ per keyword.
  const shift = [...keyword].reduce((a, c) => a + c.charCodeAt(0), 0) % 50;
  const organic = [...KNOWN].map((_, i) => place(String(1000 + ((i + shift) % 300))));
  const out = [place('9001', true), place('9002', true)];
  organic.forEach((p, i) => {
    if (i > 0 && i % 10 === 0) out.push(place(`90${10 + i}`, true));
    out.push(p);
  });
  return out;
}
const organicRank = (keyword: string, id: string) =>
  listFor(keyword)
    .filter((p) => !p.isAd)
    .findIndex((p) => p.id === id) + 1;
let lookupDown = false;
let listCalls = 0;

let t: TestApp;
let clock = new Date('2026-11-22T03:00:00Z'); // 12:00 KST
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      now: () => clock,
      ports: {
        places: {
          listPlaces: async (keyword, { start, display }) => {
            listCalls += 1;
            const all = listFor(keyword);
            return { total: all.length, items: all.slice(start - 1, start - 1 + display) };
          },
          getPlace: async (id) => {
            if (lookupDown) throw new ProviderError('naver-place', 'server', 'down');
            return KNOWN.has(id) || id === '9001' ? place(id, false) : null;
          },
        },
      },
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lookupDown = false;
  clock = new Date('2026-11-22T03:00:00Z');
});

async function seller() {
  const mbr = await createMember(t);
  return { ...mbr, cookie: await login(t, mbr.email) };
}
type View = {
  list: { plceSn: number; placeId: string; keywordRank: number; [k: string]: unknown }[];
  keywords: {
    plkwrdSn: number;
    plceSn: number;
    keyword: string;
    choice: string;
    keywordPlaceRankCurrent: number;
    checkStatus: string;
  }[];
  keywordsDailyHist: { plkwrdSn: number; lastUpdtDt: string; keywordPlaceRankCurrent: number }[];
  ReViews: { plceSn: number; lastUpdtDt: string }[];
  limits: { registeredToday: number; maxPlaces: number; dailyRegistrations: number };
};
const view = async (cookie: string): Promise<View> =>
  (await post(t, '/api/naver/place/getView', { user: { mbrSn: 1 } }, cookie)).json();
const insert = (cookie: string, placeId: string, placeKeyword: string, extra: object = {}) =>
  post(t, '/api/naver/place/placeInsert', { placeId, placeKeyword, user: { mbrSn: 1 }, ...extra }, cookie);
const addKeyword = (cookie: string, plceSn: number, placeKeyword: string) =>
  post(t, '/api/naver/place/addPlaceKeyword', { plceSn, placeId: 'ignored', placeKeyword }, cookie);
const choice = (cookie: string, plceSn: number, plkwrdSn: number) =>
  post(t, '/api/naver/place/choice', { plceSn, plkwrdSn }, cookie);
const remove = (cookie: string, placeSnList: number[]) =>
  post(t, '/api/naver/place/placeUnitDelete', { placeSnList, myAccessData: { mbrSn: 1 } }, cookie);
const deleteKeyword = (cookie: string, plkwrdSn: number) =>
  post(t, '/api/naver/place/deletePlaceKeyword', { plkwrdSn }, cookie);

/** Waits for the immediate checks of new keywords to finish. */
async function settled(cookie: string): Promise<View> {
  for (let i = 0; i < 200; i++) {
    const v = await view(cookie);
    if (!v.keywords.some((k) => k.checkStatus === 'pending')) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('checks did not finish');
}
const nextKstDay = (days = 1) => {
  clock = new Date(clock.getTime() + days * 86_400_000);
};

describe('register a place (spec 02 §5 place add)', () => {
  it('needs both keyword and place id', async () => {
    const s = await seller();
    for (const body of [
      {},
      { placeKeyword: 'cafe' },
      { placeId: '1001' },
      { placeId: '  ', placeKeyword: 'cafe' },
      { placeId: '1001', placeKeyword: '   ' },
    ]) {
      const res = await post(t, '/api/naver/place/placeInsert', body, s.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PLACE_INPUT_REQUIRED', message: m.enterKeywordAndPlaceId });
    }
  });

  it('resolves the place, checks its rank at once (ads skipped) and costs no coins', async () => {
    const s = await seller();
    const res = await insert(s.cookie, '1042', '  gangnam   cafe ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', message: m.registered });
    const { plceSn, plkwrdSn } = res.json().data;
    const v = await settled(s.cookie);
    const rank = organicRank('gangnam cafe', '1042');
    expect(v.list).toEqual([
      {
        plceSn,
        placeId: '1042',
        placeName: 'Place 1042',
        category: 'Cafe',
        imageUrl: 'https://img/1042.jpg',
        roadAddress: 'Road 1042',
        options: ['parking', 'wifi'],
        visitorReviewScore: 4.5,
        visitorReviewCount: 120,
        blogCafeReviewCount: 30,
        saveCount: 999,
        microReview: 'Cozy',
        keywordRank: rank,
        frstRgstDt: clock.toISOString(),
        checkNow: { day: null, count: 0, at: null },
      },
    ]);
    expect(v.keywords).toEqual([
      expect.objectContaining({
        plkwrdSn,
        plceSn,
        keyword: 'gangnam cafe',
        choice: 'Y',
        keywordPlaceRankCurrent: rank,
        keywordPlaceRankPrevious: 0,
        checkStatus: 'ok',
      }),
    ]);
    // Where it came from (issue 36 §2): the map's place list, read as the PC map reads it, 90
    // organic places deep (the page of 100 that held it, ads left out).
    const provenance = { source: 'naver-place', surface: 'place', device: 'pc', depth: 90 };
    expect(v.keywordsDailyHist).toEqual([
      {
        plkwrdSn,
        lastUpdtDt: '2026-11-22',
        keywordPlaceRankCurrent: rank,
        provenance: { ...provenance, checkedAt: '2026-11-22T03:00:00.000Z' },
      },
    ]);
    expect(v.keywords[0]).toMatchObject({ provenance, previousProvenance: null });
    expect(v.ReViews).toEqual([
      expect.objectContaining({ plceSn, lastUpdtDt: '2026-11-22', visitorReviewCount: 120, saveCount: 999 }),
    ]);
    expect(v.limits).toMatchObject({
      registeredToday: 1,
      dailyRegistrations: 2,
      maxPlaces: 10,
      maxKeywords: 5,
      maxRank: 300,
    });
    // Two ads sit at the top and more further down: the position in the list is not the rank.
    const position = listFor('gangnam cafe').findIndex((p) => p.id === '1042') + 1;
    expect(position).toBeGreaterThan(rank);
    expect(await coinState(t, s.mbrSn)).toEqual({ balance: 0, ledger: 0 });
  });

  it('takes the place id out of a pasted place link', async () => {
    const s = await seller();
    expect(
      (await insert(s.cookie, 'https://m.place.naver.com/restaurant/1007/home', 'lunch')).statusCode,
    ).toBe(200);
    expect((await view(s.cookie)).list[0]!.placeId).toBe('1007');
  });

  it('answers 422 for an unknown or malformed place id and 503 when the look-up is down, without counting', async () => {
    const s = await seller();
    for (const id of ['5555555', '12ab']) {
      const res = await insert(s.cookie, id, 'cafe');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PLACE_INFO_INVALID', message: m.infoInvalid });
    }
    lookupDown = true;
    const down = await insert(s.cookie, '1001', 'cafe');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(m.lookupUnavailable);
    expect((await view(s.cookie)).limits.registeredToday).toBe(0);
  });

  it('allows 2 new places per Korea day, counting deleted ones, and again after KST midnight', async () => {
    const s = await seller();
    clock = new Date('2026-11-22T14:58:00Z'); // 23:58 KST
    const a = (await insert(s.cookie, '1001', 'cafe')).json().data;
    expect((await insert(s.cookie, '1002', 'cafe')).statusCode).toBe(200);
    const third = await insert(s.cookie, '1003', 'cafe');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'PLACE_DAILY_LIMIT', message: m.dailyLimit });
    // Deleting does not give the day's registration back.
    expect((await remove(s.cookie, [a.plceSn])).statusCode).toBe(200);
    expect((await insert(s.cookie, '1003', 'cafe')).json().code).toBe('PLACE_DAILY_LIMIT');
    clock = new Date('2026-11-22T14:59:59Z'); // 23:59:59 KST: still the same Korea day
    expect((await insert(s.cookie, '1003', 'cafe')).json().code).toBe('PLACE_DAILY_LIMIT');
    clock = new Date('2026-11-22T15:00:00Z'); // 00:00 KST, 23 November
    expect((await view(s.cookie)).limits.registeredToday).toBe(0);
    expect((await insert(s.cookie, '1003', 'cafe')).statusCode).toBe(200);
    expect((await insert(s.cookie, '1004', 'cafe')).statusCode).toBe(200);
    expect((await insert(s.cookie, '1005', 'cafe')).json().code).toBe('PLACE_DAILY_LIMIT');
    expect((await view(s.cookie)).limits.registeredToday).toBe(2);
  });

  it('tracks at most 10 places; a deleted one frees a place', async () => {
    const s = await seller();
    for (let i = 0; i < 10; i++) {
      if (i > 0 && i % 2 === 0) nextKstDay();
      const res = await insert(s.cookie, String(1100 + i), 'seoul cafe');
      expect(res.statusCode, res.body).toBe(200);
    }
    nextKstDay();
    const eleventh = await insert(s.cookie, '1110', 'seoul cafe');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'PLACE_LIMIT', message: m.placeLimit });
    const v = await view(s.cookie);
    expect(v.list).toHaveLength(10);
    expect(v.limits.registeredToday).toBe(0); // the limit is not the daily one
    await remove(s.cookie, [v.list[0]!.plceSn]);
    const again = await insert(s.cookie, '1110', 'seoul cafe');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('asks before registering a place id already tracked, then registers it on confirmation', async () => {
    const s = await seller();
    expect((await insert(s.cookie, '1020', 'cafe')).statusCode).toBe(200);
    const again = await insert(s.cookie, '1020', 'dessert');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PLACE_DUPLICATE', message: m.duplicate });
    expect((await view(s.cookie)).limits.registeredToday).toBe(1);
    const confirmed = await insert(s.cookie, '1020', 'dessert', { confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    expect((await view(s.cookie)).list.map((p) => p.placeId)).toEqual(['1020', '1020']);
    // Another member tracking the same place is no duplicate for them.
    const other = await seller();
    expect((await insert(other.cookie, '1020', 'cafe')).statusCode).toBe(200);
  });
});

describe('place keywords (spec 02 §5)', () => {
  it('adds up to 5 keywords, rejects duplicates and empty ones, and checks each new one', async () => {
    const s = await seller();
    const { plceSn } = (await insert(s.cookie, '1030', 'cafe')).json().data;
    const empty = await addKeyword(s.cookie, plceSn, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.enterKeyword);
    const dup = await addKeyword(s.cookie, plceSn, ' CAFE ');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'KEYWORD_EXISTS', message: m.keywordExists });
    for (const k of ['brunch', 'Latte  Art', 'dessert', 'bakery']) {
      const res = await addKeyword(s.cookie, plceSn, k);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(m.keywordAdded);
    }
    expect((await addKeyword(s.cookie, plceSn, 'latte art')).json().code).toBe('KEYWORD_EXISTS');
    const sixth = await addKeyword(s.cookie, plceSn, 'tea');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'KEYWORD_LIMIT', message: m.keywordLimit });
    const v = await settled(s.cookie);
    expect(v.keywords.map((k) => k.keyword)).toEqual(['cafe', 'brunch', 'Latte Art', 'dessert', 'bakery']);
    expect(v.keywords.map((k) => k.keywordPlaceRankCurrent)).toEqual(
      ['cafe', 'brunch', 'latte art', 'dessert', 'bakery'].map((k) => organicRank(k, '1030')),
    );
    expect(v.keywordsDailyHist).toHaveLength(5);
  });

  it('switches the representative keyword, notices one already representative and protects it from deletion', async () => {
    const s = await seller();
    const { plceSn, plkwrdSn: first } = (await insert(s.cookie, '1040', 'cafe')).json().data;
    const { plkwrdSn: second } = (await addKeyword(s.cookie, plceSn, 'brunch')).json().data;
    await settled(s.cookie);
    const same = await choice(s.cookie, plceSn, first);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ message: m.alreadyRepresentative, data: { changed: false } });
    const res = await choice(s.cookie, plceSn, second);
    expect(res.json()).toMatchObject({ message: m.representativeSet, data: { changed: true } });
    const v = await view(s.cookie);
    expect(v.keywords.map((k) => [k.keyword, k.choice])).toEqual([
      ['brunch', 'Y'],
      ['cafe', 'N'],
    ]);
    expect(v.list[0]!.keywordRank).toBe(organicRank('brunch', '1040'));
    const protectedOne = await deleteKeyword(s.cookie, second);
    expect(protectedOne.statusCode).toBe(409);
    expect(protectedOne.json().message).toBe(m.representativeCannotDelete);
    const deleted = await deleteKeyword(s.cookie, first);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(m.keywordDeleted);
    expect((await view(s.cookie)).keywords.map((k) => k.keyword)).toEqual(['brunch']);
    // The keyword must belong to the place named with it.
    const { plceSn: otherPlace } = (await insert(s.cookie, '1041', 'cafe')).json().data;
    expect((await choice(s.cookie, otherPlace, second)).statusCode).toBe(404);
  });
});

describe('ownership: a member never touches another member’s places', () => {
  it('refuses every id of another member and deletes nothing', async () => {
    const owner = await seller();
    const intruder = await seller();
    const { plceSn, plkwrdSn } = (await insert(owner.cookie, '1050', 'cafe')).json().data;
    const { plkwrdSn: extra } = (await addKeyword(owner.cookie, plceSn, 'brunch')).json().data;
    const own = (await insert(intruder.cookie, '1051', 'cafe')).json().data;

    expect((await view(intruder.cookie)).list.map((p) => p.placeId)).toEqual(['1051']);
    const add = await addKeyword(intruder.cookie, plceSn, 'mine');
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe(m.placeNotFound);
    expect((await choice(intruder.cookie, plceSn, extra)).statusCode).toBe(404);
    expect((await deleteKeyword(intruder.cookie, extra)).statusCode).toBe(404);
    expect((await deleteKeyword(intruder.cookie, plkwrdSn)).statusCode).toBe(404);
    const del = await remove(intruder.cookie, [own.plceSn, plceSn]);
    expect(del.statusCode).toBe(404);
    // Nothing was deleted: neither the owner's place nor the intruder's own one in the same request.
    expect((await view(intruder.cookie)).list).toHaveLength(1);
    const v = await view(owner.cookie);
    expect(v.list).toHaveLength(1);
    expect(v.keywords.map((k) => [k.keyword, k.choice])).toEqual([
      ['cafe', 'Y'],
      ['brunch', 'N'],
    ]);
  });

  it('needs a session for every call and a selection for deleting', async () => {
    for (const path of [
      'getView',
      'placeInsert',
      'addPlaceKeyword',
      'choice',
      'deletePlaceKeyword',
      'placeUnitDelete',
    ]) {
      const res = await post(t, `/api/naver/place/${path}`, {});
      expect(res.statusCode, path).toBe(401);
    }
    const s = await seller();
    const none = await remove(s.cookie, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(m.noItemsSelected);
    const a = (await insert(s.cookie, '1060', 'cafe')).json().data;
    const b = (await insert(s.cookie, '1061', 'cafe')).json().data;
    const res = await remove(s.cookie, [a.plceSn, b.plceSn]);
    expect(res.json()).toMatchObject({ message: m.deleted, data: { deleted: 2 } });
    expect((await view(s.cookie)).list).toEqual([]);
  });
});

describe('place jobs', () => {
  it('the daily run queues one check per distinct keyword across members, once per day', async () => {
    const queued: [string, object, string][] = [];
    const jobs = placeRankJobs({
      db: t.database.db,
      engine: t.services.placeRankEngine,
      enqueue: async (q, d, k) => void queued.push([q, d, k]),
      now: () => new Date('2026-12-01T01:30:00Z'),
    });
    const daily = jobs.find((j) => j.name === PLACE_DAILY_QUEUE)!;
    expect(daily.cron).toBe(DAILY_RUN_CRON);
    await daily.handler({});
    const keys = queued.map((q) => q[2]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('cafe|2026-12-01|0');
    expect(keys).toContain('brunch|2026-12-01|0');
    expect(queued.every((q) => q[0] === PLACE_CHECK_QUEUE)).toBe(true);
    const calls = listCalls;
    await jobs.find((j) => j.name === PLACE_CHECK_QUEUE)!.handler({ keywordNorm: 'cafe', day: '2026-12-01' });
    expect(listCalls).toBeGreaterThan(calls);
  });
});
