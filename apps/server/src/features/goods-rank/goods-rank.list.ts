import {
  COIN_COST_RENEW,
  type GoodsListAnswer,
  type GoodsRow,
  type HourlyListAnswer,
  type KeywordInfo,
  RANK_HISTORY_POINTS,
  type RankHistoryAnswer,
  deleteAt,
  isRanked,
  rankComparison,
} from '@seller/shared';
import { AppError } from '../../lib/app-error';
import {
  currentProvenance,
  keywordMethodChanged,
  previousMethod,
  wireProvenance,
} from '../../lib/rank-engine/provenance';
import type { GoodsContext } from './goods-rank.context';
import * as repo from './goods-rank.repository';

const NULL = 'null'; // spec 02 §3: the string 'null' marks a missing store / number
const nullable = (v: string | null) => v ?? NULL;

/** Automatic renewals within three days count against the balance (renewalShortfall). */
const dueBefore = (at: Date) => new Date(at.getTime() + 3 * 86_400_000);

/** The list's ETag (a strong validator: the same tag is the same answer but serverNow). */
const listTag = (version: string, balance: number, role: string) => `"${version}.${balance}.${role}"`;

const goodsRow = (g: Omit<repo.ListGoods, 'keywords'>): GoodsRow => ({
  gdpSn: g.gdpSn,
  midNo: nullable(g.midNo),
  mallPid: nullable(g.mallPid),
  storeName: nullable(g.storeName),
  goodsTitleNm: g.title,
  goodsImg: g.image,
  matchingModelMidNo: g.matchingModelMidNo,
  price: g.price,
  content: g.memo,
  coinStartDt: g.coinStartAt.toISOString(),
  coinEndDt: g.coinEndAt.toISOString(),
  deleteDt: deleteAt(g.coinEndAt).toISOString(),
  autRnwl: g.autoRenew ? 'Y' : 'N',
  order: g.sortOrder,
  isChecked: false,
  lookupStatus: g.lookupStatus === 'resolved' ? 'resolved' : 'pending',
  checkNow: { day: g.checkNowDay, count: g.checkNowCount, at: g.checkNowAt?.toISOString() ?? null },
});

