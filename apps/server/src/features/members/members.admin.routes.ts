import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery, coinPayInsertBody, emailUserSelectBody, ko, memberListBody } from '@seller/shared';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
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
    { schema: { body: memberListBody }, config: MANAGERS },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.admin.list(req.member!, 'members', req.body),
    }),
  );

  // 엑셀 다운로드: the same body as the list (filter, sort, column filters); every page of it.
  r.post(
    '/v1/confCmmn/emailUserSelectV1/excel',
    { schema: { body: memberListBody }, config: MANAGERS },
    async (req, reply) => {
      const { name, file } = await deps.admin.exportList(req.member!, 'members', req.body);
      return reply.type(XLSX_TYPE).header('content-disposition', xlsxAttachment(name)).send(file);
    },
  );

  r.post(
    '/v1/confCmmn/emailUserSelect',
    { schema: { body: emailUserSelectBody }, config: MANAGERS },
    async (req) => ({
      code: 'OK',
      message: '',
      data: await deps.admin.lookup(req.body.mbrEmail),
    }),
  );

  // Only the typed amount (sellerCoinCnt) and the target (mbrSn) are read; the rest is display data.
  r.post(
    '/v1/coin/coinPayInsert',
    { schema: { body: coinPayInsertBody }, config: { ...MANAGERS, idempotent: true } },
    async (req) => ({
      code: 'OK',
      message: ko.simpleCoinUi.added,
      data: await deps.admin.addCoins(req.member!.mbrSn, req.body.mbrSn, req.body.sellerCoinCnt, keyOf(req)),
    }),
  );

  r.get('/v1/admin/audit', { schema: { querystring: auditQuery }, config: MANAGERS }, async (req) => ({
    code: 'OK',
    message: '',
    data: await deps.admin.audit(req.query),
  }));
}
