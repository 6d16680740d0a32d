import { randomUUID } from 'node:crypto';
import {
  type AgencyInvitationsAnswer,
  type AgencyInviteAnswer,
  INVITATION_DAILY_LIMIT,
  type InvitationResponseAnswer,
  type MemberInvitationsAnswer,
  type SessionUser,
  koreaDay,
  normalizeEmail,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ensureGroup } from './agency.groups';
import type { AgencyPorts, InvitationMailPort } from './agency.ports';
import * as repo from './agency.repository';
import {
  acceptRefusal,
  declineRefusal,
  deliveryOf,
  effectiveStatus,
  invitationExpiry,
  reinviteRefusal,
  withdrawRefusal,
} from './invitations.domain';
import { invitationMail } from './invitations.mail';
import * as inv from './invitations.repository';

export interface InvitationsDeps {
  db: Db;
  now: () => Date;
  audit: AgencyPorts['audit'];
  mail: InvitationMailPort;
  /** The app's address: the mail's link opens `${publicUrl}/myPage/invitations`. */
  publicUrl: string;
  /** Runs a task after the answer is sent (the app waits for it before closing). */
  later(task: Promise<unknown>): void;
  logError?(err: unknown, what: string): void;
}

/** Where the invitation mail's link leads: 마이페이지, behind sign-in; opening it accepts nothing. */
const INVITATIONS_PATH = '/myPage/invitations';

const startOfKoreaDay = (at: Date): Date => new Date(`${koreaDay(at)}T00:00:00+09:00`);

/**
 * Agency invitations (see invitations.domain.ts): an agency member invites an e-mail address,
 * the member accepts or declines in 마이페이지, the agency may withdraw a pending one.
 */
