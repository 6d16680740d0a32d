/**
 * Creates the e2e accounts with the operator's member command (`member create`, `member coins`),
 * all in one process: sixteen separate runs each started Node and opened the embedded database,
 * about 100 s of the suite. Run by global-setup.ts with the app's environment, before the app
 * starts (the embedded database is one process's files). With E2E_SEED_ACCOUNTS (names of
 * ACCOUNTS, comma-separated; support/start-app.ts) only those accounts, for an app of one spec.
 */
import { runMemberCommand } from '../../apps/server/src/cli/member';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { ACCOUNTS, BULK_MEMBERS, LEGACY_RANKS, legacyProduct } from './accounts';
import { seedProviderUsage } from './provider-usage-seed';

const only = process.env.E2E_SEED_ACCOUNTS?.split(',').filter(Boolean);
const unknown = only?.filter((name) => !(name in ACCOUNTS)) ?? [];
if (unknown.length > 0) throw new Error(`E2E_SEED_ACCOUNTS names no account: ${unknown.join(', ')}`);
const config = loadConfig(process.env);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
const io = { out: () => undefined, err: (s: string) => console.error(s) };
let failed = false;
try {
  const accounts = only
    ? only.map((name) => ACCOUNTS[name as keyof typeof ACCOUNTS])
    : Object.values(ACCOUNTS);
  for (const a of accounts) {
    const create = ['create', '--email', a.email, '--password', a.password, '--name', a.name];
    if (a.role !== 'GNRL_MBR') create.push('--role', a.role);
    const coins = ['coins', '--email', a.email, '--add', String(a.coins)];
    for (const argv of [create, coins]) {
      if ((await runMemberCommand(argv, io, { database })) !== 0) failed = true;
    }
  }
  if (!only) {
    await seedBulk();
    await seedLapsed();
    await seedLegacyRanks();
    await seedProviderUsage(database.db, config.usdKrwRate, config.publicUrl);
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);

/**
 * BULK_MEMBERS in a few set-based statements (the member command hashes a password per account:
 * minutes for hundreds). Signed up a second apart just now, so the member screen's first view
 * (today) lists them; the balance is purchased coins with its ledger row, as a purchase leaves it.
 */
async function seedBulk(): Promise<void> {
  const { count, prefix, domain } = BULK_MEMBERS;
  const run = (q: string) => database.sql.executeSql(q);
  await run(`insert into members (email, name, created_at)
    select '${prefix}' || lpad(g::text, 3, '0') || '@${domain}', 'Bulk', now() - (g * interval '1 second')
      from generate_series(1, ${count}) g`);
  const bought = `select mbr_sn, (substring(email from ${prefix.length + 1} for 3)::int * 37) % 1000 as coins
                    from members where email like '${prefix}%@${domain}'`;
  await run(`insert into coin_accounts (mbr_sn, balance, purchased) select mbr_sn, coins, coins from (${bought}) b
    on conflict (mbr_sn) do update set balance = excluded.balance, purchased = excluded.purchased`);
  await run(`insert into coin_ledger (mbr_sn, kind, delta, balance_after, purchased_delta)
    select mbr_sn, 'PURCHASE', coins, coins, coins from (${bought}) b where coins > 0`);
}

/**
 * The lapsed account's product (issue 23 point 6): registered 30 days ago with auto-renew on,
 * expired two hours ago, its 20 coins spent on the registration and one auto-renewal (the ledger
 * rows as the app writes them), so nothing is left for the next auto-renewal. It is deleted three
 * days after its end; the e2e spec looks at the date on the row.
 */
async function seedLapsed(): Promise<void> {
  const { email } = ACCOUNTS.lapsed;
  const run = (q: string) => database.sql.executeSql(q);
  const member = `(select mbr_sn from members where email = '${email}')`;
  await run(`insert into tracked_goods (mbr_sn, mid_no, registered_by, title, store_name, price, lookup_status,
      coin_start_at, coin_end_at, auto_renew)
    values (${member}, '88120001', 'midNum', '접이식 캠핑 의자 초경량', '캠핑마켓', 39000, 'resolved',
      now() - interval '60 days', now() - interval '2 hours', true)`);
  const gdp = `(select gdp_sn from tracked_goods where mbr_sn = ${member} and mid_no = '88120001')`;
  await run(`insert into coin_ledger (mbr_sn, kind, delta, balance_after, service_delta, ref_type, ref_id, purpose,
      item_title, item_no, created_at)
    values (${member}, 'SPEND_REGISTER', -10, 10, -10, 'goods', ${gdp}::text, 'register', '접이식 캠핑 의자 초경량',
      '88120001', now() - interval '60 days'),
    (${member}, 'SPEND_RENEW', -10, 0, -10, 'goods-auto', ${gdp}::text || ':x', 'autoRenew', '접이식 캠핑 의자 초경량',
      '88120001', now() - interval '30 days')`);
  await run(`update coin_accounts set balance = 0, service = 0 where mbr_sn = ${member}`);
}

/**
 * The legacy account's product (issue 36 §2): tracked for a while with its ranks read by the ended
 * shopping Open API on the price-comparison list (as the rank_provenance migration leaves them),
 * the last one early today. The next check reads the simulator's SearchApi (N+스토어): the list and
 * the chart show "수집 방식 변경", no move. Its product is one of the simulator's for the keyword.
 * Recorded through today and back past every day another spec's manager run checks (today, 1, 2
 * and 5 days ago), so whichever runs first only re-checks today (the previous rank stays the Open
 * API's) or fills in nothing.
 */
async function seedLegacyRanks(): Promise<void> {
  const { email } = ACCOUNTS.legacy;
  const { keyword, outsideKeyword, ranks } = LEGACY_RANKS;
  const product = legacyProduct();
  const run = (q: string) => database.sql.executeSql(q);
  const member = `(select mbr_sn from members where email = '${email}')`;
  await run(`insert into tracked_goods (mbr_sn, mid_no, registered_by, title, store_name, price, lookup_status,
      coin_start_at, coin_end_at)
    values (${member}, '${product.productId}', 'midNum', '${product.title.replaceAll("'", "''")}', null,
      ${product.lprice}, 'resolved', now() - interval '10 days', now() + interval '20 days')`);
  const gdp = `(select gdp_sn from tracked_goods where mbr_sn = ${member})`;
  const legacy = `'naver-openapi', 'price-comparison', 'pc'`;
  const days = ranks.length;
  for (const [i, word] of [keyword, outsideKeyword].entries()) {
    const last = i === 0 ? ranks.at(-1)! : 0;
    const before = i === 0 ? ranks.at(-2)! : 0;
    await run(`insert into tracked_keywords (gdp_sn, keyword, keyword_norm, representative, rank_current,
        rank_previous, rank_day, check_status, checked_at, rank_source, rank_surface, rank_device,
        rank_previous_source, rank_previous_surface)
      values (${gdp}, '${word}', '${word}', ${i === 0}, ${last}, ${before},
        (now() at time zone 'Asia/Seoul')::date, 'ok', now() - interval '1 minute', ${legacy},
        'naver-openapi', 'price-comparison')`);
    const kw = `(select gdkd_sn from tracked_keywords where gdp_sn = ${gdp} and keyword_norm = '${word}')`;
    await run(`insert into rank_history (gdkd_sn, day, rank, source, surface, device, checked_at)
      select ${kw}, (now() at time zone 'Asia/Seoul')::date - (${days} - g), ${i === 0 ? `(array[${ranks.join(',')}])[g]` : '0'},
             ${legacy}, now() - (${days} - g) * interval '1 day' - interval '1 minute'
        from generate_series(1, ${days}) g`);
  }
}
