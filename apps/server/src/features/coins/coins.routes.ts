import type { FastifyInstance } from 'fastify';
import { kstDate, ko } from '@seller/shared';
import { coinsContract } from '@seller/shared/contracts/coins';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import type { CoinsService } from './coins.service';

export function coinsRoutes(app: FastifyInstance, deps: { coins: CoinsService }): void {
  const c = coinsContract;
  // The payload's mbrSn is ignored: the balance is always the signed-in member's own.
  mount(app, c.balance, async (req) => ok({ sellerCoinCnt: await deps.coins.balance(req.me.mbrSn) }));
  // Every coin movement of the signed-in member (the ledger), newest first.
  mount(app, c.history, async (req) =>
    ok(await deps.coins.history(req.me.mbrSn, req.body.pageNum, req.body.pageSize)),
  );

  // The whole ledger as an xlsx file (issue 28 §3), Korea times and the seven kinds.
  mount(app, c.historyFile, async (req, reply) => {
    const file = await deps.coins.historyFile(req.me.mbrSn);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', xlsxAttachment(`${ko.coinHistory.file}_${kstDate()}`))
      .send(file);
  });
}
