import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditAnswer,
  auditQuery,
  coinPayInsertBody,
  emailUserSelectBody,
  ko,
  memberListAnswer,
  memberListBody,
  okAnswer,
  simpleMemberResult,
} from '@seller/shared';
import { fileAnswer, XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import { ok } from '../../http/reply';
import { keyOf } from '../../http/idempotency';
import type { MemberAdminService } from './members.admin.service';

const MANAGERS = { access: ['MNGR_MBR'] as const };

/**
 * Member administration for managers (spec 01 §2.11 member management, §2.12, §7). The caller is the
 * session's; `user` and the caller fields of a payload are never read for identity or role.
 */
export function memberAdminRoutes(app: FastifyInstance, deps: { admin: MemberAdminService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/confCmmn/emailUserSelectV1',
    { schema: { body: memberListBody, response: { 200: okAnswer(memberListAnswer) } }, config: MANAGERS },
    async (req) => ok(await deps.admin.list(req.me, 'members', req.body)),
  );

  // 엑셀 다운로드: the same body as the list (filter, sort, column filters); every page of it.
  r.post(
    '/v1/confCmmn/emailUserSelectV1/excel',
    { schema: { body: memberListBody, response: fileAnswer }, config: MANAGERS },
    async (req, reply) => {
      const { name, file } = await deps.admin.exportList(req.me, 'members', req.body);
      return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
    },
  );

  r.post(
    '/v1/confCmmn/emailUserSelect',
    {
      schema: { body: emailUserSelectBody, response: { 200: okAnswer(simpleMemberResult) } },
      config: MANAGERS,
    },
    async (req) => ok(await deps.admin.lookup(req.body.mbrEmail)),
  );

  // Only the typed amount (sellerCoinCnt) and the target (mbrSn) are read; the rest is display data.
  r.post(
    '/v1/coin/coinPayInsert',
    {
      schema: { body: coinPayInsertBody, response: { 200: okAnswer(simpleMemberResult) } },
      config: { ...MANAGERS, idempotent: true },
    },
    async (req) =>
      ok(
        await deps.admin.addCoins(req.me.mbrSn, req.body.mbrSn, req.body.sellerCoinCnt, keyOf(req)),
        ko.simpleCoinUi.added,
      ),
  );

  r.get(
    '/v1/admin/audit',
    { schema: { querystring: auditQuery, response: { 200: okAnswer(auditAnswer) } }, config: MANAGERS },
    async (req) => ok(await deps.admin.audit(req.query)),
  );
}
