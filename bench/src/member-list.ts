// Member management at scale: 100,000 members seeded in a throw-away database, then the
// filtered, sorted page query of the admin grids timed (p50/p95 of N runs) beside `select 1`
// on the same pool in the same run, and the HTTP call under load with autocannon.
import { sql } from 'drizzle-orm';
import { type MemberListBody, type SessionUser, koreaDay, memberListBody } from '@seller/shared';
import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import { CONNECTIONS, SECONDS, bareServer, fmt, load, sample } from './api';
import { type Figure, QUICK, env, int, percentile } from './report';

const MEMBERS = env('BENCH_MEMBERS', QUICK ? 20_000 : 100_000);
const RUNS = env('BENCH_RUNS', 200);

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn(); // warm-up: plans cached, pages in memory
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    max: round(ms[ms.length - 1] ?? 0),
  };
}

/** Members, balances, ledger rows, tracked products and agency groups, in a few set-based statements. */
async function seed(exec: (q: string) => Promise<unknown>, n: number) {
  // Sign-ups spread over two years; balances = purchases + service grants − spends.
  await exec(`insert into members (email, name, created_at)
    select 'member' || g || '@bench.example.com', 'Bench', now() - ((g % 730) * interval '1 day') - ((g % 1440) * interval '1 minute')
      from generate_series(1, ${n}) g`);
  // The balance's parts must add up (coin_accounts_sum_ck, coin_ledger_parts_ck). Spends take
  // service coins first: a member with the 50-coin grant pays its ≤ 30 coins of spends from it.
  await exec(`insert into coin_accounts (mbr_sn, balance, service, purchased)
    select mbr_sn, 100 + (mbr_sn * 37) % 5000 + case when mbr_sn % 3 = 0 then 50 else 0 end - 10 * (mbr_sn % 4),
      case when mbr_sn % 3 = 0 then 50 - 10 * (mbr_sn % 4) else 0 end,
      100 + (mbr_sn * 37) % 5000 - case when mbr_sn % 3 = 0 then 0 else 10 * (mbr_sn % 4) end
      from members`);
  await exec(`insert into coin_ledger (mbr_sn, kind, delta, purchased_delta, balance_after)
    select mbr_sn, 'PURCHASE', 100 + (mbr_sn * 37) % 5000, 100 + (mbr_sn * 37) % 5000, 100 + (mbr_sn * 37) % 5000 from members`);
  await exec(`insert into coin_ledger (mbr_sn, kind, delta, service_delta, balance_after)
    select mbr_sn, 'SERVICE_GRANT', 50, 50, 150 + (mbr_sn * 37) % 5000 from members where mbr_sn % 3 = 0`);
  await exec(`insert into tracked_goods (mbr_sn, registered_by, coin_start_at, coin_end_at)
    select m.mbr_sn, 'prodNum', now(), now() + interval '30 days' from members m, generate_series(1, m.mbr_sn % 4)`);
  await exec(`insert into coin_ledger (mbr_sn, kind, delta, service_delta, purchased_delta, balance_after)
    select m.mbr_sn, 'SPEND_REGISTER', -10, case when m.mbr_sn % 3 = 0 then -10 else 0 end,
      case when m.mbr_sn % 3 = 0 then 0 else -10 end, 0
      from members m, generate_series(1, m.mbr_sn % 4)`);
  // 200 agencies with 10 members each.
  await exec(
    `insert into agency_groups (code, company_name) select 'BG' || g, 'Agency ' || g from generate_series(1, 200) g`,
  );
  await exec(`update members set group_id = (mbr_sn % 200) + 1, role = case when mbr_sn <= 200 then 'MNPY_MBR' else role end
    where mbr_sn <= 2000`);
  await exec(`insert into agency_members (mbr_sn, group_id, company_name, registered_at)
    select mbr_sn, group_id, 'Company ' || mbr_sn, now() - ((mbr_sn % 60) * interval '1 day') from members where group_id is not null`);
  // What autovacuum does to a table after a burst of writes.
  await exec('vacuum analyze');
}

