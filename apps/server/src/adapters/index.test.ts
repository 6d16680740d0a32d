import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_SEARCHAD } from '@seller/simulator';
import { loadConfig } from '../config';
import { SIMULATOR_CREDENTIALS, createNaverAdapters } from './index';
import { FAST, type TestSimulator, startTestSimulator } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('Naver adapters from config', () => {
  it('builds one Naver key of the configured platform (a list is refused at start, config.test.ts)', async () => {
    const dev = loadConfig({ NAVER_CLIENT_ID: 'id1', NAVER_CLIENT_SECRET: 's1' });
    expect(await createNaverAdapters(dev).naverKey.usage()).toMatchObject({ clientId: 'id1' });
    const hub = loadConfig({ NAVER_API_HUB_CLIENT_ID: 'hub1', NAVER_API_HUB_CLIENT_SECRET: 'hs1' });
    expect(await createNaverAdapters(hub).naverKey.usage()).toMatchObject({ clientId: 'hub1' });
    // Simulator mode without keys: the simulator's own, of the platform.
    expect(await createNaverAdapters(loadConfig({})).naverKey.usage()).toMatchObject({
      clientId: SIMULATOR_CREDENTIALS.naverHub.clientId,
    });
    expect(
      await createNaverAdapters(loadConfig({ NAVER_API_PLATFORM: 'developers' })).naverKey.usage(),
    ).toMatchObject({ clientId: SIMULATOR_CREDENTIALS.naver.clientId });
    expect(await createNaverAdapters(loadConfig({ SIMULATOR: 'off' })).naverKey.usage()).toBeNull();
  });

  it('uses the simulator credentials the simulator accepts, only in simulator mode', async () => {
    expect(SIMULATOR_CREDENTIALS.searchAd).toEqual(SIMULATOR_SEARCHAD);
    const all = createNaverAdapters(sim.config, { retry: FAST.retry, searchAdMinIntervalMs: 0 });
    await all.local.search({ query: '부산 숙소' });
    await all.dataLab.searchTrend({
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      timeUnit: 'week',
      keywordGroups: [{ groupName: 'a', keywords: ['a'] }],
    });
    await all.searchAd.keywordTool(['부산숙소']);
    expect((await all.place.listPlaces('부산 숙소', { display: 5 })).items).toHaveLength(5);
    expect(await sim.calls('naver-local')).toEqual({ 'sim-hub-client': 1 });
    expect(await sim.calls('naver-searchad')).toEqual({ [SIMULATOR_SEARCHAD.apiKey]: 1 });

    const real = createNaverAdapters(
      loadConfig({
        SIMULATOR: 'off',
        NAVER_OPENAPI_BASE: `${sim.url}/naver-openapi`,
        NAVER_API_HUB_BASE: `${sim.url}/naver-api-hub`,
        NAVER_SEARCHAD_BASE: `${sim.url}/searchad`,
      }),
    );
    await expect(real.local.search({ query: 'a' })).rejects.toMatchObject({
      kind: 'auth',
      service: 'naver-local',
    });
    await expect(real.searchAd.keywordTool(['a'])).rejects.toMatchObject({ kind: 'auth' });
  });
});
