import type { GoodsListAnswer, GoodsRow, KeywordInfo } from '@seller/shared/schemas/goods-rank';

/** Test data builders (used by the unit tests and the server-rendered page test). */
export function goodsRow(goodsId: number, patch: Partial<GoodsRow> = {}): GoodsRow {
  return {
    gdpSn: goodsId,
    midNo: `8${goodsId}`,
    mallPid: `5${goodsId}`,
    storeName: 'store',
    goodsTitleNm: `title ${goodsId}`,
    goodsImg: null,
    matchingModelMidNo: null,
    price: 12_900,
    content: '',
    coinStartDt: '2026-03-01T00:00:00.000Z',
    coinEndDt: '2026-03-31T00:00:00.000Z',
    deleteDt: '2026-04-03T00:00:00.000Z',
    autRnwl: 'N',
    order: goodsId,
    isChecked: false,
    lookupStatus: 'resolved',
    checkNow: { day: null, count: 0, at: null },
    ...patch,
  };
}

export function keywordInfo(keywordId: number, patch: Partial<KeywordInfo> = {}): KeywordInfo {
  return {
    gdkdSn: keywordId,
    goodsKeyword: `kw ${keywordId}`,
    keywordRankCurrent: 10,
    keywordRankPrevious: 12,
    keywordRankComparison: 2,
    checkStatus: 'ok',
    checkedAt: '2026-03-02T02:00:00.000Z',
    failedAt: null,
    representative: false,
    ...patch,
  };
}

export function listAnswer(
  rows: GoodsRow[],
  keywords: Record<number, KeywordInfo[]> = {},
  patch: Partial<GoodsListAnswer> = {},
): GoodsListAnswer {
  return {
    myGoodsRank: rows,
    keywordRankInfos: Object.entries(keywords).map(([goodsId, keywordsInfo]) => ({
      gdpSn: Number(goodsId),
      keywordsInfo,
    })),
    mbr: { sellerCoinCnt: 100, mbrAtrbCd: 'GNRL_MBR' },
    renewalShortfall: false,
    serverNow: '2026-03-10T00:00:00.000Z',
    ...patch,
  };
}