export async function memberListBench(): Promise<Figure[]> {
  const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
  const figures: Figure[] = [];
  try {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SIMULATOR: 'off',
      DATA_DIR: 'data/bench-unused',
    });
    const t0 = performance.now();
    await seed((q) => database.sql.executeSql(q), MEMBERS);
    const seededIn = Math.round(performance.now() - t0);
    const services = createServices(config, { database });
    const manager = await services.members.create({
      email: 'boss@bench.example.com',
      password: 'Bench123!',
      name: 'Boss',
      role: 'MNGR_MBR',
    });
    const caller: SessionUser = {
      mbrSn: manager.mbrSn,
      mbrEmail: manager.email,
      mbrNm: manager.name,
      mbrAtrbCd: 'MNGR_MBR',
      psitnGrpcoSn: null,
      psitnGrpcoCd: null,
      mbrTpCd: 'EMAIL',
    };
    const agencyCaller: SessionUser = {
      ...caller,
      mbrAtrbCd: 'MNPY_MBR',
      psitnGrpcoSn: 7,
      psitnGrpcoCd: 'BG7',
    };
    const today = koreaDay(new Date());
    const q = (body: MemberListBody) => memberListBody.parse(body);
    const cases: Array<{ name: string; run: () => Promise<unknown>; rows?: () => Promise<number> }> = [];
    const list = (who: SessionUser, mode: 'members' | 'agency', body: MemberListBody) => {
      const query = q(body);
      return async () => (await services.memberAdmin.list(who, mode, query)).total;
    };
    const shapes: Array<[string, SessionUser, 'members' | 'agency', MemberListBody]> = [
      [
        'on load: today–today, newest first',
        caller,
        'members',
        { startDate: today, endDate: today, selectedPeriod: 'day' },
      ],
      [
        'email contains + coins 100–4000 + products 1–3, by products desc, page 3',
        caller,
        'members',
        {
          mbrEmail: 'member1',
          startCoinCount: '100',
          endCoinCount: '4000',
          startProductCount: '1',
          endProductCount: '3',
          selectedPeriod: 'all',
          sortModel: [{ colId: 'productCnt', sort: 'desc' }],
          pageNum: 3,
          pageSize: 100,
        },
      ],
      [
        'all members, coins ≥ 100, by total coins desc',
        caller,
        'members',
        {
          startCoinCount: '100',
          selectedPeriod: 'all',
          sortModel: [{ colId: 'totAmountSelCoin', sort: 'desc' }],
        },
      ],
      [
        'one month, by email asc, page 10',
        caller,
        'members',
        {
          ...{ startDate: koreaDay(new Date(Date.now() - 30 * 86_400_000)), endDate: today },
          sortModel: [{ colId: 'mbrEmail', sort: 'asc' }],
          pageNum: 10,
          pageSize: 20,
        },
      ],
      [
        'agency list (manager), coins by column filter',
        caller,
        'agency',
        {
          selectedPeriod: 'all',
          filterModel: { sellerCoinCnt: { filterType: 'number', type: 'greaterThan', filter: 1000 } },
        },
      ],
      ['agency list (agency member, own group)', agencyCaller, 'agency', { selectedPeriod: 'all' }],
    ];
    for (const [name, who, mode, body] of shapes) {
      const run = list(who, mode, body);
      cases.push({ name, run, rows: run });
    }

    const baseline = await time(RUNS, () => database.db.execute(sql`select 1`));
    const table: Array<Record<string, string | number>> = [
      {
        case: `baseline: select 1 (${database.kind})`,
        rows: '-',
        p50: baseline.p50,
        p95: baseline.p95,
        max: baseline.max,
        target: '-',
      },
    ];
    for (const c of cases) {
      const r = await time(RUNS, c.run);
      const rows = c.rows ? await c.rows() : 0;
      figures.push({
        case: 'member management',
        figure: `page query p95, ${c.name} (${int(rows)} of ${int(MEMBERS)} members match)`,
        value: `${r.p95} ms (p50 ${r.p50} ms)`,
        target: 'p95 < 100 ms',
        baseline: `select 1: p95 ${baseline.p95} ms`,
        pass: r.p95 < 100,
      });
      table.push({
        case: c.name,
        rows,
        p50: r.p50,
        p95: r.p95,
        max: r.max,
        target: 'p95 < 100 ms',
      });
    }
    console.log(
      `\nMember list, ${MEMBERS.toLocaleString('en')} members (seeded in ${seededIn} ms), ${RUNS} runs per case, ms, ${database.kind}`,
    );
    console.table(table);

    // The same page over HTTP (session, access check, validation, JSON) under load.
    const app = await buildApp({ config, deps: { database }, services });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/v1/member/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mbrEmail: 'boss@bench.example.com', mbrPw: 'Bench123!' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const req = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(shapes[1]![3]),
    };
    const url = `${base}/v1/confCmmn/emailUserSelectV1`;
    const answer = await sample({ url, ...req });
    const l = await load({ url, ...req });
    const bare = await bareServer();
    const b = await bare.measure(answer, req);
    await bare.close();
    console.log(
      `\nPOST /v1/confCmmn/emailUserSelectV1 (filtered, sorted page of 100), ${CONNECTIONS} connections, ${SECONDS} s: ` +
        `${fmt(l)}; baseline ${fmt(b)}`,
    );
    figures.push({
      case: 'member management',
      figure: `POST /v1/confCmmn/emailUserSelectV1 under load (e-mail contains shape, page of 100), ${int(answer.bytes.length)} B`,
      value: `${fmt(l)} (${Math.round((l.rps / b.rps) * 100)}% of baseline)${l.bad ? `, ${l.bad} failed` : ''}`,
      target: '-',
      baseline: fmt(b),
      pass: null,
    });
    await app.close();
  } finally {
    await database.close();
  }
  return figures;
}
