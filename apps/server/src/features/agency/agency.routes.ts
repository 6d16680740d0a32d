import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addUserAjencyBody,
  chargeInsertCoinBody,
  chargeSellCoinHistBody,
  ko,
  memberListBody,
  selectEmailAjencyBody,
} from '@seller/shared';
import type { AgencyService } from './agency.service';

const AGENCY_OR_MANAGER = { access: ['MNGR_MBR', 'MNPY_MBR'] as const };
const MANAGERS = { access: ['MNGR_MBR'] as const };

/**
 * /v1/agencyMenu/coin/* (spec 01 §7). The caller is the session's: `user`, `myAccessData` and the
 * caller's ids in a payload are ignored; the target member is checked against the caller's scope.
 */
export function agencyRoutes(app: FastifyInstance, deps: { agency: AgencyService }): void {
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

  r.post(
    `${P}/addUserAjency`,
    { schema: { body: addUserAjencyBody }, config: AGENCY_OR_MANAGER },
    async (req) => ({
      code: 'OK',
      message: ko.agencyUi.registered,
      data: await deps.agency.register(req.member!, {
        userMbrSn: req.body.userAccess.userMbrSn,
        companyName: req.body.companyName,
        memo: req.body.psitnMemberMemo,
      }),
    }),
  );

  r.post(
    `${P}/selectUserAjency`,
    { schema: { body: memberListBody }, config: AGENCY_OR_MANAGER },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.agency.list(req.member!, req.body),
    }),
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

  // Granting coins is a manager's right only (spec 01 §6); agency members get 403.
  r.post(
    `${P}/chargeInsertCoin`,
    { schema: { body: chargeInsertCoinBody }, config: MANAGERS },
    async (req) => ({
      code: 'OK',
      message: ko.memberAdminUi.addSuccess,
      data: await deps.agency.grant(req.member!, req.body),
    }),
  );
}
