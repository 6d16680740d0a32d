import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addUserAjencyBody,
  agencyInviteBody,
  chargeInsertCoinBody,
  chargeSellCoinHistBody,
  coinUseHistBody,
  invitationParams,
  ko,
  memberListBody,
  selectEmailAjencyBody,
} from '@seller/shared';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import { keyOf } from '../../http/idempotency';
import type { AgencyService } from './agency.service';
import type { InvitationsService } from './invitations.service';

const AGENCY_OR_MANAGER = { access: ['MNGR_MBR', 'MNPY_MBR'] as const };
const AGENCIES = { access: ['MNPY_MBR'] as const };
const MANAGERS = { access: ['MNGR_MBR'] as const };
const MEMBERS = { access: 'member' as const };

/**
 * /v1/agencyMenu/coin/* (spec 01 §7). The caller is the session's: `user`, `myAccessData` and the
 * caller's ids in a payload are ignored; the target member is checked against the caller's scope.
 */
export function agencyRoutes(
  app: FastifyInstance,
  deps: {
    agency: AgencyService;
    invitations: InvitationsService;
    /** Invitations one client may send per window (the daily limit per group is in the service). */
    inviteLimit: { max: number; windowMs: number };
  },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const P = '/v1/agencyMenu/coin';

  r.post(
    `${P}/selectEmailAjency`,
    { schema: { body: selectEmailAjencyBody }, config: AGENCY_OR_MANAGER },
    async (req) => {
      const data = await deps.agency.lookup(req.member!, req.body.mbrEmail);
      const message = ko.agencyUi.status[data.resultStatus];
      return { code: 'OK', message, data };
    },
  );

  // A manager's direct registration. Agency members invite instead (below): joining needs consent.
  r.post(`${P}/addUserAjency`, { schema: { body: addUserAjencyBody }, config: MANAGERS }, async (req) => ({
    code: 'OK',
    message: ko.agencyUi.registered,
    data: await deps.agency.register(req.member!, {
      userMbrSn: req.body.userAccess.userMbrSn,
      companyName: req.body.companyName,
      memo: req.body.psitnMemberMemo,
    }),
  }));

  r.post(
    `${P}/selectUserAjency`,
    { schema: { body: memberListBody }, config: AGENCY_OR_MANAGER },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.agency.list(req.member!, req.body),
    }),
  );

  // 엑셀 다운로드 of the agency list: the same body and scope as selectUserAjency, every page.
  r.post(
    `${P}/selectUserAjency/excel`,
    { schema: { body: memberListBody }, config: AGENCY_OR_MANAGER },
    async (req, reply) => {
      const { name, file } = await deps.agency.exportList(req.member!, req.body);
      return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
    },
  );

  r.post(
    `${P}/chargeSellCoinHist`,
    { schema: { body: chargeSellCoinHistBody }, config: AGENCY_OR_MANAGER },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.agency.history(req.member!, req.body.target),
    }),
  );

  // A member's coin ledger, each spend with what it paid for (issue 23 point 10).
  r.post(
    `${P}/coinUseHist`,
    { schema: { body: coinUseHistBody }, config: AGENCY_OR_MANAGER },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.agency.coinLedger(req.member!, req.body.target, req.body.pageNum, req.body.pageSize),
    }),
  );

  // Granting coins is a manager's right only (spec 01 §6); agency members get 403.
  r.post(
    `${P}/chargeInsertCoin`,
    { schema: { body: chargeInsertCoinBody }, config: { ...MANAGERS, idempotent: true } },
    async (req) => ({
      code: 'OK',
      message: ko.memberAdminUi.addSuccess,
      data: await deps.agency.grant(req.member!, req.body, keyOf(req)),
    }),
  );

  // ---- invitations: an agency member invites, the member accepts or declines in 마이페이지 ----
  const I = '/v1/agencyMenu/invitations';
  const noStore = { 'cache-control': 'no-store' };

  r.get(I, { config: AGENCIES }, async (req, reply) => {
    void reply.headers(noStore);
    return { code: 'OK', message: '', data: await deps.invitations.sent(req.member!) };
  });

  // The same answer for every well-formed address: the agency learns nothing about accounts.
  r.post(
    I,
    {
      schema: { body: agencyInviteBody },
      config: {
        ...AGENCIES,
        rateLimit: { max: deps.inviteLimit.max, timeWindow: deps.inviteLimit.windowMs },
      },
    },
    async (req) => ({
      code: 'OK',
      message: ko.agencyUi.inviteSent,
      data: await deps.invitations.invite(req.member!, {
        email: req.body.mbrEmail,
        companyName: req.body.companyName,
        memo: req.body.psitnMemberMemo,
      }),
    }),
  );

  r.post(`${I}/:id/withdraw`, { schema: { params: invitationParams }, config: AGENCIES }, async (req) => {
    await deps.invitations.withdraw(req.member!, req.params.id);
    return { code: 'OK', message: ko.agencyUi.withdrawDone, data: null };
  });

  // The invited member's side: only its own invitations; acceptance is a POST from its session
  // (the mail's link only opens the page, so a mail scanner following it accepts nothing).
  const M = '/v1/member/agencyInvitations';

  r.get(M, { config: MEMBERS }, async (req, reply) => {
    void reply.headers(noStore);
    return { code: 'OK', message: '', data: await deps.invitations.received(req.member!.mbrSn) };
  });

  r.post(`${M}/:id/accept`, { schema: { params: invitationParams }, config: MEMBERS }, async (req) => {
    const data = await deps.invitations.accept(req.member!.mbrSn, req.params.id);
    return { code: 'OK', message: ko.agencyInvitation.accepted(data.agencyName), data };
  });

  r.post(`${M}/:id/decline`, { schema: { params: invitationParams }, config: MEMBERS }, async (req) => {
    const data = await deps.invitations.decline(req.member!.mbrSn, req.params.id);
    return { code: 'OK', message: ko.agencyInvitation.declined, data };
  });
}
