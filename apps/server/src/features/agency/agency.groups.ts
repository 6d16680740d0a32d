import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@seller/shared';
import type { Tx } from '../../db/client';
import { groupCode } from './agency.domain';
import * as repo from './agency.repository';

/**
 * The agency member's group; an agency made without one (member command) gets it now, named
 * after it. Shared by the invitations (the first invite) and the settings (the first save): the
 * members an agency invites and its reports' name and logo belong to that group.
 */
export async function ensureGroup(tx: Tx, caller: SessionUser, at: Date): Promise<number> {
  if (caller.psitnGrpcoSn !== null) return caller.psitnGrpcoSn;
  await repo.lockMember(tx, caller.mbrSn);
  const self = await repo.memberById(tx, caller.mbrSn);
  if (self?.groupId) return self.groupId;
  const group = await repo.insertGroup(tx, {
    code: groupCode(randomBytes(4)),
    companyName: caller.mbrNm,
    memo: null,
    createdAt: at,
  });
  await repo.placeInGroup(tx, caller.mbrSn, group.id);
  await repo.insertAgencyMember(tx, {
    mbrSn: caller.mbrSn,
    groupId: group.id,
    companyName: caller.mbrNm,
    memo: null,
    registeredBy: caller.mbrSn,
    registeredAt: at,
  });
  return group.id;
}
