import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mcpQuotes } from '../../db/schema';

export type QuoteRow = typeof mcpQuotes.$inferSelect;

export async function insertQuote(db: DbOrTx, row: typeof mcpQuotes.$inferInsert): Promise<void> {
  await db.insert(mcpQuotes).values(row);
}

export async function quoteById(db: DbOrTx, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(mcpQuotes).where(eq(mcpQuotes.id, id));
  return row ?? null;
}

/** Marks the write begun (first caller only; a concurrent second one finds it set). */
export async function markStarted(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(mcpQuotes)
    .set({ startedAt: at })
    .where(and(eq(mcpQuotes.id, id), isNull(mcpQuotes.startedAt)));
}

export async function saveAnswer(db: DbOrTx, id: string, answer: unknown): Promise<void> {
  await db.update(mcpQuotes).set({ answer }).where(eq(mcpQuotes.id, id));
}

/** Quotes a day past their expiry: nothing can spend them any more (the answer of a write is kept that long). */
export async function sweepQuotes(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(mcpQuotes)
    .where(lt(mcpQuotes.expiresAt, before))
    .returning({ id: mcpQuotes.id });
  return gone.length;
}
