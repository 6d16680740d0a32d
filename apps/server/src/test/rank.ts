/** Test support shared by the rank features (goods-rank, place-rank). */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Ports } from '../app';
import type { ProductLookupPort } from '../features/goods-rank/goods-rank.ports';
import type { PlaceInfo } from '../features/place-rank/place-rank.ports';
import { createPorts } from '../ports';
import { type TestApp, createTestApp } from './app';
import { type RunningSimulator, control, startTestSimulator } from './simulator';
import { freeMeter } from './shop';

/** An app on a test clock with fake ports, whose members may log in as often as the tests do. */
export const createRankTestApp = (now: () => Date, ports: Partial<Ports>): Promise<TestApp> =>
  createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { now, ports });

/** A product look-up that finds every catalogue id (titled by `title`) and no store number. */
export const catalogLookup = (title: (mid: string) => string): ProductLookupPort => ({
  byCatalogId: async (mid) => ({
    midNo: mid,
    mallPid: null,
    title: title(mid),
    image: null,
    storeName: null,
    price: 1000,
    matchingModelMidNo: null,
  }),
  byStoreProductNo: async () => null,
});

/** A stand-in place as the map would describe it (`Place <id>`, a café), with any field changed. */
export const placeInfo = (id: string, fields: Partial<PlaceInfo> = {}): PlaceInfo => ({
  id,
  name: `Place ${id}`,
  category: 'Cafe',
  roadAddress: `Road ${id}`,
  imageUrl: null,
  options: [],
  visitorReviewScore: null,
  visitorReviewCount: 1,
  blogCafeReviewCount: 1,
  saveCount: 1,
  microReview: null,
  isAd: false,
  ...fields,
});

/**
 * An app on the simulator's marketplace through the real adapters, for one test file: the
 * simulator is reset to `day` before each test. No adapter retries: a faulty page fails the
 * check, and the job-level retry is what recovers. `use` receives both once they run.
 */
export function simulatorRankApp(
  day: string,
  use: (sim: RunningSimulator, t: TestApp) => void,
  opts: { now?: () => Date } = {},
): void {
  let sim: RunningSimulator;
  let t: TestApp;
  beforeAll(async () => {
    sim = await startTestSimulator();
    const env = { SIMULATOR: 'on', SIMULATOR_PORT: String(sim.port) };
    const base = await createTestApp(env);
    await base.close();
    t = await createTestApp(env, {
      ports: createPorts(base.config, {
        retry: { retries: 0, baseDelayMs: 1, maxDelayMs: 4 },
        meter: freeMeter,
      }),
      ...(opts.now ? { now: opts.now } : {}),
    });
    use(sim, t);
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });
  beforeEach(async () => {
    await control(sim, 'POST', '/__control/reset');
    await control(sim, 'POST', '/__control/clock', { date: day });
  });
}

/** Every call a simulated service got since the last reset. */
export async function serviceCalls(sim: RunningSimulator, service: string): Promise<number> {
  const calls = await control<Record<string, Record<string, number>>>(sim, 'GET', '/__control/calls');
  return Object.values(calls[service] ?? {}).reduce((a, b) => a + b, 0);
}
