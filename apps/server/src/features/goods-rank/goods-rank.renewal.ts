import {
  DELETE_AFTER_DAYS,
  type RenewExpiredQuote,
  type SpendQuote,
  formatNumber,
  ko,
  kstDate,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import type { GoodsContext } from './goods-rank.context';
import {
  type Charge,
  autoRenewalCharge,
  quoteOf,
  registrationCharge,
  renewalCharge,
} from './goods-rank.domain';
import { numberOf } from './goods-rank.lifecycle';
import * as repo from './goods-rank.repository';

/** A quote's answer: the charge against the balance, with a Korean reason when it is short. */
function quoteAnswer(
  action: SpendQuote['action'],
  count: number,
  charge: Charge,
  balance: number,
  chargeAt: Date | null = null,
): SpendQuote {
  const q = quoteOf(charge.coins, balance);
  const message = q.enough
    ? null
    : action === 'autoRenew'
      ? ko.goodsQuote.shortAutoRenew(formatNumber(q.coins), formatNumber(q.balance))
      : ko.goodsQuote.short(
          formatNumber(q.coins),
          formatNumber(q.balance),
          formatNumber(q.coins - q.balance),
        );
  return {
    action,
    count,
    ...q,
    endAt: charge.end.toISOString(),
    endDate: kstDate(charge.end),
    chargeAt: chargeAt?.toISOString() ?? null,
    message,
  };
}

/** Renewing tracked products (by hand and automatically), the quotes before spending, the purge. */
export function goodsRenewal(ctx: GoodsContext) {
  const { deps, now } = ctx;
  return {
    /** Extends a product's period for coins, once per Idempotency-Key (a repeat extends nothing). */
    renew(memberId: number, goodsId: number, key: string) {
      return exactlyOnce(
        deps.db,
        { mbrSn: memberId, key, operation: 'goods-renew', request: { gdpSn: goodsId } },
        async (tx) => {
          if (!(await repo.ownedGoods(tx, memberId, goodsId))) throw new AppError('GOODS_NOT_FOUND');
          // Product before coins, as the auto-renew job locks them, and the end read after the
          // lock: otherwise the two deadlock, or one overwrites the other's extension.
          await repo.lockGoods(tx, [goodsId]);
          const g = await repo.ownedGoods(tx, memberId, goodsId);
          if (!g) throw new AppError('GOODS_NOT_FOUND');
          // The renewal quote's function (issue 28 §3).
          const { coins, end } = renewalCharge(g.coinEndAt, now());
          const balance = await deps.coins.spend(tx, {
            mbrSn: memberId,
            delta: coins,
            kind: 'SPEND_RENEW',
            refType: 'goods',
            refId: String(goodsId),
            purpose: 'renew',
            itemTitle: g.title,
            itemNo: numberOf(g),
          });
          await repo.setCoinEnd(tx, goodsId, end);
          return { coinEndDt: end.toISOString(), sellerCoinCnt: balance };
        },
      );
    },

    /**
     * 모두 연장 (issue 39 §3): renews the quoted expired products in one transaction, each by the
     * renewal quote's function and with its own ledger row, once per Idempotency-Key. One renewed
     * in between (by hand or the job) is left out and not charged, so the spend never exceeds the
     * quote; a balance short of the whole renews none.
     */
    renewExpired(memberId: number, goodsIds: number[], key: string) {
      const ids = [...new Set(goodsIds)].sort((a, b) => a - b);
      return exactlyOnce(
        deps.db,
        { mbrSn: memberId, key, operation: 'goods-renew-expired', request: { gdpSns: ids } },
        async (tx) => {
          // Products before coins, in id order, as the single renewal and the auto-renew job lock.
          await repo.lockGoods(tx, ids);
          const at = now();
          const due = await repo.expiredOwned(tx, memberId, at, ids);
          if (!due.length) throw new AppError('RENEW_NONE_EXPIRED');
          let balance = 0;
          let coins = 0;
          let end = at;
          for (const g of due) {
            const charge = renewalCharge(g.coinEndAt, at);
            balance = await deps.coins.spend(tx, {
              mbrSn: memberId,
              delta: charge.coins,
              kind: 'SPEND_RENEW',
              refType: 'goods',
              refId: String(g.gdpSn),
              purpose: 'renew',
              itemTitle: g.title,
              itemNo: numberOf(g),
            });
            await repo.setCoinEnd(tx, g.gdpSn, charge.end);
            coins += charge.coins;
            end = charge.end;
          }
          return { renewed: due.length, coins, coinEndDt: end.toISOString(), sellerCoinCnt: balance };
        },
      );
    },

    /** Job: renew expired auto-renew products from coins; those that cannot pay stay expired. */
    async autoRenewDue(): Promise<{ renewed: number; short: number }> {
      let renewed = 0;
      let short = 0;
      for (const g of await repo.expiredAutoRenew(deps.db, now())) {
        try {
          await deps.db.transaction(async (tx) => {
            // Re-read under lock: another worker may have renewed it meanwhile.
            const end = await repo.lockCoinEnd(tx, g.gdpSn);
            if (!end || end.getTime() > now().getTime()) return;
            // The auto-renewal quote's function (issue 28 §3).
            const charge = autoRenewalCharge(end, now());
            await deps.coins.spend(tx, {
              mbrSn: g.mbrSn,
              delta: charge.coins,
              kind: 'SPEND_RENEW',
              refType: 'goods-auto',
              refId: `${g.gdpSn}:${g.coinEndAt.toISOString()}`,
              purpose: 'autoRenew',
              itemTitle: g.title,
              itemNo: numberOf(g),
            });
            await repo.setCoinEnd(tx, g.gdpSn, charge.end);
            renewed += 1;
          });
        } catch (e) {
          if (e instanceof AppError && e.code === 'INSUFFICIENT_COINS') short += 1;
          else throw e;
        }
      }
      return { renewed, short };
    },

    // --- Cost before spending (issue 28 §3): what an action would take, without taking it. ---

    /** Registering `count` products now (the add box; issue 29's bulk add prices its rows here). */
    async quoteRegister(memberId: number, count = 1): Promise<SpendQuote> {
      return quoteAnswer(
        'register',
        count,
        registrationCharge(count, now()),
        await deps.coins.balance(memberId),
      );
    },

    /** Renewing one of the member's products now. */
    async quoteRenew(memberId: number, goodsId: number): Promise<SpendQuote> {
      const g = await repo.ownedGoods(deps.db, memberId, goodsId);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      return quoteAnswer('renew', 1, renewalCharge(g.coinEndAt, now()), await deps.coins.balance(memberId));
    },

    /** 모두 연장: every expired product of the member, priced by the renewal's function. */
    async quoteRenewExpired(memberId: number): Promise<RenewExpiredQuote> {
      const at = now();
      const due = await repo.expiredOwned(deps.db, memberId, at);
      const charges = due.map((g) => renewalCharge(g.coinEndAt, at));
      const total: Charge = {
        coins: charges.reduce((sum, c) => sum + c.coins, 0),
        // Every expired product renews to a month from now: one end date for all.
        end: charges[0]?.end ?? renewalCharge(at, at).end,
      };
      return {
        ...quoteAnswer('renewExpired', due.length, total, await deps.coins.balance(memberId)),
        gdpSns: due.map((g) => g.gdpSn),
      };
    },

    /** The next automatic renewal of one of the member's products (shown before turning it on). */
    async quoteAutoRenew(memberId: number, goodsId: number): Promise<SpendQuote> {
      const g = await repo.ownedGoods(deps.db, memberId, goodsId);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      const charge = autoRenewalCharge(g.coinEndAt, now());
      return quoteAnswer('autoRenew', 1, charge, await deps.coins.balance(memberId), charge.at);
    },

    /** Job: delete products expired more than 3 days ago (no recovery, spec 02 §4). */
    purgeExpired: () =>
      repo.deleteExpiredBefore(deps.db, new Date(now().getTime() - DELETE_AFTER_DAYS * 86_400_000)),
  };
}
