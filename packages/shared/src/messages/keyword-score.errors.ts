/** Keyword score search. */
import { defineErrors } from './define-errors';

export const keywordScoreErrors = defineErrors({
  SCORE_LIMIT_REACHED: { status: 429, message: '검색 한도에 도달했습니다.' },
  SCORE_SEARCH_FAILED: { status: 502, message: '통신에 실패했습니다. 고객센터로 문의해 주세요.' },
});
