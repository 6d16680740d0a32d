import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_APIFY_TOKEN, SIMULATOR_SEARCHAPI_KEY } from '@seller/simulator';
import { loadConfig } from '../config';
import { recordingMeter } from './shopping-common/test-support';
import { SIMULATOR_SHOPPING_CREDENTIALS, createShoppingSource } from './shopping-sources';
import { FAST, type TestSimulator, startTestSimulator } from './test-support';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('the configured shopping source', () => {
  it("uses the simulator's own key and token in simulator mode (the same values as the simulator's)", () => {
    expect(SIMULATOR_SHOPPING_CREDENTIALS).toEqual({
      searchApiKey: SIMULATOR_SEARCHAPI_KEY,
      apifyToken: SIMULATOR_APIFY_TOKEN,
    });
  });

  it('with nothing configured, is SearchApi against the simulator; SHOPPING_SOURCE=apify runs the default actor there', async () => {
    const meter = recordingMeter();
    const searchApi = createShoppingSource(sim.config, { meter, ...FAST });
    expect(searchApi.label).toBe('searchapi:naver_shopping');
    const a = await searchApi.search({ keyword: '텀블러', from: 1, count: 100 });
    const apifyConfig = loadConfig({
      NODE_ENV: 'test',
      SIMULATOR: 'on',
      APIFY_BASE: `${sim.url}/apify`,
      SHOPPING_SOURCE: 'apify',
    });
    const apify = createShoppingSource(apifyConfig, { meter, ...FAST });
    expect(apify.label).toBe('apify:automly/naver-shopping-scraper');
    const b = await apify.search({ keyword: '텀블러', from: 1, count: 100 });
    // Two providers, one simulated market: the same list, slot for slot.
    expect(b.entries.map((e) => [e.slot, e.nvMid, e.isAd])).toEqual(
      a.entries.map((e) => [e.slot, e.nvMid, e.isAd]),
    );
    expect(meter.tickets.map((t) => [t.source, t.outcome?.result])).toEqual([
      ['searchapi', 'ok'],
      ['apify', 'ok'],
    ]);
    // Prices come from the configuration: the development default and the actor's list price.
    expect(meter.tickets.map((t) => t.outcome?.costMicros)).toEqual([4_000, 249_000]);
  });

  it("passes every attempt through its provider's gate, keyed by the provider id (issue 35 §7)", async () => {
    const turns: string[] = [];
    const gates = (providerId: string, scope?: string) => async () => {
      turns.push(scope ? `${providerId}:${scope}` : providerId);
    };
    const meter = recordingMeter();
    await sim.control('/__control/faults', { service: 'searchapi', count: 1, status: 429 });
    const source = createShoppingSource(sim.config, { meter, ...FAST, gates });
    await source.search({ keyword: '텀블러', from: 1, count: 100 });
    // The 429 and its retry: two attempts, two turns at the searchapi gate.
    expect(turns).toEqual(['searchapi', 'searchapi']);
  });
});
