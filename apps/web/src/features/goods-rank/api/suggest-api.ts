import { call } from '../../../lib/api-call';

/**
 * The add box's keyword suggestions (issue 39 §1) come from the keyword analysis's related-keyword
 * route (GET /api/naver/keyword/related, the same call as features/keyword-analysis's
 * fetchRelated: one feature does not import another). An uncached look spends Search Ad and
 * shopping-search quota, so the box asks only when the member presses 추천 키워드 보기.
 */
export const fetchRelatedKeywords = (hints: readonly string[], signal?: AbortSignal) =>
  call('GET', '/api/naver/keyword/related', { query: { hintKeywords: hints.join(',') } }, { signal });
