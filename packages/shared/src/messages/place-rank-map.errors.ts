/** 순위 지도 (issue 41). */
import { defineErrors } from './define-errors';
import { placeRankMap } from './place-rank-map';

export const placeRankMapErrors = defineErrors({
  MAP_KEYWORD_NOT_FOUND: { status: 404, message: placeRankMap.keywordNotFound },
  MAP_SCAN_NOT_FOUND: { status: 404, message: placeRankMap.scanNotFound },
  MAP_SCAN_RUNNING: { status: 409, message: placeRankMap.alreadyRunning },
  MAP_COMPARE_MISMATCH: { status: 422, message: placeRankMap.compareMismatch },
  MAP_PLACE_UNLOCATED: { status: 503, message: placeRankMap.placeUnlocated },
});
