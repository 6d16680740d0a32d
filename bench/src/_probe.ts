import { buildApp, createServices } from '@seller/server/src/app';
import { loadConfig } from '@seller/server/src/config';
import { createTestDatabase } from '@seller/server/src/test/database';
import { seedTrackedGoods } from './api';

const config = loadConfig({ ...(process.env.PROD ? { NODE_ENV: 'production' } : {}), LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SIMULATOR: 'off', DATA_DIR: 'data/bench-unused' });
const database = await createTestDatabase(process.env.BENCH_DATABASE_URL);
const services = createServices(config, { database });
const app = await buildApp({ config, deps: { database }, services });
const exec = (q: string) => database.sql.executeSql(q);
const member = await services.members.create({ email: 'bench@example.com', password: 'Bench123!', name: 'Bench' });
await seedTrackedGoods(exec, member.mbrSn, 100, 5);
await exec(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
const login = await app.inject({ method: 'POST', url: '/v1/member/user/login', payload: { mbrEmail: 'bench@example.com', mbrPw: 'Bench123!' } });
const cookie = String(login.headers['set-cookie']).split(';')[0]!;
const ask = (enc?: string) => app.inject({ method: 'POST', url: '/api/naver/mygoodsRank/select', payload: {}, headers: { cookie, ...(enc ? { 'accept-encoding': enc } : {}) } });
const r = await ask();
const body = r.json();
const d = body.data ?? body;
const size = (x: unknown) => JSON.stringify(x).length;
console.log('total', r.body.length, 'keys', Object.keys(d));
for (const k of Object.keys(d)) console.log(k, size(d[k]));
console.log('one goods row', JSON.stringify(d.myGoodsRank?.[0]));
console.log('one keyword', JSON.stringify(d.keywordRankInfos?.[0]?.keywordsInfo?.[0]));
for (const enc of [undefined, 'gzip, deflate, br']) {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) { const t = performance.now(); const x = await ask(enc); times.push(performance.now() - t); if (i === 0) console.log('enc', enc, 'bytes', x.rawPayload.length, x.headers['content-encoding']); }
  times.sort((a, b) => a - b);
  console.log(enc ?? 'plain', 'p50', times[30]!.toFixed(1), 'p90', times[54]!.toFixed(1));
}
// time the service alone
const ts: number[] = [];
for (let i = 0; i < 60; i++) { const t = performance.now(); await services.goodsRank.list(member.mbrSn, 'SELLER'); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b);
console.log('service list p50', ts[30]!.toFixed(1));
await app.close();
await database.close?.();
process.exit(0);
