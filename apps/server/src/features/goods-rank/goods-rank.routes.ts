import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kstDate,
  ko,
  autoRenewBody,
  changeGoodsBody,
  checkNowAnswer,
  checkNowBody,
  deleteGoodsBody,
  doneAnswer,
  goodsIdAnswer,
  goodsRegisteredAnswer,
  goodsListAnswer,
  goodsPreview,
  hourlyListAnswer,
  keywordAddedAnswer,
  keywordIdBody,
  memoAnswer,
  memoBody,
  mergesBody,
  okAnswer,
  previewGoodsBody,
  rankHistoryAnswer,
  renewAnswer,
  renewBody,
  representativeBody,
  updateOrderBody,
  goodsQuoteBody,
  registerQuoteBody,
  spendQuote,
} from '@seller/shared';
import { keyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { fileAnswer, XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import type { GoodsRankExport } from './goods-rank.export';
import type { GoodsRankService } from './goods-rank.service';

const P = '/api/naver/mygoodsRank';

export function goodsRankRoutes(
  app: FastifyInstance,
  deps: { goods: GoodsRankService; exports: GoodsRankExport },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { config: { access: 'member' as const } };
  const done = { 200: doneAnswer };

  // Answered with an ETag; a browser that sends it back in If-None-Match gets 304 while nothing
  // in the list changed (the web's list hook polls it every few seconds during checks).
  r.post(
    `${P}/select`,
    { ...member, schema: { response: { 200: goodsListAnswer, 304: z.null().describe('notModified') } } },
    async (req, reply) => {
      const { mbrSn, mbrAtrbCd } = req.me;
      void reply.header('cache-control', 'private, no-cache');
      const asked = req.headers['if-none-match'];
      if (asked && asked === (await deps.goods.listTag(mbrSn, mbrAtrbCd))) {
        // No payload at all (Fastify serializes nothing for `undefined`; the typed reply insists on
        // the schema's `null`): a serialized `null` left `content-length: 4` on a bodiless 304,
        // and a client that trusts the length (autocannon in the bench) waited for bytes never sent.
        return reply
          .header('etag', asked)
          .code(304)
          .send(undefined as unknown as null);
      }
      const { answer, etag } = await deps.goods.list(mbrSn, mbrAtrbCd);
      return reply.header('etag', etag).send(answer);
    },
  );
  r.post(`${P}/v1/select`, { ...member, schema: { response: { 200: hourlyListAnswer } } }, async (req) =>
    deps.goods.listHourly(req.me.mbrSn),
  );

  // Calls that spend coins (and merges' keyword adds, which share the route) need an Idempotency-Key.
  const keyed = { config: { access: 'member' as const, idempotent: true as const } };

  // One call adds a product ({type, currentInput}) or a keyword ({gdpSn, goodsKeyword}).
  r.post(
    `${P}/merges`,
    {
      ...keyed,
      schema: { body: mergesBody, response: { 200: z.union([keywordAddedAnswer, goodsRegisteredAnswer]) } },
    },
    async (req) =>
      req.body.add === 'keyword'
        ? ok(await deps.goods.addKeyword(req.me.mbrSn, req.body, keyOf(req)))
        : ok(
            await deps.goods.register(
              req.me.mbrSn,
              { ...req.body, keywords: req.body.keywords ?? [] },
              keyOf(req),
            ),
          ),
  );

  // Looks a number or link up for the change confirmation; nothing is spent or changed.
  r.post(
    `${P}/preview`,
    { ...member, schema: { body: previewGoodsBody, response: { 200: okAnswer(goodsPreview) } } },
    async (req) =>
      ok(
        await deps.goods.preview(req.me.mbrSn, {
          type: req.body.type,
          currentInput: req.body.currentInput,
          oldGdpSn: req.body.oldGdpSn,
        }),
      ),
  );

  r.post(
    `${P}/update`,
    { ...member, schema: { body: changeGoodsBody, response: { 200: goodsIdAnswer } } },
    async (req) =>
      ok(
        await deps.goods.change(req.me.mbrSn, {
          type: req.body.type,
          currentInput: req.body.currentInput,
          oldGdpSn: req.body.changeTrack.oldGdpSn,
        }),
      ),
  );

  r.post(
    `${P}/delete`,
    {
      ...member,
      schema: { body: deleteGoodsBody, response: { 200: okAnswer(z.object({ deleted: z.number() })) } },
    },
    async (req) =>
      ok(
        await deps.goods.remove(
          req.me.mbrSn,
          req.body.ids.map((i) => i.gdpSn),
        ),
      ),
  );

  r.post(
    `${P}/updateOrder`,
    { ...member, schema: { body: updateOrderBody, response: done } },
    async (req) => {
      const list = Array.isArray(req.body) ? req.body : req.body.list;
      await deps.goods.reorder(
        req.me.mbrSn,
        list.map((i) => i.gdpSn),
      );
      return ok(null);
    },
  );

  r.post(
    `${P}/reperesentKeywordChange`,
    { ...member, schema: { body: representativeBody, response: done } },
    async (req) => {
      await deps.goods.setRepresentative(req.me.mbrSn, req.body.gdpSn, req.body.gdkdSn);
      return ok(null);
    },
  );

  r.post(
    `${P}/deleteKeyword`,
    { ...member, schema: { body: keywordIdBody, response: done } },
    async (req) => {
      await deps.goods.deleteKeyword(req.me.mbrSn, req.body.gdkdSn);
      return ok(null);
    },
  );

  r.post(
    `${P}/keywordSidePopupList`,
    { ...member, schema: { body: keywordIdBody, response: { 200: rankHistoryAnswer } } },
    async (req) => deps.goods.history(req.me.mbrSn, req.body.gdkdSn),
  );

  r.post(
    `${P}/memoMerges`,
    { ...member, schema: { body: memoBody, response: { 200: memoAnswer } } },
    async (req) => deps.goods.saveMemo(req.me.mbrSn, req.body.gdpSn, req.body.content),
  );

  r.post(
    `${P}/coinExtensionRnwl`,
    { ...keyed, schema: { body: renewBody, response: { 200: renewAnswer } } },
    async (req) => ok(await deps.goods.renew(req.me.mbrSn, req.body.gdpSn, keyOf(req))),
  );

  r.post(
    `${P}/checkNow`,
    { ...member, schema: { body: checkNowBody, response: { 200: checkNowAnswer } } },
    async (req) => ok(await deps.goods.checkNow(req.me.mbrSn, req.body.gdpSn)),
  );

  r.post(`${P}/coinAutoRnwl`, { ...member, schema: { body: autoRenewBody, response: done } }, async (req) => {
    await deps.goods.setAutoRenew(req.me.mbrSn, req.body.gdpSn, req.body.autRnwl === 'Y');
    return ok(null);
  });

  // Cost before spending (issue 28 §3): what registering, renewing or auto-renewing would take,
  // computed by the functions the spending calls run; nothing is spent or changed.
  const quoted = { 200: okAnswer(spendQuote) };
  r.post(
    `${P}/registerQuote`,
    { ...member, schema: { body: registerQuoteBody, response: quoted } },
    async (req) => ok(await deps.goods.quoteRegister(req.me.mbrSn, req.body.count)),
  );
  r.post(`${P}/renewQuote`, { ...member, schema: { body: goodsQuoteBody, response: quoted } }, async (req) =>
    ok(await deps.goods.quoteRenew(req.me.mbrSn, req.body.gdpSn)),
  );
  r.post(
    `${P}/autoRenewQuote`,
    { ...member, schema: { body: goodsQuoteBody, response: quoted } },
    async (req) => ok(await deps.goods.quoteAutoRenew(req.me.mbrSn, req.body.gdpSn)),
  );

  r.get(`${P}/export.xlsx`, { ...member, schema: { response: fileAnswer } }, async (req, reply) => {
    const file = await deps.exports.list(req.me.mbrSn);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', xlsxAttachment(`${ko.goodsRankExport.listFile}_${kstDate()}`))
      .send(file);
  });

  r.get(
    `${P}/history.xlsx`,
    {
      ...member,
      schema: {
        querystring: z.object({ gdpSn: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: fileAnswer,
      },
    },
    async (req, reply) => {
      const file = await deps.exports.history(req.me.mbrSn, req.query.gdpSn);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', xlsxAttachment(`${ko.goodsRankExport.historyFile}_${req.query.gdpSn}`))
        .send(file);
    },
  );
}
