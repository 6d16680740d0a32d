/**
 * The simulator for the engine throughput case, in its own process so that its CPU (it builds
 * every result page on demand) is not counted as the engine's. It places the plan's products
 * at their planned positions (the simulator's rank overrides, set in bulk: one control call per
 * pair would take minutes), listens, and reports its port to the parent. The engine reads it
 * through the SearchApi route, which serves the market's organic order with ads mixed in, each
 * answer BENCH_SIM_LATENCY_MS late.
 */
import { buildSimulator } from '@seller/simulator';
import { type Ref, marketOf } from '../../apps/simulator/src/market/state';
import { normKeyword } from '../../apps/simulator/src/market/rng';
import { homesOf, makePlan, type PlanSpec } from './rank-plan';

interface Override {
  ref: Ref;
  rank: number;
  date: string | null;
}

const spec = JSON.parse(process.env.BENCH_PLAN ?? '{}') as PlanSpec;
const plan = makePlan(spec);
const { app, state } = buildSimulator({ logLevel: 'warn' });
const market = marketOf(state);
const overrides = new Map<string, Override[]>();
const homes = homesOf(plan);
plan.products.forEach((p, n) => {
  const home = homes[n]!;
  const ref = { keyword: normKeyword(home.keyword), index: home.index };
  for (const pair of p.pairs) {
    const k = normKeyword(plan.keywords[pair.keyword]!);
    let list = overrides.get(k);
    if (!list) overrides.set(k, (list = []));
    // Position 0 takes the product out of the list; the rest are exact positions.
    list.push({ ref, rank: pair.position, date: null });
  }
});
for (const k of plan.keywords) market.register(k);
// The market keeps overrides in a private map; setProductRank would rescan a keyword's list per pair.
(market as unknown as { productRanks: Map<string, Override[]> }).productRanks = overrides;
// Every SearchApi answer waits BENCH_SIM_LATENCY_MS first: the simulator's own delay fault, taken
// by every call (a count no run reaches).
const latencyMs = Number(process.env.BENCH_SIM_LATENCY_MS ?? 0);
if (latencyMs > 0)
  state.faults.add({ service: 'searchapi', count: Number.MAX_SAFE_INTEGER, delayMs: latencyMs });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
process.send?.({ port });
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
process.on('message', (m) => {
  if (m !== 'cpu') return;
  const c = process.cpuUsage();
  process.send?.({ cpuMs: (c.user + c.system) / 1000 });
});
