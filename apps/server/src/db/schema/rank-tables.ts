import {
  goodsKeywordAnswers,
  goodsKeywordTops,
  keywordChecks,
  placeKeywordAnswers,
  placeKeywordChecks,
  placeKeywords,
  placeKeywordTops,
  placeRankHistory,
  rankHistory,
  trackedGoods,
  trackedKeywords,
  trackedPlaces,
} from './index';

/**
 * Each rank feature's tables and key columns, as lib/rank-engine/store writes them (its
 * RankTables). Not part of the schema index: these are views of its tables, not tables.
 */
export const goodsRankTables = {
  items: trackedGoods,
  itemId: trackedGoods.gdpSn,
  keywords: trackedKeywords,
  keywordId: trackedKeywords.gdkdSn,
  keywordItem: trackedKeywords.gdpSn,
  history: rankHistory,
  historyKeyword: rankHistory.gdkdSn,
  checks: keywordChecks,
  tops: goodsKeywordTops,
  answers: goodsKeywordAnswers,
};

export const placeRankTables = {
  items: trackedPlaces,
  itemId: trackedPlaces.plceSn,
  keywords: placeKeywords,
  keywordId: placeKeywords.plkwrdSn,
  keywordItem: placeKeywords.plceSn,
  history: placeRankHistory,
  historyKeyword: placeRankHistory.plkwrdSn,
  historyStamp: placeRankHistory.updatedAt,
  checks: placeKeywordChecks,
  tops: placeKeywordTops,
  answers: placeKeywordAnswers,
};
