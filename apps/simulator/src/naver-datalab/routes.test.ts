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
const headers = { 'x-naver-client-id': 'client-a', 'x-naver-client-secret': 'secret-a' };
const trend = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/naver-openapi/v1/datalab/search',
    headers,
    payload: payload as object,
  });
const base = {
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  timeUnit: 'month',
  keywordGroups: [
    { groupName: '텀블러', keywords: ['텀블러', '보온병'] },
    { groupName: '잠옷', keywords: ['잠옷'] },
  ],
};

describe('simulated DataLab search trend', () => {
  it('answers one series per group with the global max exactly 100 and periods at bucket starts', async () => {
    const r = await trend(base);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ startDate: '2025-01-01', endDate: '2025-12-31', timeUnit: 'month' });
    expect(body.results.map((g: { title: string }) => g.title)).toEqual(['텀블러', '잠옷']);
    expect(body.results[0].keywords).toEqual(['텀블러', '보온병']);
    const all = body.results.flatMap((g: { data: { ratio: number }[] }) => g.data.map((d) => d.ratio));
    expect(Math.max(...all)).toBe(100);
    expect(all.filter((v: number) => v === 100)).toHaveLength(1);
    expect(all.every((v: number) => v > 0 && v <= 100)).toBe(true);
    expect(body.results[0].data.map((d: { period: string }) => d.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`),
    );
    const week = (
      await trend({ ...base, startDate: '2025-03-03', endDate: '2025-03-30', timeUnit: 'week' })
    ).json();
    expect(week.results[0].data.map((d: { period: string }) => d.period)).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
    ]);
    expect((await trend(base)).json()).toEqual(body);
  });

  it('stops at the simulated today and filters by device/gender/ages', async () => {
    const r = (
      await trend({
        ...base,
        startDate: '2026-02-20',
        endDate: '2026-12-31',
        timeUnit: 'date',
        device: 'mo',
        gender: 'f',
        ages: ['3', '4'],
      })
    ).json();
    expect(r.results[0].data.at(-1).period).toBe('2026-03-01');
  });

  it.each([
    ['null device', { ...base, device: null }],
    ['bad gender', { ...base, gender: 'x' }],
    ['bad ages', { ...base, ages: ['12'] }],
    ['before 2016', { ...base, startDate: '2015-12-31' }],
    ['end before start', { ...base, endDate: '2024-12-31' }],
    ['impossible date', { ...base, startDate: '2025-02-30' }],
    ['bad time unit', { ...base, timeUnit: 'year' }],
    [
      'six groups',
      {
        ...base,
        keywordGroups: Array.from({ length: 6 }, (_, i) => ({ groupName: `g${i}`, keywords: ['a'] })),
      },
    ],
    [
      '21 keywords',
      {
        ...base,
        keywordGroups: [{ groupName: 'g', keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
      },
    ],
    ['empty keywords', { ...base, keywordGroups: [{ groupName: 'g', keywords: [] }] }],
    ['no group name', { ...base, keywordGroups: [{ keywords: ['a'] }] }],
  ])('rejects %s with 400', async (_name, body) => {
    const r = await trend(body);
    expect(r.statusCode).toBe(400);
    expect(r.json().errorCode).toBe('400');
  });

  it('allows 5 groups of 20 keywords, and enforces the 1,000 daily calls', async () => {
    const big = {
      ...base,
      keywordGroups: Array.from({ length: 5 }, (_, g) => ({
        groupName: `g${g}`,
        keywords: Array.from({ length: 20 }, (_, i) => `k${g}-${i}`),
      })),
    };
    expect((await trend(big)).statusCode).toBe(200);
    await app.inject({
      headers: CONTROL,
      method: 'POST',
      url: '/__control/naver-quota',
      payload: { clientId: 'client-a', datalabUsed: 1000 },
    });
    const r = await trend(base);
    expect(r.statusCode).toBe(429);
    // The search APIs still answer for the same key.
    expect(
      (await app.inject({ method: 'GET', url: '/naver-openapi/v1/search/local.json?query=a', headers }))
        .statusCode,
    ).toBe(200);
  });
});
