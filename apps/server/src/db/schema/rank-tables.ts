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

/** Issue 42 §1: what the list said beside each goods rank (rank-columns goodsAttributeColumns), in write order. */
const GOODS_ATTRIBUTES = [
  { column: 'title', type: 'text' },
  { column: 'price', type: 'int' },
  { column: 'review_count', type: 'int' },
  { column: 'purchase_count', type: 'int' },
  { column: 'rating', type: 'float8' },
  { column: 'advertised', type: 'boolean' },
] as const;

/** Issue 42 §1: what the place list said beside each place rank (rank-columns placeAttributeColumns). */
const PLACE_ATTRIBUTES = [
  { column: 'visitor_review_count', type: 'int' },
  { column: 'blog_review_count', type: 'int' },
  { column: 'save_count', type: 'int' },
] as const;

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
  historyAttributes: GOODS_ATTRIBUTES,
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
  historyAttributes: PLACE_ATTRIBUTES,
};
