import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { setupTokens } from '../../db/schema/index';

export async function insertSetupToken(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db.insert(setupTokens).values({ tokenHash, createdAt: at });
}

export async function isUnusedToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: setupTokens.id })
    .from(setupTokens)
    .where(and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the token used if it is still unused: a conditional update, so of two requests (on any
 * instances) with the same token one wins and the other updates nothing. False when not won.
 */
export async function consumeSetupToken(
  tx: DbOrTx,
  tokenHash: string,
  at: Date,
  memberId: number,
): Promise<boolean> {
  const rows = await tx
    .update(setupTokens)
    .set({ usedAt: at, usedBy: memberId })
    .where(and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt)))
    .returning({ id: setupTokens.id });
  return rows.length > 0;
}
