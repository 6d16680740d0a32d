import type { FastifyInstance } from 'fastify';
import { kstDate, ko } from '@seller/shared';
import { goodsRankContract } from '@seller/shared/contracts/goods-rank';
import { mount } from '../../http/contract-routes';
import { keyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import type { GoodsRankExport } from './goods-rank.export';
import type { GoodsLifecycle } from './goods-rank.lifecycle';
import type { GoodsRankService } from './goods-rank.service';

export function goodsRankRoutes(
  app: FastifyInstance,
  deps: { goods: GoodsRankService; exports: GoodsRankExport; lifecycle: Pick<GoodsLifecycle, 'resolve'> },
): void {
  const c = goodsRankContract;
  const g = deps.goods;
  /** A renewal or deletion settles the product's notices in the bell at once, not at the next job run. */
  const settled = async <T>(memberId: number, answer: T): Promise<T> => {
    await deps.lifecycle.resolve(memberId);
    return answer;
  };

  // Answered with an ETag; a browser that sends it back in If-None-Match gets 304 while nothing
  // in the list changed (the web's list hook polls it every few seconds during checks).
  mount(app, c.list, async (req, reply) => {
    const { mbrSn, mbrAtrbCd } = req.me;
    void reply.header('cache-control', 'private, no-cache');
    const asked = req.headers['if-none-match'];
    if (asked && asked === (await g.listTag(mbrSn, mbrAtrbCd))) {
      // No payload at all (Fastify serializes nothing for `undefined`): a serialized `null` left
      // `content-length: 4` on a bodiless 304, and a client that trusts the length (autocannon in
      // the bench) waited for bytes never sent.
      return reply.header('etag', asked).code(304).send(undefined);
    }
    const { answer, etag } = await g.list(mbrSn, mbrAtrbCd);
    void reply.header('etag', etag);
    return answer;
  });
  mount(app, c.hourly, async (req) => g.listHourly(req.me.mbrSn));

  // One call adds a product ({type, currentInput}) or a keyword ({gdpSn, goodsKeyword}); calls that
  // spend coins (and merges' keyword adds, which share the route) carry an Idempotency-Key.
  mount(app, c.merges, async (req) =>
    req.body.add === 'keyword'
      ? ok(await g.addKeyword(req.me.mbrSn, req.body, keyOf(req)))
      : ok(await g.register(req.me.mbrSn, { ...req.body, keywords: req.body.keywords ?? [] }, keyOf(req))),
  );

  // Looks a number or link up for the change confirmation; nothing is spent or changed.
  mount(app, c.preview, async (req) =>
    ok(
      await g.preview(req.me.mbrSn, {
        type: req.body.type,
        currentInput: req.body.currentInput,
        oldGdpSn: req.body.oldGdpSn,
      }),
    ),
  );
  mount(app, c.change, async (req) =>
    ok(
      await g.change(req.me.mbrSn, {
        type: req.body.type,
        currentInput: req.body.currentInput,
        oldGdpSn: req.body.changeTrack.oldGdpSn,
      }),
    ),
  );
  mount(app, c.remove, async (req) =>
    ok(
      await settled(
        req.me.mbrSn,
        await g.remove(
          req.me.mbrSn,
          req.body.ids.map((i) => i.gdpSn),
        ),
      ),
    ),
  );
  mount(app, c.reorder, async (req) => {
    const list = Array.isArray(req.body) ? req.body : req.body.list;
    await g.reorder(
      req.me.mbrSn,
      list.map((i) => i.gdpSn),
    );
    return ok(null);
  });
  mount(app, c.representative, async (req) => {
    await g.setRepresentative(req.me.mbrSn, req.body.gdpSn, req.body.gdkdSn);
    return ok(null);
  });
  mount(app, c.deleteKeyword, async (req) => {
    await g.deleteKeyword(req.me.mbrSn, req.body.gdkdSn);
    return ok(null);
  });
  mount(app, c.history, async (req) => g.history(req.me.mbrSn, req.body.gdkdSn));
  mount(app, c.memo, async (req) => g.saveMemo(req.me.mbrSn, req.body.gdpSn, req.body.content));
  mount(app, c.renew, async (req) =>
    ok(await settled(req.me.mbrSn, await g.renew(req.me.mbrSn, req.body.gdpSn, keyOf(req)))),
  );
  mount(app, c.renewExpired, async (req) =>
    ok(await settled(req.me.mbrSn, await g.renewExpired(req.me.mbrSn, req.body.gdpSns, keyOf(req)))),
  );
  mount(app, c.renewExpiredQuote, async (req) => ok(await g.quoteRenewExpired(req.me.mbrSn)));
  mount(app, c.checkNow, async (req) => ok(await g.checkNow(req.me.mbrSn, req.body.gdpSn)));
  mount(app, c.autoRenew, async (req) => {
    await g.setAutoRenew(req.me.mbrSn, req.body.gdpSn, req.body.autRnwl === 'Y');
    return ok(null);
  });

  // Cost before spending (issue 28 §3): what registering, renewing or auto-renewing would take,
  // computed by the functions the spending calls run; nothing is spent or changed.
  mount(app, c.registerQuote, async (req) => ok(await g.quoteRegister(req.me.mbrSn, req.body.count)));
  mount(app, c.renewQuote, async (req) => ok(await g.quoteRenew(req.me.mbrSn, req.body.gdpSn)));
  mount(app, c.autoRenewQuote, async (req) => ok(await g.quoteAutoRenew(req.me.mbrSn, req.body.gdpSn)));

  mount(app, c.exportList, async (req, reply) => {
    const file = await deps.exports.list(req.me.mbrSn);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', xlsxAttachment(`${ko.goodsRankExport.listFile}_${kstDate()}`))
      .send(file);
  });
  mount(app, c.exportHistory, async (req, reply) => {
    const file = await deps.exports.history(req.me.mbrSn, req.query.gdpSn);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', xlsxAttachment(`${ko.goodsRankExport.historyFile}_${req.query.gdpSn}`))
      .send(file);
  });
}
