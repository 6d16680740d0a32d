import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import * as repo from '@seller/server/src/features/goods-rank/goods-rank.repository';
import { seedTrackedGoods } from './api';

const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SIMULATOR: 'off', DATA_DIR: 'data/bench-unused' });
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const services = createServices(config, { database });
const app = await buildApp({ config, deps: { database }, services });
const member = await services.members.create({ email: 'p@example.com', password: 'Bench123!', name: 'P' });
const exec = (q: string) => database.sql.executeSql(q);
await seedTrackedGoods(exec, member.mbrSn, 100, 5);
await exec('analyze');

const time = async (name: string, f: () => Promise<unknown>, n = 100) => {
  for (let i = 0; i < 10; i++) await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name, ((performance.now() - t) / n).toFixed(2), 'ms');
};
await time('goodsOfMember', () => repo.goodsOfMember(database.db, member.mbrSn));
await time('balance', () => (services as any).coins.balance(member.mbrSn));
await time('service.list', () => (services as any).goodsRank.list(member.mbrSn, 'GNRL_MBR'));
await time('service.listTag', () => (services as any).goodsRank.listTag(member.mbrSn, 'GNRL_MBR'));
const ans = await (services as any).goodsRank.list(member.mbrSn, 'GNRL_MBR');
await time('JSON.stringify', async () => JSON.stringify(ans));
await time('raw sql goods', () => database.sql.executeSql(`select * from tracked_goods where mbr_sn=${member.mbrSn} order by sort_order, gdp_sn`));
await time('raw sql json agg', () => database.sql.executeSql(`select json_agg(t) from (select * from tracked_goods where mbr_sn=${member.mbrSn} order by sort_order, gdp_sn) t`));
const m = member.mbrSn;
const due = new Date(Date.now()+3*86400000);
await time('listOfMember', () => repo.listOfMember(database.db, m, due));
await time('listVersion', () => repo.listVersion(database.db, m, due));
await time('version simple', () => database.sql.executeSql(`select (select max(list_seq) from tracked_goods where mbr_sn=${m}), (select count(*) from tracked_goods where mbr_sn=${m})`));
await time('select 1', () => database.sql.executeSql(`select 1`));
await time('kw arrays nested', () => database.sql.executeSql(`select json_agg(json_build_array(g.gdp_sn, (select json_agg(json_build_array(k.gdkd_sn, k.keyword, k.rank_current, k.rank_previous, k.check_status, k.checked_at, k.failed_at) order by k.position, k.gdkd_sn) from tracked_keywords k where k.gdp_sn=g.gdp_sn)) order by g.sort_order) from tracked_goods g where g.mbr_sn=${m}`));
await time('kw objects flat', () => database.sql.executeSql(`select json_agg(json_build_object('gdkdSn', k.gdkd_sn, 'keyword', k.keyword, 'rankCurrent', k.rank_current, 'rankPrevious', k.rank_previous, 'checkStatus', k.check_status, 'checkedAt', k.checked_at, 'failedAt', k.failed_at) order by k.position, k.gdkd_sn) from tracked_keywords k join tracked_goods g on g.gdp_sn=k.gdp_sn where g.mbr_sn=${m}`));
await app.close(); await database.close();
