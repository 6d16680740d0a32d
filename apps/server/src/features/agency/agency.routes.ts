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
  agencyInvitationsAnswer,
  agencyInviteAnswer,
  agencyLookupAnswer,
  agencyRegisterAnswer,
  chargeInsertCoinAnswer,
  chargeSellCoinHistAnswer,
  coinHistoryAnswer,
  doneAnswer,
  invitationResponseAnswer,
  memberInvitationsAnswer,
  memberListAnswer,
  okAnswer,
} from '@seller/shared';
import { fileAnswer, XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import { ok } from '../../http/reply';
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
    {
      schema: { body: selectEmailAjencyBody, response: { 200: okAnswer(agencyLookupAnswer) } },
      config: AGENCY_OR_MANAGER,
    },
    async (req) => {
      const data = await deps.agency.lookup(req.me, req.body.mbrEmail);
      return ok(data, ko.agencyUi.status[data.resultStatus]);
    },
  );

  // A manager's direct registration. Agency members invite instead (below): joining needs consent.
  r.post(
    `${P}/addUserAjency`,
    {
      schema: { body: addUserAjencyBody, response: { 200: okAnswer(agencyRegisterAnswer) } },
      config: MANAGERS,
    },
    async (req) =>
      ok(
        await deps.agency.register(req.me, {
          userMbrSn: req.body.userAccess.userMbrSn,
          companyName: req.body.companyName,
          memo: req.body.psitnMemberMemo,
        }),
        ko.agencyUi.registered,
      ),
  );

  r.post(
    `${P}/selectUserAjency`,
    {
      schema: { body: memberListBody, response: { 200: okAnswer(memberListAnswer) } },
      config: AGENCY_OR_MANAGER,
    },
    async (req) => ok(await deps.agency.list(req.me, req.body)),
  );

  // 엑셀 다운로드 of the agency list: the same body and scope as selectUserAjency, every page.
  r.post(
    `${P}/selectUserAjency/excel`,
    { schema: { body: memberListBody, response: fileAnswer }, config: AGENCY_OR_MANAGER },
    async (req, reply) => {
      const { name, file } = await deps.agency.exportList(req.me, req.body);
      return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
    },
  );

  r.post(
    `${P}/chargeSellCoinHist`,
    {
      schema: { body: chargeSellCoinHistBody, response: { 200: okAnswer(chargeSellCoinHistAnswer) } },
      config: AGENCY_OR_MANAGER,
    },
    async (req) => ok(await deps.agency.history(req.me, req.body.target)),
  );

  // A member's coin ledger, each spend with what it paid for (issue 23 point 10).
  r.post(
    `${P}/coinUseHist`,
    {
      schema: { body: coinUseHistBody, response: { 200: okAnswer(coinHistoryAnswer) } },
      config: AGENCY_OR_MANAGER,
    },
    async (req) =>
      ok(await deps.agency.coinLedger(req.me, req.body.target, req.body.pageNum, req.body.pageSize)),
  );

  // Granting coins is a manager's right only (spec 01 §6); agency members get 403.
  r.post(
    `${P}/chargeInsertCoin`,
    {
      schema: { body: chargeInsertCoinBody, response: { 200: okAnswer(chargeInsertCoinAnswer) } },
      config: { ...MANAGERS, idempotent: true },
    },
    async (req) => ok(await deps.agency.grant(req.me, req.body, keyOf(req)), ko.memberAdminUi.addSuccess),
  );

  // ---- invitations: an agency member invites, the member accepts or declines in 마이페이지 ----
  const I = '/v1/agencyMenu/invitations';
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    I,
    { schema: { response: { 200: okAnswer(agencyInvitationsAnswer) } }, config: AGENCIES },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.invitations.sent(req.me));
    },
  );

  // The same answer for every well-formed address: the agency learns nothing about accounts.
  r.post(
    I,
    {
      schema: { body: agencyInviteBody, response: { 200: okAnswer(agencyInviteAnswer) } },
      config: {
        ...AGENCIES,
        rateLimit: { max: deps.inviteLimit.max, timeWindow: deps.inviteLimit.windowMs },
      },
    },
    async (req) =>
      ok(
        await deps.invitations.invite(req.me, {
          email: req.body.mbrEmail,
          companyName: req.body.companyName,
          memo: req.body.psitnMemberMemo,
        }),
        ko.agencyUi.inviteSent,
      ),
  );

  r.post(
    `${I}/:id/withdraw`,
    { schema: { params: invitationParams, response: { 200: doneAnswer } }, config: AGENCIES },
    async (req) => {
      await deps.invitations.withdraw(req.me, req.params.id);
      return ok(null, ko.agencyUi.withdrawDone);
    },
  );

  // The invited member's side: only its own invitations; acceptance is a POST from its session
  // (the mail's link only opens the page, so a mail scanner following it accepts nothing).
  const M = '/v1/member/agencyInvitations';

  r.get(
    M,
    { schema: { response: { 200: okAnswer(memberInvitationsAnswer) } }, config: MEMBERS },
    async (req, reply) => {
      void reply.headers(noStore);
      return ok(await deps.invitations.received(req.me.mbrSn));
    },
  );
  const answered = { params: invitationParams, response: { 200: okAnswer(invitationResponseAnswer) } };

  r.post(`${M}/:id/accept`, { schema: answered, config: MEMBERS }, async (req) => {
    const data = await deps.invitations.accept(req.me.mbrSn, req.params.id);
    return ok(data, ko.agencyInvitation.accepted(data.agencyName));
  });

  r.post(`${M}/:id/decline`, { schema: answered, config: MEMBERS }, async (req) =>
    ok(await deps.invitations.decline(req.me.mbrSn, req.params.id), ko.agencyInvitation.declined),
  );
}
