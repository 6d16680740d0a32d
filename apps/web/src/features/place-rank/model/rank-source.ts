import * as ko from '@seller/shared/messages/sections';
import { PLACE_MAX_RANK } from '@seller/shared/rules/place-rank';
import { trackingSource } from '../../../components/rank-tracking/source';

/** Map ranks for the shared rank-tracking parts: place texts, checked to the top 300. */
export const placeSource = trackingSource(
  { ...ko.placeRank, ...ko.placeRankUi },
  ko.placeRankUi.outOfRank(PLACE_MAX_RANK),
  PLACE_MAX_RANK,
);
