// `npm run bench`: every figure of issue 12 with its target and a baseline measured in the same
// run, ending with one table. BENCH_ONLY=engine,queue,api,members,web,bulk runs a subset; BENCH_QUICK=1 runs
// every case at a development size (see bench/README.md for every setting).
import os from 'node:os';
import { apiBench } from './api';
import { bulkAddBench } from './bulk-add';
import { memberListBench } from './member-list';
import { placeMapBench } from './place-map';
import { jobQueueBench, rankEngineBench } from './rank-engine';
import type { Figure } from './report';
import { webBench } from './web';

const cases: Record<string, () => Promise<Figure[]>> = {
  engine: rankEngineBench,
  queue: () => jobQueueBench(),
  api: apiBench,
  members: memberListBench,
  web: webBench,
  // Bulk add from a spreadsheet (issue 29 §2).
  bulk: bulkAddBench,
  // 순위 지도 (issue 41): a 7×7 scan against the simulator.
  map: placeMapBench,
};

const only = (process.env.BENCH_ONLY ?? Object.keys(cases).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in cases));
if (unknown.length) {
  console.error(`unknown BENCH_ONLY case: ${unknown.join(', ')} (cases: ${Object.keys(cases).join(', ')})`);
  process.exit(2);
}

const started = new Date();
const load = os.loadavg().map((n) => n.toFixed(2));
const figures: Figure[] = [];
for (const name of only) {
  try {
    figures.push(...(await cases[name]!()));
  } catch (error) {
    console.error(`\n${name} failed:`, error);
    figures.push({
      case: name,
      figure: 'run',
      value: `failed: ${String(error)}`,
      target: '-',
      baseline: '-',
      pass: false,
    });
  }
}

const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
console.log(
  `\nIssue 12 figures, ${started.toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `node ${process.version}, database ${db}; load average at start ${load.join(' ')}, at end ` +
    `${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
console.table(
  figures.map((f) => ({
    case: f.case,
    figure: f.figure,
    value: f.value,
    target: f.target,
    baseline: f.baseline,
    result: f.pass === null ? '-' : f.pass ? 'pass' : 'FAIL',
  })),
);
const failed = figures.filter((f) => f.pass === false).length;
console.log(`targets: ${figures.filter((f) => f.pass === true).length} met, ${failed} missed`);
process.exit(0);
