import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_EXAMPLES, type ScoreSearchAnswer } from '@seller/shared';
import { createMember, login, post } from '../../test/app';
import { type KeywordToolsTestApp, createKeywordToolsApp } from '../../test/keyword-tools';

// Issue 39 §1: in simulator mode a newcomer's first product number works. The examples the add
// box offers (and the bulk template names) and the numbers /myTrackingJisuCheck lists register,
// through the real adapters against the simulator.
let t: KeywordToolsTestApp;
beforeAll(async () => {
  t = await createKeywordToolsApp();
});
afterAll(() => t.close());

async function seller(coins: number) {
  const m = await createMember(t, { role: 'MNPY_MBR' });
  await t.services.coins.operatorGrant(m.mbrSn, coins);
  return login(t, m.email);
}

describe('simulator mode: numbers a newcomer is given', () => {
  it('registers every simulator example with its keyword', async () => {
    const cookie = await seller(100);
    for (const e of SIMULATOR_EXAMPLES) {
      const res = await post(
        t,
        '/api/naver/mygoodsRank/merges',
        { type: e.type, currentInput: e.number, keywords: [e.keyword] },
        cookie,
      );
      expect(res.statusCode, `${e.id}: ${res.body}`).toBe(200);
      expect(res.json().data.keywords.map((k: { keyword: string }) => k.keyword)).toEqual([e.keyword]);
    }
  });

  it('registers a store product number and a catalogue id read off the keyword score list', async () => {
    const cookie = await seller(100);
    const list = await post(t, '/api/search', { keyword: '에어프라이어', user: {} }, cookie);
    expect(list.statusCode, list.body).toBe(200);
    const products = list.json<ScoreSearchAnswer>().products;
    // A catalogue compares several malls; a store product is one mall's.
    const store = products.find((p) => p.mallCount === 1)!;
    const catalog = products.find((p) => (p.mallCount ?? 0) > 1)!;
    for (const [type, p] of [
      ['prodNum', store],
      ['midNum', catalog],
    ] as const) {
      const res = await post(
        t,
        '/api/naver/mygoodsRank/merges',
        { type, currentInput: p.mallProductId },
        cookie,
      );
      expect(res.statusCode, `${type} ${p.mallProductId}: ${res.body}`).toBe(200);
    }
  });
});
