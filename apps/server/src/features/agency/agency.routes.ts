import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { agencyContract as c } from '@seller/shared/contracts/agency';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { keyOf } from '../../http/idempotency';
import type { AgencyService } from './agency.service';
import type { InvitationsService } from './invitations.service';

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
  mount(app, c.lookup, async (req) => {
    const data = await deps.agency.lookup(req.me, req.body.mbrEmail);
    return ok(data, ko.agencyUi.status[data.resultStatus]);
  });

  // A manager's direct registration. Agency members invite instead (below): joining needs consent.
  mount(app, c.register, async (req) =>
    ok(
      await deps.agency.register(req.me, {
        userMbrSn: req.body.userAccess.userMbrSn,
        companyName: req.body.companyName,
        memo: req.body.psitnMemberMemo,
      }),
      ko.agencyUi.registered,
    ),
  );

  mount(app, c.list, async (req) => ok(await deps.agency.list(req.me, req.body)));

  // 엑셀 다운로드 of the agency list: the same body and scope as selectUserAjency, every page.
  mount(app, c.exportList, async (req, reply) => {
    const { name, file } = await deps.agency.exportList(req.me, req.body);
    return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
  });

  mount(app, c.history, async (req) => ok(await deps.agency.history(req.me, req.body.target)));

  // A member's coin ledger, each spend with what it paid for (issue 23 point 10).
  mount(app, c.coinLedger, async (req) =>
    ok(await deps.agency.coinLedger(req.me, req.body.target, req.body.pageNum, req.body.pageSize)),
  );

  // Granting coins is a manager's right only (spec 01 §6); agency members get 403.
  mount(app, c.grant, async (req) =>
    ok(await deps.agency.grant(req.me, req.body, keyOf(req)), ko.memberAdminUi.addSuccess),
  );

  // ---- invitations: an agency member invites, the member accepts or declines in 마이페이지 ----
  const noStore = { 'cache-control': 'no-store' };

  mount(app, c.sentInvitations, async (req, reply) => {
    void reply.headers(noStore);
    return ok(await deps.invitations.sent(req.me));
  });

  // The same answer for every well-formed address: the agency learns nothing about accounts.
  mount(
    app,
    c.invite,
    async (req) =>
      ok(
        await deps.invitations.invite(req.me, {
          email: req.body.mbrEmail,
          companyName: req.body.companyName,
          memo: req.body.psitnMemberMemo,
        }),
        ko.agencyUi.inviteSent,
      ),
    { rateLimit: { max: deps.inviteLimit.max, timeWindow: deps.inviteLimit.windowMs } },
  );

  mount(app, c.withdrawInvitation, async (req) => {
    await deps.invitations.withdraw(req.me, req.params.id);
    return ok(null, ko.agencyUi.withdrawDone);
  });

  // The invited member's side: only its own invitations; acceptance is a POST from its session
  // (the mail's link only opens the page, so a mail scanner following it accepts nothing).
  mount(app, c.receivedInvitations, async (req, reply) => {
    void reply.headers(noStore);
    return ok(await deps.invitations.received(req.me.mbrSn));
  });

  mount(app, c.acceptInvitation, async (req) => {
    const data = await deps.invitations.accept(req.me.mbrSn, req.params.id);
    return ok(data, ko.agencyInvitation.accepted(data.agencyName));
  });

  mount(app, c.declineInvitation, async (req) =>
    ok(await deps.invitations.decline(req.me.mbrSn, req.params.id), ko.agencyInvitation.declined),
  );
}
