import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencyGroups, agencyLogos, members } from '../../db/schema/index';

/** The member's group id as the database has it now (a session's copy may predate its group). */
export async function groupOf(db: DbOrTx, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ groupId: members.groupId })
    .from(members)
    .where(eq(members.mbrSn, memberId));
  return row?.groupId ?? null;
}

export async function companyName(db: DbOrTx, groupId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: agencyGroups.companyName })
    .from(agencyGroups)
    .where(eq(agencyGroups.id, groupId));
  return row?.name ?? null;
}

export async function setCompanyName(db: DbOrTx, groupId: number, name: string): Promise<void> {
  await db.update(agencyGroups).set({ companyName: name }).where(eq(agencyGroups.id, groupId));
}

/** The group's logo without its bytes (the settings screen's answer). */
export async function logoOf(db: DbOrTx, groupId: number) {
  const [row] = await db
    .select({
      fileName: agencyLogos.fileName,
      contentType: agencyLogos.contentType,
      size: agencyLogos.size,
      width: agencyLogos.width,
      height: agencyLogos.height,
      updatedAt: agencyLogos.updatedAt,
    })
    .from(agencyLogos)
    .where(eq(agencyLogos.groupId, groupId));
  return row ?? null;
}

/** One logo per group: a new upload replaces the row (and so its file name) in one statement. */
export async function putLogo(db: DbOrTx, values: typeof agencyLogos.$inferInsert): Promise<void> {
  const { groupId: _group, ...rest } = values;
  await db.insert(agencyLogos).values(values).onConflictDoUpdate({ target: agencyLogos.groupId, set: rest });
}

export async function deleteLogo(db: DbOrTx, groupId: number): Promise<boolean> {
  const rows = await db
    .delete(agencyLogos)
    .where(eq(agencyLogos.groupId, groupId))
    .returning({ groupId: agencyLogos.groupId });
  return rows.length > 0;
}

/** The served file by its public name: only what the answer needs, nothing of the group. */
export async function logoFile(db: DbOrTx, fileName: string) {
  const [row] = await db
    .select({
      contentType: agencyLogos.contentType,
      content: agencyLogos.content,
      sha256: agencyLogos.sha256,
    })
    .from(agencyLogos)
    .where(eq(agencyLogos.fileName, fileName));
  return row ?? null;
}
