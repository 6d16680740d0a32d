import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulkImports } from '../../db/schema';

export type ImportRecord = typeof bulkImports.$inferSelect;

export async function insertImport(
  db: DbOrTx,
  values: { mbrSn: number; kind: string; fileSha256: string; rows: unknown; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(bulkImports).values(values).returning({ importSn: bulkImports.importSn });
  return row!.importSn;
}

/** The member's import, locked until the transaction ends (two confirms of it run one after the other). */
export async function lockOwnedImport(
  tx: DbOrTx,
  memberId: number,
  importSn: number,
): Promise<ImportRecord | undefined> {
  const [row] = await tx
    .select()
    .from(bulkImports)
    .where(and(eq(bulkImports.importSn, importSn), eq(bulkImports.mbrSn, memberId)))
    .for('update');
  return row;
}

export async function markConfirmed(tx: DbOrTx, importSn: number, result: unknown, at: Date): Promise<void> {
  await tx
    .update(bulkImports)
    .set({ status: 'confirmed', result, confirmedAt: at })
    .where(eq(bulkImports.importSn, importSn));
}

/** Drops the member's previews never confirmed and older than `before` (each holds up to 500 rows). */
export async function deleteStalePreviews(db: DbOrTx, memberId: number, before: Date): Promise<void> {
  await db
    .delete(bulkImports)
    .where(
      and(
        eq(bulkImports.mbrSn, memberId),
        eq(bulkImports.status, 'previewed'),
        lt(bulkImports.createdAt, before),
      ),
    );
}
