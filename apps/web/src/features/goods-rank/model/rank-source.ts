import * as ko from '@seller/shared/messages/sections';
import { MAX_RANK } from '@seller/shared/rules/goods-rank';
import { trackingSource } from '../../../components/rank-tracking/source';

/** Shopping ranks for the shared rank-tracking parts: goods texts, checked to the top 500. */
export const goodsSource = trackingSource(
  { ...ko.goodsRank, ...ko.goodsRankUi },
  ko.goodsRankUi.outOfRank,
  MAX_RANK,
);
