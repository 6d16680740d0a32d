import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_SEARCHAD } from '@seller/simulator';
import { ConfigError, loadConfig } from '../config';
import { SIMULATOR_CREDENTIALS, createNaverAdapters } from './index';
import { FAST, type TestSimulator, startTestSimulator } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('Naver adapters from config', () => {
  it('reads comma-separated client ids and secrets as a key pool, refusing unpaired lists', () => {
    const config = loadConfig({ NAVER_CLIENT_ID: 'id1, id2,', NAVER_CLIENT_SECRET: 's1,s2' });
    expect(config.providers.naverClients).toEqual([
      { clientId: 'id1', clientSecret: 's1' },
      { clientId: 'id2', clientSecret: 's2' },
    ]);
    expect(createNaverAdapters(config).naverKeys.size).toBe(2);
    expect(loadConfig({}).providers.naverClients).toEqual([]);
    expect(() => loadConfig({ NAVER_CLIENT_ID: 'a,b', NAVER_CLIENT_SECRET: 's' })).toThrow(ConfigError);
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
