/** "Check now" of a place (issue 23 point 2): at once, at most three a Korea day, its owner only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlaceViewAnswer, checkNowLeft, checkNowRunning, ko } from '@seller/shared';
import { type TestApp, createMember, login, post } from '../../test/app';
import { createRankTestApp, placeInfo } from '../../test/rank';

const PL = '/api/naver/place';
const place = (id: string) => placeInfo(id, { roadAddress: `Road ${id}` });
/** Where place 1000 stands (1-based), changed by the tests. */
let position = 30;
let lists = 0;
const organic = () =>
  Array.from({ length: 300 }, (_, i) => place(i === position - 1 ? '1000' : String(2000 + i)));

let t: TestApp;
let clock = new Date('2026-11-22T03:00:00Z');
beforeAll(async () => {
  t = await createRankTestApp(() => clock, {
    places: {
      listPlaces: async (_kw, { start, display }) => {
        lists += 1;
        const all = organic();
        return { total: all.length, items: all.slice(start - 1, start - 1 + display) };
      },
      getPlace: async (id) => place(id),
    },
  });
});
afterAll(() => t.close());

const view = async (cookie: string): Promise<PlaceViewAnswer> =>
  (await post(t, `${PL}/getView`, {}, cookie)).json();
const checkNow = (cookie: string, plceSn: number) => post(t, `${PL}/checkNow`, { plceSn }, cookie);
async function settled(cookie: string, done: (v: PlaceViewAnswer) => boolean = () => true) {
  for (let i = 0; i < 200; i++) {
    const v = await view(cookie);
    const running = v.list.some((p) =>
      checkNowRunning(
        p.checkNow,
        v.keywords.filter((k) => k.plceSn === p.plceSn),
        clock,
      ),
    );
    if (!running && !v.keywords.some((k) => k.checkStatus === 'pending') && done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the check did not finish');
}

describe('place check now (issue 23 point 2)', () => {
  it('checks the place’s keywords at once, three times a day, refusing the fourth and other members', async () => {
    const m = await createMember(t);
    const cookie = await login(t, m.email);
    const { plceSn } = (
      await post(t, `${PL}/placeInsert`, { placeId: '1000', placeKeyword: '홍대 카페' }, cookie)
    ).json().data;
    expect((await settled(cookie)).keywords[0]!.keywordPlaceRankCurrent).toBe(30);

    position = 12;
    clock = new Date('2026-11-22T04:00:00Z');
    const first = await checkNow(cookie, plceSn);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: 'OK',
      message: ko.placeRank.checkNowQueued,
      data: { left: 2, keywords: 1 },
    });
    const after = await settled(cookie, (v) => v.keywords[0]!.keywordPlaceRankCurrent === 12);
    expect(after.keywords[0]!.checkedAt).toBe('2026-11-22T04:00:00.000Z');
    expect(checkNowLeft(after.list[0]!.checkNow, clock)).toBe(2);

    const intruder = await createMember(t);
    const theirs = await checkNow(await login(t, intruder.email), plceSn);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('PLACE_NOT_FOUND');

    for (const left of [1, 0]) {
      expect((await checkNow(cookie, plceSn)).json().data).toEqual({ left, keywords: 1 });
      await settled(cookie);
    }
    const calls = lists;
    const refused = await checkNow(cookie, plceSn);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CHECK_NOW_LIMIT', message: ko.errors.CHECK_NOW_LIMIT });
    expect(lists).toBe(calls);
    expect((await view(cookie)).list[0]!.checkNow).toMatchObject({ day: '2026-11-22', count: 3 });
  });
});
