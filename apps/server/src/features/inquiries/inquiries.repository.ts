import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inquiries } from '../../db/schema/index';

export async function insertInquiry(db: DbOrTx, values: typeof inquiries.$inferInsert): Promise<number> {
  const [row] = await db.insert(inquiries).values(values).returning({ inquirySn: inquiries.inquirySn });
  return row!.inquirySn;
}

export async function inquiriesOf(db: DbOrTx, memberId: number, limit = 100) {
  return db
    .select()
    .from(inquiries)
    .where(eq(inquiries.mbrSn, memberId))
    .orderBy(desc(inquiries.inquirySn))
    .limit(limit);
}

export async function inquiryPage(db: DbOrTx, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.select().from(inquiries).orderBy(desc(inquiries.inquirySn)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(inquiries),
  ]);
  return { rows, total: count?.n ?? 0 };
}