/** What the member reads: the list (with its ETag), a keyword's history, the v1 hourly list. */
export function goodsReading(ctx: GoodsContext) {
  const { deps, now, listVersion } = ctx;
  return {
    /**
     * The list answer and its ETag, read fresh: products, keywords and the list's version in one
     * statement (one snapshot). The tag covers everything in the answer but `serverNow`: the
     * list's version, the balance and the role (a 304 keeps the browser's copy; its clock offset
     * from the last full answer still holds).
     */
    async list(memberId: number, role: string): Promise<{ answer: GoodsListAnswer; etag: string }> {
      const at = now();
      const { version, goods } = await repo.listOfMember(deps.db, memberId, dueBefore(at));
      const balance = await deps.coins.balance(memberId);
      const dueSoon = goods.filter((g) => g.autoRenew && g.coinEndAt < dueBefore(at)).length;
      return {
        etag: listTag(version, balance, role),
        answer: {
          myGoodsRank: goods.map(goodsRow),
          keywordRankInfos: goods.map((g) => ({
            gdpSn: g.gdpSn,
            keywordsInfo: g.keywords.map((k) => ({
              gdkdSn: k.gdkdSn,
              goodsKeyword: k.keyword,
              keywordRankCurrent: isRanked(k.rankCurrent) ? k.rankCurrent : 0,
              keywordRankPrevious: isRanked(k.rankPrevious) ? k.rankPrevious : 0,
              // Across a change of source or surface there is no move (issue 36 §2).
              keywordRankComparison: rankComparison(k.rankCurrent, k.rankPrevious, keywordMethodChanged(k)),
              checkStatus: k.checkStatus as KeywordInfo['checkStatus'],
              checkedAt: k.checkedAt?.toISOString() ?? null,
              failedAt: k.failedAt?.toISOString() ?? null,
              representative: k.representative,
              provenance: currentProvenance(k),
              previousProvenance: previousMethod(k),
            })),
          })),
          mbr: { sellerCoinCnt: balance, mbrAtrbCd: role },
          renewalShortfall: dueSoon * COIN_COST_RENEW > balance,
          serverNow: at.toISOString(),
        },
      };
    },

    /** The ETag `list` would answer now, without reading the list (one row and the balance). */
    async listTag(memberId: number, role: string): Promise<string> {
      const version = await listVersion(memberId, dueBefore(now()));
      return listTag(version, await deps.coins.balance(memberId), role);
    },

    /**
     * Registers a product for coins, once per Idempotency-Key (a repeat, on any instance, answers
     * the first product and spends nothing). Distinct registrations may run side by side: the
     * spend is checked under the balance lock.
     */
    async history(memberId: number, keywordId: number, all = false): Promise<RankHistoryAnswer> {
      const k = await repo.ownedKeyword(deps.db, memberId, keywordId);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const rows = await repo.historyOf(deps.db, keywordId, all ? undefined : RANK_HISTORY_POINTS);
      const ranked = rows.map((r) => r.rank).filter((r) => isRanked(r));
      const first = rows[0];
      return {
        data: rows.map((r) => ({
          frstRgstDt: r.day,
          keywordRankCurrent: isRanked(r.rank) ? r.rank : 0,
          provenance: wireProvenance({ ...r, checkedAt: r.checkedAt?.toISOString() ?? null }),
        })),
        bestRank: ranked.length ? Math.min(...ranked) : null,
        // The member's own changes over the shown dates, so the chart can mark them.
        changes: first && deps.changesOf ? await deps.changesOf(k.gdpSn, first.day) : [],
      };
    },

    /** One of the member's keywords with its daily ranks between two Korea dates (public API). */
    async historyBetween(memberId: number, keywordId: number, from: string, to: string) {
      const k = await repo.ownedKeyword(deps.db, memberId, keywordId);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const rows = await repo.goodsRankStore.historyBetween(deps.db, [keywordId], from, to);
      return {
        keyword: k.keyword,
        ranks: rows.map((r) => ({
          day: r.day,
          rank: isRanked(r.rank) ? r.rank : null,
          provenance: wireProvenance(r.provenance),
        })),
      };
    },

    /** v1: the member's products with the last 24 hourly ranks of each keyword. */
    async listHourly(memberId: number): Promise<HourlyListAnswer> {
      const at = now();
      const goods = (await repo.goodsOfMember(deps.db, memberId)).filter((g) => g.coinEndAt > at);
      const keywords = await repo.keywordsOfGoods(
        deps.db,
        goods.map((g) => g.gdpSn),
      );
      const hours = await repo.hourlyOf(
        deps.db,
        keywords.map((k) => k.gdkdSn),
        new Date(at.getTime() - 24 * 3_600_000),
      );
      return {
        serverNow: at.toISOString(),
        items: goods.map((g) => ({
          gdpSn: g.gdpSn,
          goodsTitleNm: g.title,
          goodsImg: g.image,
          storeName: nullable(g.storeName),
          coinEndDt: g.coinEndAt.toISOString(),
          keywords: keywords
            .filter((k) => k.gdpSn === g.gdpSn)
            .map((k) => {
              const series = hours
                .filter((h) => h.gdkdSn === k.gdkdSn)
                .map((h) => ({
                  hour: h.hour.toISOString(),
                  rank: isRanked(h.rank) ? h.rank : 0,
                  // Where the hour's rank came from, as the daily history says it (issue 36 §2).
                  provenance: wireProvenance({ ...h, checkedAt: h.checkedAt?.toISOString() ?? null }),
                }));
              const last = series.at(-1);
              return {
                gdkdSn: k.gdkdSn,
                goodsKeyword: k.keyword,
                latestRank: last ? last.rank : null,
                latestHour: last?.hour ?? null,
                hours: series,
              };
            }),
        })),
      };
    },
  };
}
