import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinHistBody } from '@seller/shared';
import type { CoinsService } from './coins.service';

export function coinsRoutes(app: FastifyInstance, deps: { coins: CoinsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The payload's mbrSn is ignored: the balance is always the signed-in member's own.
  r.post('/v1/confCmmn/coinSelect', { config: { access: 'member' } }, async (req) => {
    const sellerCoinCnt = await deps.coins.balance(req.member!.mbrSn);
    return { code: 'OK', message: '', data: { sellerCoinCnt } };
  });

  // Every coin movement of the signed-in member (the ledger), newest first.
  r.post(
    '/v1/member/myPage/coinHist',
    { schema: { body: coinHistBody }, config: { access: 'member' } },
    async (req) => {
      const data = await deps.coins.history(req.member!.mbrSn, req.body.pageNum, req.body.pageSize);
      return { code: 'OK', message: '', data };
    },
  );
}
