/** Ranking board. */
import { defineErrors } from './define-errors';

export const rankingBoardErrors = defineErrors({
  RANKING_UNAVAILABLE: {
    status: 503,
    message: '랭킹 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
