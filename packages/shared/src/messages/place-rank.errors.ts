/** Place tracking (spec 02 §5, §8). */
import { defineErrors } from './define-errors';
import { placeRank } from './place-rank';

export const placeRankErrors = defineErrors({
  PLACE_INPUT_REQUIRED: { status: 400, message: placeRank.enterKeywordAndPlaceId },
  PLACE_LIMIT: { status: 409, message: placeRank.placeLimit },
  PLACE_DAILY_LIMIT: { status: 409, message: placeRank.dailyLimit },
  PLACE_DUPLICATE: { status: 409, message: placeRank.duplicate },
  PLACE_INFO_INVALID: { status: 422, message: placeRank.infoInvalid },
  PLACE_NOT_FOUND: { status: 404, message: placeRank.placeNotFound },
  PLACE_LOOKUP_UNAVAILABLE: { status: 503, message: placeRank.lookupUnavailable },
});
