import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import { seedTrackedGoods } from './api';

const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SIMULATOR: 'off', DATA_DIR: 'data/bench-unused' });
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const services = createServices(config, { database });
const app = await buildApp({ config, deps: { database }, services });
const member = await services.members.create({ email: 'p@example.com', password: 'Bench123!', name: 'P' });
const exec = (q: string) => database.sql.executeSql(q);
await seedTrackedGoods(exec, member.mbrSn, 100, 5);
await exec('analyze');
const m = member.mbrSn;
const due = `'${new Date(Date.now() + 3 * 86400000).toISOString()}'::timestamptz`;
const G = `json_build_object('gdpSn', g.gdp_sn, 'midNo', g.mid_no, 'mallPid', g.mall_pid, 'storeName', g.store_name, 'title', g.title, 'image', g.image, 'matchingModelMidNo', g.matching_model_mid_no, 'price', g.price, 'memo', g.memo, 'coinStartAt', g.coin_start_at, 'coinEndAt', g.coin_end_at, 'autoRenew', g.auto_renew, 'sortOrder', g.sort_order, 'lookupStatus', g.lookup_status, 'checkNowDay', g.check_now_day, 'checkNowCount', g.check_now_count, 'checkNowAt', g.check_now_at`;
const K = `json_build_object('gdkdSn', k.gdkd_sn, 'keyword', k.keyword, 'rankCurrent', k.rank_current, 'rankPrevious', k.rank_previous, 'checkStatus', k.check_status, 'checkedAt', k.checked_at, 'failedAt', k.failed_at)`;
const variants: Record<string, string> = {
  versionJoin: `select concat_ws('.', coalesce(max(g.list_seq), 0), count(distinct g.gdp_sn), coalesce(max(k.list_seq), 0), count(k.gdkd_sn), count(distinct g.gdp_sn) filter (where g.auto_renew and g.coin_end_at < ${due})) from tracked_goods g left join tracked_keywords k on k.gdp_sn = g.gdp_sn where g.mbr_sn = ${m}`,
  versionSplit: `select concat_ws('.', (select concat_ws('.', coalesce(max(list_seq), 0), count(*), count(*) filter (where auto_renew and coin_end_at < ${due})) from tracked_goods where mbr_sn = ${m}), (select concat_ws('.', coalesce(max(k.list_seq), 0), count(*)) from tracked_keywords k join tracked_goods g on g.gdp_sn = k.gdp_sn where g.mbr_sn = ${m}))`,
  nested: `select json_agg(${G}, 'keywords', coalesce((select json_agg(${K} order by k.position, k.gdkd_sn) from tracked_keywords k where k.gdp_sn = g.gdp_sn), '[]')) order by g.sort_order, g.gdp_sn) from tracked_goods g where g.mbr_sn = ${m}`,
  twoFlat: `select (select json_agg(${G}) order by g.sort_order, g.gdp_sn) from tracked_goods g where g.mbr_sn = ${m}) goods, (select json_agg(json_build_object('gdpSn', k.gdp_sn, 'gdkdSn', k.gdkd_sn, 'keyword', k.keyword, 'rankCurrent', k.rank_current, 'rankPrevious', k.rank_previous, 'checkStatus', k.check_status, 'checkedAt', k.checked_at, 'failedAt', k.failed_at) order by k.position, k.gdkd_sn) from tracked_keywords k join tracked_goods g on g.gdp_sn = k.gdp_sn where g.mbr_sn = ${m}) keywords`,
  nestedLateral: `select json_agg(${G}, 'keywords', coalesce(kw.list, '[]')) order by g.sort_order, g.gdp_sn) from tracked_goods g left join lateral (select json_agg(${K} order by k.position, k.gdkd_sn) list from tracked_keywords k where k.gdp_sn = g.gdp_sn) kw on true where g.mbr_sn = ${m}`,
  nestedGroup: `select json_agg(${G}, 'keywords', coalesce(kw.list, '[]')) order by g.sort_order, g.gdp_sn) from tracked_goods g left join (select k.gdp_sn, json_agg(${K} order by k.position, k.gdkd_sn) list from tracked_keywords k join tracked_goods g2 on g2.gdp_sn = k.gdp_sn where g2.mbr_sn = ${m} group by k.gdp_sn) kw on kw.gdp_sn = g.gdp_sn where g.mbr_sn = ${m}`,
};
const totals: Record<string, number> = {};
for (let round = 0; round < 6; round++) {
  for (const [name, q] of Object.entries(variants)) {
    for (let i = 0; i < 5; i++) await exec(q);
    const t = performance.now();
    for (let i = 0; i < 40; i++) await exec(q);
    if (round > 0) totals[name] = (totals[name] ?? 0) + (performance.now() - t) / 40;
  }
}
for (const [k, v] of Object.entries(totals)) console.log(k, (v / 5).toFixed(2), 'ms');
await app.close(); await database.close();
