// Bulk add from a spreadsheet (issue 29 §2): 500 product rows uploaded, previewed (each looked up
// at the simulator's product pages through the real HTTP adapter) and confirmed in one
// transaction, on the embedded database, through the app's own routes. Baseline in the same run:
// the same number of other products registered one by one through the single add (`merges`), as
// a member without the file would (each its own look-up, one after the other). Target: upload + preview + confirm of 500 rows < 30 s.
import { buildSimulator } from '@seller/simulator';
import ExcelJS from 'exceljs';
import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { templateOf } from '@seller/server/src/features/bulk-add/bulk-add.template';
import { createTestDatabase } from '@seller/server/src/test/database';
import { marketOf } from '../../apps/simulator/src/market/state';
import { productAt, PRODUCT_POOL } from '../../apps/simulator/src/market/products';
import { type Figure, QUICK, env, round } from './report';

const ROWS = env('BENCH_BULK_ROWS', QUICK ? 100 : 500);
/**
 * Added to every simulator answer: a product page of the real store answers in about 0.1–0.3 s,
 * the in-process simulator in about a millisecond, which would hide what the bounded look-ups cost.
 */
const LATENCY_MS = env('BENCH_BULK_LATENCY_MS', 150);
const TARGET_S = 30;

/** Store product numbers of a simulator keyword (the lookup finds them once the keyword exists). */
function storeNumbers(keyword: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < PRODUCT_POOL && out.length < count; i++) {
    const p = productAt(keyword, i);
    if (p.mallProductId) out.push(p.mallProductId);
  }
  if (out.length < count) throw new Error(`only ${out.length} store products for ${keyword}`);
  return out;
}

async function sheetOf(numbers: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await templateOf('goods')) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  numbers.forEach((no, i) => {
    sheet.getRow(3 + i).values = [no, '', `bench kw ${i % 50}`, `bench extra ${i % 7}`, '', '', '', ''];
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer, cookie: string) {
  const boundary = 'benchbulkboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function bulkAddBench(): Promise<Figure[]> {
  const { app: sim, state } = buildSimulator({ logLevel: 'warn' });
  const market = marketOf(state);
  for (const k of ['camping chair', 'camping table']) market.register(k);
  sim.addHook('onRequest', async () => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
  });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  const simPort = (sim.server.address() as { port: number }).port;
  const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(simPort),
      LOGIN_RATE_LIMIT_MAX: '1000',
      DATA_DIR: 'data/bench-unused',
    });
    const services = createServices(config, { database });
    const app = await buildApp({ config, deps: { database }, services });
    await app.ready();
    const member = async (name: string) => {
      const m = await services.members.create({
        email: `${name}@bench.example.com`,
        password: 'Bench123!',
        name,
        role: 'GNRL_MBR',
      });
      await services.coins.operatorGrant(m.mbrSn, ROWS * 10 + 100);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/member/user/login',
        payload: { mbrEmail: `${name}@bench.example.com`, mbrPw: 'Bench123!' },
      });
      const cookie = (res.headers['set-cookie'] as string[] | string).toString().split(';')[0]!;
      return { mbrSn: m.mbrSn, cookie };
    };

    // The bulk add: upload (every row looked up) and confirm.
    const bulk = await member('bulk');
    const file = await sheetOf(storeNumbers('camping chair', ROWS));
    const t0 = performance.now();
    const up = await app.inject({
      method: 'POST',
      url: '/v1/bulk-add/goods/upload',
      ...multipart(file, bulk.cookie),
    });
    const preview = up.json().data as { importSn: number; valid: number; coins: number };
    if (up.statusCode !== 200 || preview.valid !== ROWS)
      throw new Error(`preview: ${up.statusCode} ${up.body.slice(0, 300)}`);
    const t1 = performance.now();
    const ok = await app.inject({
      method: 'POST',
      url: `/v1/bulk-add/imports/${preview.importSn}/confirm`,
      headers: { cookie: bulk.cookie, 'idempotency-key': `bench-${Date.now()}-confirm` },
    });
    const t2 = performance.now();
    const added = (ok.json().data as { added: unknown[] }).added.length;
    if (ok.statusCode !== 200 || added !== ROWS)
      throw new Error(`confirm: ${ok.statusCode} ${ok.body.slice(0, 300)}`);
    await services.settle(); // the new keywords' first checks, queued after the commit

    // Baseline: the same number of single registrations, one after the other.
    const single = await member('single');
    const numbers = storeNumbers('camping table', ROWS);
    const b0 = performance.now();
    for (const [i, no] of numbers.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/naver/mygoodsRank/merges',
        payload: { type: 'prodNum', currentInput: no },
        headers: { cookie: single.cookie, 'idempotency-key': `bench-single-${i}-${Date.now()}` },
      });
      if (res.statusCode !== 200)
        throw new Error(`single ${no}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    const b1 = performance.now();
    await app.close();

    const previewS = round((t1 - t0) / 1000, 1);
    const confirmS = round((t2 - t1) / 1000, 1);
    const totalS = round((t2 - t0) / 1000, 1);
    const singleS = round((b1 - b0) / 1000, 1);
    console.log(
      `\nBulk add (simulator answers +${LATENCY_MS} ms): ${ROWS} rows, upload + preview ${previewS} s, confirm ${confirmS} s (${preview.coins} coins); ` +
        `${ROWS} single registrations (no keywords) ${singleS} s`,
    );
    return [
      {
        case: 'bulk',
        figure: `${ROWS} product rows: upload + preview + confirm`,
        value: `${totalS} s (preview ${previewS} s, confirm ${confirmS} s)`,
        target: `< ${TARGET_S} s`,
        baseline: `${ROWS} single registrations ${singleS} s`,
        pass: totalS < TARGET_S,
      },
    ];
  } finally {
    await database.close();
    await sim.close();
  }
}
