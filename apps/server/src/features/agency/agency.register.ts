import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AgencyLookupAnswer,
  type AgencyRegisterAnswer,
  type MemberListAnswer,
  type MemberListQuery,
  type SessionUser,
  ko,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { AgencyContext } from './agency.context';
import { groupCode, inOwnGroup, lookupStatus, type RegistrationCaller } from './agency.domain';
import * as repo from './agency.repository';

const callerOf = (u: SessionUser): RegistrationCaller => ({
  mbrSn: u.mbrSn,
  role: u.mbrAtrbCd,
  groupId: u.psitnGrpcoSn,
});

/** Agencies: who may be registered, registering one, the agency list and its export. */
export function agencyRegistration(ctx: AgencyContext) {
  const { db, now, ports } = ctx;
  return {
    /**
     * selectEmailAjency: can the member with this e-mail be registered by the caller? A manager
     * gets the status of spec 01 §4 and who the member is. An agency member registers nobody
     * (it invites, and the member consents), so it learns nothing about accounts outside its
     * group: INVITATION_REQUIRED for every such address, an unknown one or a manager's alike.
     */
    async lookup(caller: SessionUser, email: string): Promise<AgencyLookupAnswer> {
      const target = await repo.memberByEmail(db, email);
      if (caller.mbrAtrbCd !== 'MNGR_MBR') {
        const own =
          target && target.status !== 'WITHDRAWN' && inOwnGroup(caller.psitnGrpcoSn, target.groupId);
        const userAccess = own
          ? { mbrEmail: target.email, userMbrSn: target.mbrSn, companyName: target.companyName }
          : null;
        return {
          resultStatus: own ? 'GROUP_TO_MY_GROUP' : 'INVITATION_REQUIRED',
          userAccess,
          myAccessData: caller,
          companyName: userAccess?.companyName ?? null,
        };
      }
      const resultStatus = lookupStatus(callerOf(caller), target);
      const userAccess =
        target && resultStatus !== 'USER_NULL'
          ? { mbrEmail: target.email, userMbrSn: target.mbrSn, companyName: target.companyName }
          : null;
      return { resultStatus, userAccess, myAccessData: caller, companyName: userAccess?.companyName ?? null };
    },

    /**
     * addUserAjency (managers): the member becomes an agency (role MNPY_MBR) with a new group.
     * Agency members invite instead (invitations.service.ts): joining a group needs the member's
     * consent. The rules are checked again under the member's row lock; the change and its audit
     * row are one transaction.
     */
    async register(
      caller: SessionUser,
      input: { userMbrSn: number; companyName: string; memo: string },
    ): Promise<AgencyRegisterAnswer> {
      if (caller.mbrAtrbCd !== 'MNGR_MBR') throw new AppError('FORBIDDEN');
      const at = now();
      const memo = input.memo || null;
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, input.userMbrSn);
        const target = await repo.memberById(tx, input.userMbrSn);
        const status = lookupStatus(callerOf(caller), target);
        if (!target || status !== 'GROUP_INSERT_Y') {
          throw new AppError(
            'AGENCY_REGISTER_REFUSED',
            status === 'GROUP_INSERT_Y' ? undefined : ko.agencyUi.status[status],
          );
        }
        const before = { role: target.role, groupId: target.groupId, companyName: target.companyName };

        const group = await repo.insertGroup(tx, {
          code: groupCode(randomBytes(4)),
          companyName: input.companyName,
          memo,
          createdAt: at,
        });
        await repo.placeInGroup(tx, target.mbrSn, group.id, 'MNPY_MBR');
        await repo.insertAgencyMember(tx, {
          mbrSn: target.mbrSn,
          groupId: group.id,
          companyName: input.companyName,
          memo,
          registeredBy: caller.mbrSn,
          registeredAt: at,
        });
        await ports.audit(tx, {
          actorMbrSn: caller.mbrSn,
          action: 'AGENCY_REGISTER',
          targetMbrSn: target.mbrSn,
          before,
          after: {
            role: 'MNPY_MBR',
            groupId: group.id,
            groupCode: group.code,
            companyName: input.companyName,
            memo,
          },
          at,
        });
        return {
          userMbrSn: target.mbrSn,
          mbrEmail: target.email,
          companyName: input.companyName,
          kind: 'AGENCY',
          psitnGrpcoSn: group.id,
          psitnGrpcoCd: group.code,
        };
      });
    },

    /** selectUserAjency: the agency list (managers: every agency registration; agencies: their group). */
    list(caller: SessionUser, query: MemberListQuery): Promise<MemberListAnswer> {
      return ports.listMembers(caller, query);
    },

    /** The agency list's 엑셀 다운로드: every row of the same query and scope. */
    exportList(caller: SessionUser, query: MemberListQuery): Promise<{ name: string; file: Readable }> {
      return ports.exportMembers(caller, query);
    },
  };
}
