/** 수집 현황 (issue 36 §3): the paid provider calls of a range of Korea dates and their cost, for managers. */
import { MANAGER } from '../constants/roles';
import { okAnswer } from '../schemas/envelope';
import { providerUsageAnswer, providerUsageQuery } from '../schemas/provider-usage';
import { contract } from './contract';

export const providerUsageContract = {
  summary: contract({
    method: 'GET',
    path: '/v1/admin/provider-usage',
    access: [MANAGER],
    query: providerUsageQuery,
    answer: okAnswer(providerUsageAnswer),
    summary: 'Paid provider calls per source and day, their cost, failures and keywords',
  }),
} as const;
