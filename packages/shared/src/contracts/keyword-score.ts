/**
 * The keyword score check (spec 02 §2.9, §7): the member's daily allowance and a search that
 * scores the keyword's products. Any member within their own allowance; the web guards the
 * screen for managers and agency members.
 */
import { okAnswer } from '../schemas/envelope';
import {
  scoreSearchAnswer,
  scoreSearchBody,
  scoreUsage,
  scoreUsageAnswer,
  scoreUsageBody,
} from '../schemas/keyword-score';
import { contract } from './contract';

export const keywordScoreContract = {
  usage: contract({
    method: 'POST',
    path: '/api/naver/keyword/jisuCheckLimitOfViews',
    access: 'member',
    body: scoreUsageBody.optional(),
    answer: scoreUsageAnswer,
    summary: "Today's searches used and the member's daily allowance",
  }),
  // The spec does not show its answer; kept for compatibility: the server counts on a
  // successful search, so this call never changes the count.
  increment: contract({
    method: 'POST',
    path: '/api/naver/keyword/jisuCheckIncrement',
    access: 'member',
    body: scoreUsageBody.optional(),
    answer: okAnswer(scoreUsage),
    summary: "Today's usage (the search itself counts; this call changes nothing)",
  }),
  search: contract({
    method: 'POST',
    path: '/api/search',
    access: 'member',
    body: scoreSearchBody,
    answer: scoreSearchAnswer,
    errors: ['KEYWORD_REQUIRED', 'SCORE_LIMIT_REACHED', 'SCORE_SEARCH_FAILED'],
    summary: "Scores the keyword's products and counts one search when any are found",
  }),
} as const;
