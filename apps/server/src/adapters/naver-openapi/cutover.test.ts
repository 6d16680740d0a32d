import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNaverDataLabClient } from '../naver-datalab/client';
import { createNaverLocalClient } from '../naver-local/client';
import { FAST, type TestSimulator, simulatedPlatform, startTestSimulator } from '../test-support';
import { DevelopersEndedError, developersCutover, developersCutoverWarning } from './cutover';
import { NaverKeyQuota } from './key-quota';

// The developer center's end (2027-06-30 24:00 KST) on a moved clock.
const at = (iso: string) => new Date(iso);

describe('the developer center’s end', () => {
  it('says nothing before 30 days ahead, counts the days from 2027-05-31 (KST), and is over at 06-30 24:00', () => {
    // 2027-05-30 23:59 KST: nothing yet.
    expect(developersCutover('developers', at('2027-05-30T14:59:59Z'))).toBeNull();
    // 2027-05-31 00:00 KST: 30 days before the last day.
    expect(developersCutover('developers', at('2027-05-30T15:00:00Z'))).toEqual({
      state: 'ending',
      lastDay: '2027-06-30',
      daysLeft: 30,
    });
    expect(developersCutover('developers', at('2027-06-30T14:59:59Z'))).toMatchObject({
      state: 'ending',
      daysLeft: 0,
    });
    expect(developersCutover('developers', at('2027-06-30T15:00:00Z'))).toEqual({
      state: 'ended',
      lastDay: '2027-06-30',
      daysLeft: 0,
    });
    // The HUB has no end to tell of.
    expect(developersCutover('hub', at('2027-07-02T00:00:00Z'))).toBeNull();
  });

  it('gives the operator a start-up line naming the HUB variables', () => {
    expect(developersCutoverWarning('developers', at('2027-01-01T00:00:00Z'))).toBeNull();
    expect(developersCutoverWarning('hub', at('2027-06-20T00:00:00Z'))).toBeNull();
    const ending = developersCutoverWarning('developers', at('2027-06-20T00:00:00Z'));
    expect(ending).toMatch(/ends .* on 2027-06-30 24:00 KST \(10 days left\)/);
    expect(ending).toContain(
      'NAVER_API_PLATFORM=hub with NAVER_API_HUB_CLIENT_ID and NAVER_API_HUB_CLIENT_SECRET',
    );
    expect(developersCutoverWarning('developers', at('2027-07-01T00:00:00Z'))).toMatch(/ended .* refused/);
  });
});

describe('calls after the end', () => {
  let sim: TestSimulator;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());
  beforeEach(() => sim.reset());
  const key = { clientId: 'k1', clientSecret: 's1' };

  it('are refused on the developer center with a typed error, never sent and never counted; the HUB answers', async () => {
    let now = at('2027-06-30T14:59:00Z');
    const pool = new NaverKeyQuota(key, { now: () => now });
    const on = (id: 'developers' | 'hub') => ({
      platform: simulatedPlatform(sim, id),
      quota: pool,
      retry: FAST.retry,
      now: () => now,
    });
    const trend = {
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      timeUnit: 'month' as const,
      keywordGroups: [{ groupName: 'a', keywords: ['a'] }],
    };
    // A minute before the end it still works.
    expect((await createNaverLocalClient(on('developers')).search({ query: '강남 맛집' })).items.length).toBe(
      5,
    );
    now = at('2027-06-30T15:00:00Z');
    const local = await createNaverLocalClient(on('developers'))
      .search({ query: '강남 맛집' })
      .catch((e: unknown) => e);
    expect(local).toBeInstanceOf(DevelopersEndedError);
    expect(local).toMatchObject({
      service: 'naver-local',
      kind: 'unconfigured',
      code: 'NAVER_DEVELOPERS_ENDED',
    });
    await expect(createNaverDataLabClient(on('developers')).searchTrend(trend)).rejects.toMatchObject({
      service: 'naver-datalab',
      code: 'NAVER_DEVELOPERS_ENDED',
    });
    expect(await sim.calls('naver-local')).toEqual({ k1: 1 });
    expect(await sim.totalCalls('naver-datalab')).toBe(0);
    // Nothing counted on the key's new Korea day (07-01).
    expect(await pool.usage()).toMatchObject({ day: '2027-07-01', search: 0, datalab: 0 });
    // The HUB is not touched by the end.
    expect((await createNaverDataLabClient(on('hub')).searchTrend(trend)).results).toHaveLength(1);
  });
});
