import { eq, sql } from 'drizzle-orm';
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
