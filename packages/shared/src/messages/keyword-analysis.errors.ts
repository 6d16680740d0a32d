/** Keyword analysis and search trends. */
import { defineErrors } from './define-errors';

export const keywordAnalysisErrors = defineErrors({
  KEYWORD_DATA_UNAVAILABLE: {
    status: 503,
    message: '키워드 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  KEYWORD_DATA_BUSY: {
    status: 503,
    message: '지금은 조회 요청이 많아 키워드 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  TREND_UNAVAILABLE: {
    status: 503,
    message: '검색어 트렌드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  TREND_RANGE_INVALID: {
    status: 400,
    message: '조회 기간을 확인해 주세요. 2016년 1월 1일부터 오늘까지 조회할 수 있습니다.',
  },
  TREND_KEYWORD_LIMIT: { status: 400, message: '키워드는 최대 5개까지 비교할 수 있습니다.' },
});
