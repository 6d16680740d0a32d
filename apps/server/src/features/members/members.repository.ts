import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { coinAccounts, members, type MemberRow } from '../../db/schema/index';

export async function findByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const rows = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function insertMember(db: DbOrTx, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error('member insert returned nothing');
  // Every member has a coin account from the start, so spends never need an upsert.
  await db.insert(coinAccounts).values({ mbrSn: row.mbrSn, balance: 0 });
  return row;
}

export async function countManagers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(eq(members.role, 'MNGR_MBR'));
  return row?.n ?? 0;
}

/**
 * Serialises decisions that depend on how many managers there are (the first manager through
 * the setup link, the last manager's role), across instances: a transaction-scoped advisory lock.
 */
const MANAGER_COUNT_LOCK = 250_001;
export async function lockManagerCount(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MANAGER_COUNT_LOCK})`);
}

export async function countActiveManagers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(sql`${members.role} = 'MNGR_MBR' and ${members.status} = 'ACTIVE'`);
  return row?.n ?? 0;
}

/** The member by e-mail (any letter case), its row locked until the transaction ends. */
export async function lockByEmail(tx: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const rows = await tx
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .for('update');
  return rows[0];
}

export async function setRole(tx: DbOrTx, memberId: number, role: Role, at: Date): Promise<void> {
  await tx.update(members).set({ role, updatedAt: at }).where(eq(members.mbrSn, memberId));
}

export async function setPassword(
  tx: DbOrTx,
  memberId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx.update(members).set({ passwordHash, updatedAt: at }).where(eq(members.mbrSn, memberId));
}

export interface MemberListRow {
  mbrSn: number;
  email: string;
  name: string;
  role: Role;
  status: string;
  balance: number;
}

/** The operator's list: by e-mail part and role, oldest first, at most `limit` rows and the total. */
export async function listMembers(
  db: DbOrTx,
  filter: { email?: string | undefined; role?: Role | undefined },
  limit: number,
): Promise<{ rows: MemberListRow[]; total: number }> {
  const conditions = [];
  if (filter.email) {
    // Matched as plain text: % and _ typed by the operator are not wildcards.
    const part = filter.email
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(sql`lower(${members.email}) like ${`%${part}%`}`);
  }
  if (filter.role) conditions.push(eq(members.role, filter.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      mbrSn: members.mbrSn,
      email: members.email,
      name: members.name,
      role: members.role,
      status: members.status,
      balance: sql<number>`coalesce(${coinAccounts.balance}, 0)`.mapWith(Number),
    })
    .from(members)
    .leftJoin(coinAccounts, eq(coinAccounts.mbrSn, members.mbrSn))
    .where(where)
    .orderBy(asc(members.mbrSn))
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
