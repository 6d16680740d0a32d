import { defineFeature } from '../../lib/features/module';
import { hourlyBudget, sameProduct } from './goods-rank.domain';
import { createRankEngine } from './goods-rank.engine';
import { createGoodsRankExport } from './goods-rank.export';
import { createGoodsFinder } from './goods-rank.finder';
import { goodsFinderRoutes } from './goods-rank.finder.routes';
import { RANK_CHECK_QUEUE, goodsRankJobs } from './goods-rank.jobs';
import { createGoodsLifecycle } from './goods-rank.lifecycle';
import { activeKeywords, waitingKeywords } from './goods-rank.repository';
import { createGoodsRivals } from './goods-rank.rivals';
import { goodsRivalsRoutes } from './goods-rank.rivals.routes';
import { goodsRankRoutes } from './goods-rank.routes';
import { createGoodsRankService } from './goods-rank.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    'goods-rank': {
      rankEngine: ReturnType<typeof createRankEngine>;
      goodsRank: ReturnType<typeof createGoodsRankService>;
      /** Whether two lookups are one product (bulk add's duplicate rule). */
      sameProduct: typeof sameProduct;
      goodsLifecycle: ReturnType<typeof createGoodsLifecycle>;
      goodsRankExport: ReturnType<typeof createGoodsRankExport>;
      /** Rivals on the same keyword (issue 28 §1). */
      goodsRivals: ReturnType<typeof createGoodsRivals>;
      /** "키워드로 내 상품 찾기" (issue 39 §1): the source's first page, kept per keyword and day. */
      goodsFinder: ReturnType<typeof createGoodsFinder>;
    };
  }
}

/** Shopping ranks of members' products (spec 02 §1), their lifecycle, rivals and the finder. */
export const goodsRankModule = defineFeature({
  name: 'goods-rank',
  needs: ['coins', 'rank-alerts', 'sources', 'provider-usage', 'rank-changes'],
  create: (ctx, { coins, rankAlerts, sources, rankChangesSheets }) => {
    const { db, now, config, adapters, answerCache, warnFor } = ctx;
    const rankEngine = createRankEngine({
      db,
      shop: sources.shop,
      now,
      recheck: ctx.recheckOn(RANK_CHECK_QUEUE),
    });
    const goodsRank = createGoodsRankService({
      db,
      lookup: sources.productLookup,
      coins,
      now,
      recordChange: rankAlerts.recordChange,
      changesOf: async (goodsId, since) =>
        (await rankAlerts.changesOf('goods', [goodsId], since)).map(({ day, change, detail }) => ({
          day,
          change,
          detail,
        })),
      checkSoon: ctx.checkSoon(RANK_CHECK_QUEUE),
    });
    ctx.contribute('daily-checks', async (day) => {
      let checked = 0;
      let failed = 0;
      for (const k of await activeKeywords(db, now())) {
        checked += 1;
        await rankEngine.checkKeyword(k, day).catch(() => (failed += 1));
      }
      return { checked, failed };
    });
    ctx.contribute('check-sweep', {
      queue: RANK_CHECK_QUEUE,
      waiting: (before) => waitingKeywords(db, now(), before),
    });
    return {
      rankEngine,
      goodsRank,
      sameProduct,
      // Issue 23 point 6: an unpaid product's end and coming deletion, in the bell and by mail.
      goodsLifecycle: createGoodsLifecycle({
        db,
        now,
        mail: adapters.mail,
        publicUrl: config.publicUrl,
        notify: (tx, notice) => rankAlerts.lifecycleNotice(tx, notice),
        settle: (tx, rows) => rankAlerts.settleLifecycle(tx, rows),
        warn: warnFor('goods-rank'),
      }),
      // The history workbook carries what the pages said and the 변화 기록 (issue 42 §3).
      goodsRankExport: createGoodsRankExport({ db, historySheets: rankChangesSheets }),
      goodsRivals: createGoodsRivals({ db, now }),
      goodsFinder: createGoodsFinder({ shop: sources.shop, cache: answerCache, warn: warnFor('goods-rank') }),
    };
  },
  routes: (app, s) => {
    goodsRankRoutes(app, { goods: s.goodsRank, exports: s.goodsRankExport, lifecycle: s.goodsLifecycle });
    goodsFinderRoutes(app, { finder: s.goodsFinder, limit: { max: 20, windowMs: 60_000 } });
    goodsRivalsRoutes(app, { rivals: s.goodsRivals });
  },
  jobs: (s, { db, config, enqueue, now }) =>
    goodsRankJobs({
      db,
      engine: s.rankEngine,
      goods: s.goodsRank,
      lifecycle: s.goodsLifecycle,
      // A share of the shopping source's daily budget (in its billing currency, as the meter keeps
      // it), or a calls cap without one.
      hourlyBudget: hourlyBudget({
        dailyBudgetMicros: s.providerMeter.budgetOf(s.rankEngine.profile.source),
        share: config.shopping.hourly.share,
        maxCalls: config.shopping.hourly.maxCallsPerHour,
      }),
      enqueue,
      ...(now ? { now } : {}),
    }),
});
