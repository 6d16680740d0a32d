import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kstDate,
  ko,
  addKeywordBody,
  autoRenewBody,
  changeGoodsBody,
  checkNowBody,
  deleteGoodsBody,
  keywordIdBody,
  memoBody,
  previewGoodsBody,
  registerGoodsBody,
  renewBody,
  representativeBody,
  updateOrderBody,
} from '@seller/shared';
import { keyOf } from '../../http/idempotency';
import type { GoodsRankExport } from './goods-rank.export';
import type { GoodsRankService } from './goods-rank.service';

const ok = <T>(data: T) => ({ code: 'OK', message: '', data });
const P = '/api/naver/mygoodsRank';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;

export function goodsRankRoutes(
  app: FastifyInstance,
  deps: { goods: GoodsRankService; exports: GoodsRankExport },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };

  // Answered with an ETag; a browser that sends it back in If-None-Match gets 304 while nothing
  // in the list changed (the web's list hook polls it every few seconds during checks).
  r.post(`${P}/select`, member, async (req, reply) => {
    const { mbrSn, mbrAtrbCd } = req.member!;
    void reply.header('cache-control', 'private, no-cache');
    const asked = req.headers['if-none-match'];
    if (asked && asked === (await deps.goods.listTag(mbrSn, mbrAtrbCd))) {
      return reply.header('etag', asked).code(304).send();
    }
    const { answer, etag } = await deps.goods.list(mbrSn, mbrAtrbCd);
    return reply.header('etag', etag).send(answer);
  });
  r.post(`${P}/v1/select`, member, async (req) => deps.goods.listHourly(req.member!.mbrSn));

  // Calls that spend coins (and merges' keyword adds, which share the route) need an Idempotency-Key.
  const keyed = { config: { access: 'member' as const, idempotent: true as const } };

  // One call adds a product ({type, currentInput}) or a keyword ({gdpSn, goodsKeyword}).
  r.post(`${P}/merges`, { ...keyed, schema: { body: z.looseObject({}) } }, async (req) => {
    if ('goodsKeyword' in req.body || 'gdpSn' in req.body) {
      return ok(await deps.goods.addKeyword(req.member!.mbrSn, addKeywordBody.parse(req.body), keyOf(req)));
    }
    return ok(await deps.goods.register(req.member!.mbrSn, registerGoodsBody.parse(req.body), keyOf(req)));
  });

  // Looks a number or link up for the change confirmation; nothing is spent or changed.
  r.post(`${P}/preview`, { ...member, schema: { body: previewGoodsBody } }, async (req) =>
    ok(
      await deps.goods.preview(req.member!.mbrSn, {
        type: req.body.type,
        currentInput: req.body.currentInput,
        oldGdpSn: req.body.oldGdpSn,
      }),
    ),
  );

  r.post(`${P}/update`, { ...member, schema: { body: changeGoodsBody } }, async (req) =>
    ok(
      await deps.goods.change(req.member!.mbrSn, {
        type: req.body.type,
        currentInput: req.body.currentInput,
        oldGdpSn: req.body.changeTrack.oldGdpSn,
      }),
    ),
  );

  r.post(`${P}/delete`, { ...member, schema: { body: deleteGoodsBody } }, async (req) =>
    ok(
      await deps.goods.remove(
        req.member!.mbrSn,
        req.body.ids.map((i) => i.gdpSn),
      ),
    ),
  );

  r.post(`${P}/updateOrder`, { ...member, schema: { body: updateOrderBody } }, async (req) => {
    const list = Array.isArray(req.body) ? req.body : req.body.list;
    await deps.goods.reorder(
      req.member!.mbrSn,
      list.map((i) => i.gdpSn),
    );
    return ok(null);
  });

  r.post(`${P}/reperesentKeywordChange`, { ...member, schema: { body: representativeBody } }, async (req) => {
    await deps.goods.setRepresentative(req.member!.mbrSn, req.body.gdpSn, req.body.gdkdSn);
    return ok(null);
  });

  r.post(`${P}/deleteKeyword`, { ...member, schema: { body: keywordIdBody } }, async (req) => {
    await deps.goods.deleteKeyword(req.member!.mbrSn, req.body.gdkdSn);
    return ok(null);
  });

  r.post(`${P}/keywordSidePopupList`, { ...member, schema: { body: keywordIdBody } }, async (req) =>
    deps.goods.history(req.member!.mbrSn, req.body.gdkdSn),
  );

  r.post(`${P}/memoMerges`, { ...member, schema: { body: memoBody } }, async (req) =>
    deps.goods.saveMemo(req.member!.mbrSn, req.body.gdpSn, req.body.content),
  );

  r.post(`${P}/coinExtensionRnwl`, { ...keyed, schema: { body: renewBody } }, async (req) =>
    ok(await deps.goods.renew(req.member!.mbrSn, req.body.gdpSn, keyOf(req))),
  );

  r.post(`${P}/checkNow`, { ...member, schema: { body: checkNowBody } }, async (req) =>
    ok(await deps.goods.checkNow(req.member!.mbrSn, req.body.gdpSn)),
  );

  r.post(`${P}/coinAutoRnwl`, { ...member, schema: { body: autoRenewBody } }, async (req) => {
    await deps.goods.setAutoRenew(req.member!.mbrSn, req.body.gdpSn, req.body.autRnwl === 'Y');
    return ok(null);
  });

  r.get(`${P}/export.xlsx`, member, async (req, reply) => {
    const file = await deps.exports.list(req.member!.mbrSn);
    return reply
      .type(XLSX)
      .header('content-disposition', attachment(`${ko.goodsRankExport.listFile}_${kstDate()}`))
      .send(file);
  });

  r.get(
    `${P}/history.xlsx`,
    {
      ...member,
      schema: { querystring: z.object({ gdpSn: z.coerce.number().int().positive().max(2_147_483_647) }) },
    },
    async (req, reply) => {
      const file = await deps.exports.history(req.member!.mbrSn, req.query.gdpSn);
      return reply
        .type(XLSX)
        .header('content-disposition', attachment(`${ko.goodsRankExport.historyFile}_${req.query.gdpSn}`))
        .send(file);
    },
  );
}
