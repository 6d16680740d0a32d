import { type SQL, sql } from 'drizzle-orm';
import type { MemberFilterModel, MemberGroupRow, MemberListQuery, MemberSortColumn } from '@seller/shared';
import { type DbOrTx, rowsOf } from '../../db/client';
import { memberDirectory as d } from '../../db/schema/index';

/**
 * The member list behind both admin grids, read from `member_directory` (one row per member,
 * kept by triggers), so a filtered, sorted page is one scan of one table with a LIMIT.
 *
 * - `agency` mode lists members with an agency registration; its date is the registration.
 * - `members` mode lists every member; its date is the sign-up.
 * Withdrawn members are never listed.
 */
export type ListMode = 'agency' | 'members';

/** Who is asking: managers see everyone, an agency member its own group only. */
export type AdminScope = { kind: 'all' } | { kind: 'group'; groupId: number | null };

const KOREA_OFFSET = '+09:00';
/** The first instant of a Korea date. */
const dayStart = (day: string) => new Date(`${day}T00:00:00${KOREA_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const dateColumn = (mode: ListMode) => (mode === 'agency' ? d.agencyRegisteredAt : d.joinedAt);

/** Whitelisted sort keys → SQL (never user text). */
function sortExpression(col: MemberSortColumn, mode: ListMode): SQL {
  switch (col) {
    case 'rowNum':
    case 'sartGroupDt':
      return sql`${dateColumn(mode)}`;
    case 'mbrEmail':
      return sql`${d.email}`;
    case 'companyNm':
      return sql`${d.companyName}`;
    case 'productCnt':
      return sql`${d.productCnt}`;
    case 'sellerCoinCnt':
      return sql`${d.balance}`;
    case 'selcoinIngCnt':
      return sql`${d.coinsUsed}`;
    case 'amountSelCoin':
      return sql`${d.paidCoins}`;
    case 'totSvSellCoin':
      return sql`${d.serviceCoins}`;
    case 'totAmountSelCoin':
      return sql`(${d.paidCoins} + ${d.serviceCoins})`;
  }
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function textCondition(column: SQL, f: NonNullable<MemberFilterModel['mbrEmail']>): SQL | null {
  const value = (f.filter ?? '').trim();
  if (!value) return null;
  const e = likeEscape(value);
  switch (f.type) {
    case 'contains':
      return sql`${column} ilike ${`%${e}%`}`;
    case 'startsWith':
      return sql`${column} ilike ${`${e}%`}`;
    case 'equals':
      return sql`lower(${column}) = lower(${value})`;
  }
}

function numberCondition(column: SQL, f: NonNullable<MemberFilterModel['productCnt']>): SQL | null {
  const a = f.filter;
  if (a === null || a === undefined) return null;
  switch (f.type) {
    case 'equals':
      return sql`${column} = ${a}`;
    case 'lessThan':
      return sql`${column} < ${a}`;
    case 'lessThanOrEqual':
      return sql`${column} <= ${a}`;
    case 'greaterThan':
      return sql`${column} > ${a}`;
    case 'greaterThanOrEqual':
      return sql`${column} >= ${a}`;
    case 'inRange': {
      const b = f.filterTo;
      if (b === null || b === undefined) return sql`${column} >= ${a}`;
      return sql`${column} between ${Math.min(a, b)} and ${Math.max(a, b)}`;
    }
  }
}

const dayOf = (s: string | null | undefined): string | null => {
  const day = (s ?? '').slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};

function dateCondition(column: SQL, f: NonNullable<MemberFilterModel['sartGroupDt']>): SQL | null {
  const from = dayOf(f.dateFrom);
  if (!from) return null;
  switch (f.type) {
    case 'equals':
      return sql`${column} >= ${dayStart(from)} and ${column} < ${nextDayStart(from)}`;
    case 'lessThan':
      return sql`${column} < ${dayStart(from)}`;
    case 'greaterThan':
      return sql`${column} >= ${nextDayStart(from)}`;
    case 'inRange': {
      const to = dayOf(f.dateTo) ?? from;
      const [a, b] = from <= to ? [from, to] : [to, from];
      return sql`${column} >= ${dayStart(a)} and ${column} < ${nextDayStart(b)}`;
    }
  }
}

/** The WHERE of a list: scope, mode, the filter panel and the grid's column filters. */
function listConditions(scope: AdminScope, mode: ListMode, q: MemberListQuery): SQL[] {
  const date = sql`${dateColumn(mode)}`;
  const where: SQL[] = [sql`${d.status} <> 'WITHDRAWN'`];
  if (mode === 'agency') where.push(sql`${d.agencyRegisteredAt} is not null`);
  if (scope.kind === 'group') {
    // An agency member without a group has no one to see.
    where.push(scope.groupId === null ? sql`false` : sql`${d.groupId} = ${scope.groupId}`);
  }
  if (q.mbrEmail) where.push(sql`${d.email} ilike ${`%${likeEscape(q.mbrEmail)}%`}`);
  const range = (column: SQL, lo: number | null, hi: number | null) => {
    if (lo !== null && hi !== null)
      where.push(sql`${column} between ${Math.min(lo, hi)} and ${Math.max(lo, hi)}`);
    else if (lo !== null) where.push(sql`${column} >= ${lo}`);
    else if (hi !== null) where.push(sql`${column} <= ${hi}`);
  };
  range(sql`${d.balance}`, q.startCoinCount, q.endCoinCount);
  range(sql`${d.productCnt}`, q.startProductCount, q.endProductCount);
  if (q.selectedPeriod !== 'all') {
    if (q.startDate) where.push(sql`${date} >= ${dayStart(q.startDate)}`);
    if (q.endDate) where.push(sql`${date} < ${nextDayStart(q.endDate)}`);
  }
  const f = q.filterModel;
  const add = (c: SQL | null) => {
    if (c) where.push(c);
  };
  if (f.mbrEmail) add(textCondition(sql`${d.email}`, f.mbrEmail));
  if (f.companyNm) add(textCondition(sql`${d.companyName}`, f.companyNm));
  if (f.sartGroupDt) add(dateCondition(date, f.sartGroupDt));
  const numbers = [
    ['productCnt', f.productCnt],
    ['sellerCoinCnt', f.sellerCoinCnt],
    ['selcoinIngCnt', f.selcoinIngCnt],
    ['amountSelCoin', f.amountSelCoin],
    ['totSvSellCoin', f.totSvSellCoin],
    ['totAmountSelCoin', f.totAmountSelCoin],
  ] as const;
  for (const [col, filter] of numbers) if (filter) add(numberCondition(sortExpression(col, mode), filter));
  return where;
}

/**
 * ORDER BY for the grid's sort model. The tie-breaker (mbr_sn) runs in the direction of the first
 * key and NULLS keeps PostgreSQL's default, so an index on (column, mbr_sn) serves the order in
 * either direction and a page is read straight off the index.
 */
function orderBy(mode: ListMode, q: MemberListQuery): SQL {
  const parts: SQL[] = [];
  let descending = true;
  q.sortModel.forEach((s, i) => {
    // The number column ascending is the list's default order: newest first.
    const desc = s.colId === 'rowNum' ? s.sort === 'asc' : s.sort === 'desc';
    if (i === 0) descending = desc;
    const expr = sortExpression(s.colId, mode);
    // Empty company names sort last either way (no index serves that column).
    const nulls = s.colId === 'companyNm' ? sql` nulls last` : sql``;
    parts.push(desc ? sql`${expr} desc${nulls}` : sql`${expr} asc${nulls}`);
  });
  if (!q.sortModel.length) parts.push(sql`${dateColumn(mode)} desc`);
  parts.push(descending ? sql`${d.mbrSn} desc` : sql`${d.mbrSn} asc`);
  return sql.join(parts, sql`, `);
}

interface DirectoryRow {
  mbr_sn: number;
  email: string;
  company_name: string | null;
  at: Date | string | null;
  product_cnt: number;
  /** bigint columns: numbers on PGlite, strings through node-postgres. */
  balance: number | string;
  coins_used: number | string;
  paid_coins: number | string;
  service_coins: number | string;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** The rows of a filtered, sorted list from `offset`, as the grids show them (rowNum counts from 1). */
async function selectRows(
  db: DbOrTx,
  where: SQL,
  mode: ListMode,
  q: MemberListQuery,
  limit: number,
  offset: number,
): Promise<MemberGroupRow[]> {
  const page = await db.execute(sql`
      select ${d.mbrSn} as mbr_sn, ${d.email} as email, ${d.companyName} as company_name, ${dateColumn(mode)} as at,
             ${d.productCnt} as product_cnt, ${d.balance} as balance, ${d.coinsUsed} as coins_used,
             ${d.paidCoins} as paid_coins, ${d.serviceCoins} as service_coins
        from ${d}
       where ${where}
       order by ${orderBy(mode, q)}
       limit ${limit} offset ${offset}`);
  return rowsOf<DirectoryRow>(page).map((r, i) => {
    const paid = Number(r.paid_coins);
    const service = Number(r.service_coins);
    return {
      rowNum: offset + i + 1,
      userMbrSn: r.mbr_sn,
      mbrEmail: r.email,
      companyNm: r.company_name,
      sartGroupDt: iso(r.at),
      productCnt: r.product_cnt,
      sellerCoinCnt: Number(r.balance),
      selcoinIngCnt: Number(r.coins_used),
      amountSelCoin: paid,
      totSvSellCoin: service,
      totAmountSelCoin: paid + service,
    };
  });
}

/** One page of the list and the number of rows the filter matches. */
export async function listDirectory(
  db: DbOrTx,
  scope: AdminScope,
  mode: ListMode,
  q: MemberListQuery,
): Promise<{ rows: MemberGroupRow[]; total: number }> {
  const where = sql.join(listConditions(scope, mode, q), sql` and `);
  const offset = (q.pageNum - 1) * q.pageSize;
  // The page and the count are independent: on PostgreSQL they run on two pool connections at once.
  const [rows, counted] = await Promise.all([
    selectRows(db, where, mode, q, q.pageSize, offset),
    db.execute(sql`select count(*)::int as n from ${d} where ${where}`),
  ]);
  return { total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0, rows };
}

/**
 * Every row of the filtered, sorted list (the export), in one query so it is one consistent
 * snapshot; null when more than `max` rows match.
 */
export async function listAllDirectory(
  db: DbOrTx,
  scope: AdminScope,
  mode: ListMode,
  q: MemberListQuery,
  max: number,
): Promise<MemberGroupRow[] | null> {
  const where = sql.join(listConditions(scope, mode, q), sql` and `);
  const rows = await selectRows(db, where, mode, q, max + 1, 0);
  return rows.length > max ? null : rows;
}

/** One member's directory row (the simple coin admin's figures). */
export async function directoryRow(db: DbOrTx, memberId: number) {
  const rows = await db
    .select({
      mbrSn: d.mbrSn,
      email: d.email,
      status: d.status,
      balance: d.balance,
      coinsUsed: d.coinsUsed,
      paidCoins: d.paidCoins,
      serviceCoins: d.serviceCoins,
    })
    .from(d)
    .where(sql`${d.mbrSn} = ${memberId}`)
    .limit(1);
  return rows[0];
}
