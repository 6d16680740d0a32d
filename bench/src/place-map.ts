// The rank map (순위 지도, issue 41): one 7×7 scan of one keyword against the simulator, each answer 150 ms late,
// the place at varying depths across the grid (the simulator's distance-decay list; the place's
// position-less rank set deep so the far points read to the depth). The app's own services and
// pg-boss job workers (one job per point) on the bench's database. Figures: wall time from the
// start call to the scan's end (target < 60 s on 2 cores), and the place-list calls the simulator
// received against the grid's lower bound — at each point the pages down to the one holding the
// place, or down to the 300th organic place when it is outside (target: equal).
import { buildSimulator } from '@seller/simulator';
import { MAP_DEPTH, gridPoints } from '@seller/shared/rules/place-rank-map';
import { createServices, type AppDeps } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createLogger } from '@seller/server/src/lib/logger';
import { type JobEngine, startJobs } from '@seller/server/src/jobs/boss';
import { jobDefinitions } from '@seller/server/src/jobs/definitions';
import { createTestDatabase } from '@seller/server/src/test/database';
import { marketOf } from '../../apps/simulator/src/market/state';
import { placeAt } from '../../apps/simulator/src/market/places';
import { type Figure, env, round } from './report';

const LATENCY_MS = env('BENCH_MAP_LATENCY_MS', 150);
const GRID = 7;
const SPACING_M = env('BENCH_MAP_SPACING_M', 3000);
const TARGET_S = 60;
const KEYWORD = 'gangnam cafe';
const PAGE = 100;

/** Pages a reader that knew the list would ask at a point: the place's page, or the 300th organic's. */
function lowerBound(list: { index: number; isAd: boolean }[], index: number): number {
  let organic = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i]!.isAd) continue;
    organic += 1;
    if (list[i]!.index === index || organic === MAP_DEPTH) return Math.floor(i / PAGE) + 1;
  }
  return Math.max(1, Math.ceil(list.length / PAGE));
}

export async function placeMapBench(): Promise<Figure[]> {
  const { app: sim, state } = buildSimulator({ logLevel: 'warn' });
  const market = marketOf(state);
  sim.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/place/')) await new Promise((r) => setTimeout(r, LATENCY_MS));
  });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  const simPort = (sim.server.address() as { port: number }).port;
  const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
  let jobs: JobEngine | null = null;
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(simPort),
      DATA_DIR: 'data/bench-unused',
    });
    const deps: AppDeps & { jobs: JobEngine | null } = { database, jobs: null };
    const services = createServices(config, deps);
    jobs = await startJobs(
      database,
      jobDefinitions(services, database.db, config, () => deps.jobs?.boss ?? null).filter(
        (j) => j.name === 'place-map-point',
      ),
      createLogger(config),
      { timing: { maintenanceIntervalSeconds: 5 } },
    );
    deps.jobs = jobs;

    // The place: position-less rank 240, so it stands near the top at the centre and drops out of
    // the 300 at the far corners.
    const k = market.register(KEYWORD);
    const organic = market.placeList(k).filter((e) => !e.isAd);
    const home = organic[239]!;
    const place = placeAt(home.keyword, home.index);
    const m = await services.members.create({
      email: 'mapper@bench.example.com',
      password: 'Bench123!',
      name: 'mapper',
      role: 'GNRL_MBR',
    });
    await services.coins.operatorGrant(m.mbrSn, 100);
    const reg = await services.placeRank.register(m.mbrSn, { placeId: place.id, placeKeyword: KEYWORD });
    const plkwrdSn = (reg as { plkwrdSn: number }).plkwrdSn;
    state.calls.reset();

    const t0 = performance.now();
    const started = await services.placeRankMap.start(m.mbrSn, `bench-map-${Date.now()}`, {
      plkwrdSn,
      grid: GRID,
      spacingM: SPACING_M,
    });
    let scan = started;
    while (scan.status !== 'done') {
      await new Promise((r) => setTimeout(r, 100));
      scan = await services.placeRankMap.get(m.mbrSn, started.scanId);
    }
    const wallS = round((performance.now() - t0) / 1000, 1);

    const calls = state.calls.snapshot()['naver-place'] ?? {};
    const providerCalls = Object.values(calls).reduce((a, b) => a + b, 0) - 1; // less the place's own look-up
    const bound = gridPoints({ x: place.x, y: place.y }, GRID, SPACING_M)
      .map((p) => lowerBound(market.placeList(k, undefined, { x: p.x, y: p.y }), home.index))
      .reduce((a, b) => a + b, 0);
    const ranks = scan.points.map((p) => p.rank);
    const found = ranks.filter((r) => r !== null) as number[];
    console.log(
      `\nRank map (simulator answers +${LATENCY_MS} ms): ${GRID}×${GRID} at ${SPACING_M} m, ${wallS} s; ` +
        `ranks ${Math.min(...found)}–${Math.max(...found)}, outside at ${ranks.length - found.length}, failed ${scan.pointsFailed}; ` +
        `provider calls ${providerCalls}, lower bound ${bound}`,
    );
    return [
      {
        case: 'map',
        figure: `${GRID}×${GRID} scan, wall time`,
        value: `${wallS} s`,
        target: `< ${TARGET_S} s`,
        baseline: `${GRID * GRID} points, ${bound} pages at ${LATENCY_MS} ms`,
        pass: wallS < TARGET_S && scan.pointsFailed === 0,
      },
      {
        case: 'map',
        figure: 'place-list calls ÷ lower bound',
        value: `${providerCalls} ÷ ${bound} = ${round(providerCalls / bound, 2)}`,
        target: '1.00',
        baseline: '-',
        pass: providerCalls === bound,
      },
    ];
  } finally {
    await jobs?.stop(2000);
    await database.close();
    await sim.close();
  }
}
