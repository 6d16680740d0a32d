import type { FastifyInstance } from 'fastify';
import { ko } from '@seller/shared';
import { membersContract } from '@seller/shared/contracts/members';
import { paymentsContract } from '@seller/shared/contracts/payments';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { keyOf } from '../../http/idempotency';
import type { MemberAdminService } from './members.admin.service';

/**
 * Member administration for managers (spec 01 §2.11 member management, §2.12, §7). The caller is the
 * session's; `user` and the caller fields of a payload are never read for identity or role.
 */
export function memberAdminRoutes(app: FastifyInstance, deps: { admin: MemberAdminService }): void {
  const c = membersContract;

  mount(app, c.list, async (req) => ok(await deps.admin.list(req.me, 'members', req.body)));

  // 엑셀 다운로드: the same body as the list (filter, sort, column filters); every page of it.
  mount(app, c.exportList, async (req, reply) => {
    const { name, file } = await deps.admin.exportList(req.me, 'members', req.body);
    return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
  });

  // payCancel's quote: what the cancellation would do now; the cancel dialog shows it before 확인.
  mount(app, paymentsContract.cancelQuote, async (req) =>
    ok(await deps.admin.quoteCancel(req.body.selCoinUseSn)),
  );
  // A purchase (`coin_…`, the payments feature refunds it) or a grant (`grant:…`, the agency
  // feature's) of the pay history, once per Idempotency-Key.
  mount(app, paymentsContract.cancel, async (req) =>
    ok(
      await deps.admin.cancel(req.me.mbrSn, req.body.selCoinUseSn, req.body.reason, keyOf(req), req.body.quoted),
      ko.payments.adminCancelled,
    ),
  );

  mount(app, c.lookup, async (req) => ok(await deps.admin.lookup(req.body.mbrEmail)));

  // Only the typed amount (sellerCoinCnt) and the target (mbrSn) are read; the rest is display data.
  mount(app, c.addCoins, async (req) =>
    ok(
      await deps.admin.addCoins(req.me.mbrSn, req.body.mbrSn, req.body.sellerCoinCnt, keyOf(req)),
      ko.simpleCoinUi.added,
    ),
  );

  mount(app, c.audit, async (req) => ok(await deps.admin.audit(req.query)));
}