export function createInvitationsService(deps: InvitationsDeps) {
  const { db, now } = deps;

  return {
    /**
     * An agency member invites an address. The answer is the same whatever the address is (no
     * account, a manager, another group's member, an invitable member); only an invitable
     * member gets the mail and sees the invitation. Nothing joins the group here.
     */
    async invite(
      caller: SessionUser,
      input: { email: string; companyName: string; memo: string },
    ): Promise<AgencyInviteAnswer> {
      if (caller.mbrAtrbCd !== 'MNPY_MBR') throw new AppError('FORBIDDEN');
      const email = normalizeEmail(input.email);
      const at = now();
      const id = randomUUID();
      const expiresAt = invitationExpiry(at);
      const delivery = await db.transaction(async (tx) => {
        const groupId = await ensureGroup(tx, caller, at);
        // One group's invitations one at a time: the pending check and the daily count hold.
        await inv.lockGroup(tx, groupId);
        const target = await repo.memberByEmail(tx, email);
        const kind = deliveryOf({ mbrSn: caller.mbrSn, groupId }, target);
        if (kind === 'OWN_MEMBER') throw new AppError('INVITATION_OWN_MEMBER');
        const refusal = reinviteRefusal(await inv.latestOf(tx, groupId, email), at);
        if (refusal) throw new AppError(refusal);
        if ((await inv.sentSince(tx, groupId, startOfKoreaDay(at))) >= INVITATION_DAILY_LIMIT)
          throw new AppError('INVITATION_DAILY_LIMIT');
        const to = kind === 'DELIVER' && target ? target : null;
        await inv.insertInvitation(tx, {
          id,
          groupId,
          email,
          mbrSn: to?.mbrSn ?? null,
          companyName: input.companyName,
          memo: input.memo || null,
          invitedBy: caller.mbrSn,
          createdAt: at,
          expiresAt,
        });
        return to ? { to, agency: (await inv.groupName(tx, groupId)) ?? caller.mbrNm } : null;
      });
      // After the commit and off the answer's path, so neither the answer nor its timing tells
      // whether the address has an account.
      if (delivery) {
        const mail = invitationMail({
          name: delivery.to.name,
          agency: delivery.agency,
          expiresAt,
          link: `${deps.publicUrl}${INVITATIONS_PATH}`,
        });
        deps.later(
          deps.mail
            .sendMail({ to: delivery.to.email, ...mail })
            .catch((err: unknown) => deps.logError?.(err, 'agency invitation mail')),
        );
      }
      return { invitationId: id, status: 'PENDING', expiresAt: expiresAt.toISOString() };
    },

    /**
     * The caller's group's invitations, newest first, each with its status as of now, and the
     * group's company name (the invite form's starting company name).
     */
    async sent(caller: SessionUser): Promise<AgencyInvitationsAnswer> {
      if (caller.mbrAtrbCd !== 'MNPY_MBR') throw new AppError('FORBIDDEN');
      if (caller.psitnGrpcoSn === null) return { list: [], companyName: null };
      const at = now();
      const [rows, companyName] = await Promise.all([
        inv.ofGroup(db, caller.psitnGrpcoSn),
        inv.groupName(db, caller.psitnGrpcoSn),
      ]);
      return {
        companyName: companyName ?? null,
        list: rows.map((r) => ({
          invitationId: r.id,
          mbrEmail: r.email,
          companyName: r.companyName,
          memo: r.memo,
          status: effectiveStatus(r, at),
          createdAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          respondedAt: r.respondedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The agency withdraws a pending invitation of its own group (again: nothing changes). */
    async withdraw(caller: SessionUser, id: string): Promise<void> {
      if (caller.mbrAtrbCd !== 'MNPY_MBR') throw new AppError('FORBIDDEN');
      const at = now();
      await db.transaction(async (tx) => {
        const row = await inv.lockInvitation(tx, id);
        if (!row) throw new AppError('INVITATION_NOT_FOUND');
        const refusal = withdrawRefusal(row, caller.psitnGrpcoSn, at);
        if (refusal === 'DONE') return;
        if (refusal) throw new AppError(refusal);
        await inv.setStatus(tx, id, 'WITHDRAWN', at);
      });
    },

    /** The member's pending invitations (delivered to it, unexpired). */
    async received(memberId: number): Promise<MemberInvitationsAnswer> {
      const at = now();
      const [member, rows] = await Promise.all([
        repo.memberById(db, memberId),
        inv.pendingFor(db, memberId, at),
      ]);
      const canAccept = member?.status === 'ACTIVE' && member.role === 'GNRL_MBR' && member.groupId === null;
      return {
        list: rows.map((r) => ({
          invitationId: r.id,
          agencyName: r.agencyName,
          companyName: r.companyName,
          invitedAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          canAccept,
        })),
      };
    },

    /**
     * The invited member accepts: it joins the group (members.group_id and agency_members, as a
     * manager's registration writes them) with the audit row, in one transaction under the
     * member's row lock, so two acceptances of different groups cannot both succeed. Accepting
     * again answers the same.
     */
    async accept(memberId: number, id: string): Promise<InvitationResponseAnswer> {
      const at = now();
      return db.transaction(async (tx) => {
        await repo.lockMember(tx, memberId);
        const member = await repo.memberById(tx, memberId);
        const row = await inv.lockInvitation(tx, id);
        if (!member || !row) throw new AppError('INVITATION_NOT_FOUND');
        const answer = { invitationId: id, status: 'ACCEPTED' as const, agencyName: row.agencyName };
        const refusal = acceptRefusal(row, member, at);
        if (refusal === 'DONE') return answer;
        if (refusal) throw new AppError(refusal);
        await repo.placeInGroup(tx, memberId, row.groupId);
        await repo.insertAgencyMember(tx, {
          mbrSn: memberId,
          groupId: row.groupId,
          companyName: row.companyName,
          memo: row.memo,
          registeredBy: row.invitedBy,
          registeredAt: at,
        });
        await inv.setStatus(tx, id, 'ACCEPTED', at);
        await deps.audit(tx, {
          actorMbrSn: memberId,
          action: 'GROUP_MEMBER_REGISTER',
          targetMbrSn: memberId,
          before: { role: member.role, groupId: member.groupId, companyName: member.companyName },
          after: {
            role: member.role,
            groupId: row.groupId,
            companyName: row.companyName,
            memo: row.memo,
            invitedBy: row.invitedBy,
          },
          at,
        });
        return answer;
      });
    },

    /** The invited member declines (again: nothing changes). The agency sees 거절, nothing more. */
    async decline(memberId: number, id: string): Promise<InvitationResponseAnswer> {
      const at = now();
      return db.transaction(async (tx) => {
        const row = await inv.lockInvitation(tx, id);
        if (!row) throw new AppError('INVITATION_NOT_FOUND');
        const refusal = declineRefusal(row, memberId, at);
        if (refusal && refusal !== 'DONE') throw new AppError(refusal);
        if (!refusal) await inv.setStatus(tx, id, 'DECLINED', at);
        return { invitationId: id, status: 'DECLINED', agencyName: row.agencyName };
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
