/**
 * Test support: a cheap fingerprint of every application table (row count plus the md5 of the
 * ordered row text), so a test can assert that a refused call changed nothing, and a fingerprint
 * of the rows one member owns, so it can assert that a call changed nothing of another member's.
 */
import type { Database } from '../db/client';

/**
 * What a refused call may still change, and why. A table listed without columns is left out
 * whole; with columns, only those columns are left out of its rows.
 */
const FINGERPRINT_EXCLUSIONS: Readonly<Record<string, { columns?: readonly string[]; reason: string }>> = {
  payment_orders: {
    columns: ['pg_status', 'updated_at'],
    reason:
      'a completion refused because PortOne shows the payment unpaid still records what PortOne answered and when (notePgStatus)',
  },
  rank_alert_keys: {
    reason:
      'the one signing key of unsubscribe links is created on first use, which may be a refused unsubscribe',
  },
  rate_limit_hits: {
    reason:
      'the request rate limits count every attempt, refused ones included (on PostgreSQL, RATE_LIMIT_STORE=database)',
  },
};

/** table → "count:md5" */
export type Fingerprint = Record<string, string>;

interface Plan {
  all: string;
  owned: string;
}

const plans = new WeakMap<Database, Promise<Plan>>();

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function buildPlan(database: Database): Promise<Plan> {
  const columns = (
    await database.sql.executeSql(
      `select c.table_name as "table", c.column_name as "column"
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
      [],
    )
  ).rows as { table: string; column: string }[];
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);

  // Single-column foreign keys: a row belongs to a member when it names the member or a row
  // that belongs to the member (tracked keywords of a tracked product, and so on).
  const keys = (
    await database.sql.executeSql(
      `select cl.relname as "child", a.attname as "col", pl.relname as "parent", af.attname as "pcol"
         from pg_constraint c
         join pg_class cl on cl.oid = c.conrelid
         join pg_class pl on pl.oid = c.confrelid
         join pg_namespace n on n.oid = c.connamespace
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
        where c.contype = 'f' and n.nspname = 'public' and array_length(c.conkey, 1) = 1`,
      [],
    )
  ).rows as { child: string; col: string; parent: string; pcol: string }[];

  const ownedBy = (table: string, depth: number, seen: Set<string>): string | null => {
    if (table === 'members') return `mbr_sn = $1`;
    if (depth > 4 || seen.has(table)) return null;
    const next = new Set(seen).add(table);
    const terms = keys
      .filter((k) => k.child === table)
      .map((k) => {
        if (k.parent === 'members') return `${ident(k.col)} = $1`;
        const inner = ownedBy(k.parent, depth + 1, next);
        return inner
          ? `${ident(k.col)} in (select ${ident(k.pcol)} from ${ident(k.parent)} where ${inner})`
          : null;
      })
      .filter((x): x is string => x !== null);
    return terms.length ? `(${terms.join(' or ')})` : null;
  };

  const rowText = (table: string): string | null => {
    const rule = FINGERPRINT_EXCLUSIONS[table];
    if (rule && !rule.columns) return null;
    const cols = (byTable.get(table) ?? []).filter((c) => !rule?.columns?.includes(c));
    return `row(${cols.map((c) => `x.${ident(c)}`).join(', ')})::text`;
  };
  const select = (table: string, where: string | null) => {
    const text = rowText(table);
    if (!text) return null;
    return (
      `select ${`'${table}'`} as t, count(*)::int as n, ` +
      `md5(coalesce(string_agg(${text}, E'\\n' order by ${text}), '')) as h ` +
      `from ${ident(table)} x${where ? ` where ${where}` : ''}`
    );
  };

  const tables = [...byTable.keys()].sort();
  const all = tables.map((table) => select(table, null)).filter((s): s is string => s !== null);
  const owned = tables
    .map((table) => {
      const where = ownedBy(table, 0, new Set());
      return where ? select(table, where) : null;
    })
    .filter((s): s is string => s !== null);
  return { all: all.join('\nunion all\n'), owned: owned.join('\nunion all\n') };
}

function planFor(database: Database): Promise<Plan> {
  let plan = plans.get(database);
  if (!plan) {
    plan = buildPlan(database);
    plans.set(database, plan);
  }
  return plan;
}

function collect(rows: unknown[]): Fingerprint {
  const out: Fingerprint = {};
  for (const row of rows as { t: string; n: number; h: string }[]) out[row.t] = `${row.n}:${row.h}`;
  return out;
}

/** Every application table (schema public), less FINGERPRINT_EXCLUSIONS. */
export async function fingerprint(database: Database): Promise<Fingerprint> {
  const { all } = await planFor(database);
  // A parameter keeps PGlite on its single-statement path (a parameterless text goes to exec).
  return collect((await database.sql.executeSql(`select * from (${all}) f where $1::int = 1`, [1])).rows);
}

/** The rows that belong to one member: its members row and everything linked to it by foreign keys. */
export async function memberFingerprint(database: Database, mbrSn: number): Promise<Fingerprint> {
  const { owned } = await planFor(database);
  return collect((await database.sql.executeSql(owned, [mbrSn])).rows);
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
