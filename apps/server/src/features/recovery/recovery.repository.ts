import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, type MemberRow } from '../../db/schema/index';

/**
 * Active accounts of a verified person: those carrying the person's ci, and accounts made before
 * identity verification existed (no ci) whose name, phone and birth all match.
 */
export async function membersOfPerson(
  db: DbOrTx,
  person: { ci: string | null; name: string; phone: string | null; birth: string | null },
): Promise<MemberRow[]> {
  const byCi = person.ci ? eq(members.ci, person.ci) : undefined;
  const byDetails =
    person.phone && person.birth
      ? and(
          isNull(members.ci),
          eq(members.name, person.name),
          eq(members.phone, person.phone),
          eq(members.birth, person.birth),
        )
      : undefined;
  if (!byCi && !byDetails) return [];
  return db
    .select()
    .from(members)
    .where(and(eq(members.status, 'ACTIVE'), or(byCi, byDetails)))
    .orderBy(members.mbrSn);
}
