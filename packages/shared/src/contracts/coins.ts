/** Coins: the signed-in member's balance and ledger (the ledger's xlsx download stays plain). */
import { coinBalance } from '../schemas/auth';
import { okAnswer } from '../schemas/envelope';
import { coinHistBody, coinHistoryAnswer } from '../schemas/payments';
import { contract } from './contract';

// GET /v1/member/myPage/coinHist.xlsx (an xlsx file, not JSON) stays a plain Fastify route in
// coins.routes.ts.
export const coinsContract = {
  balance: contract({
    method: 'POST',
    path: '/v1/confCmmn/coinSelect',
    access: 'member',
    answer: okAnswer(coinBalance),
    summary: "The signed-in member's coin balance",
  }),
  history: contract({
    method: 'POST',
    path: '/v1/member/myPage/coinHist',
    access: 'member',
    body: coinHistBody,
    answer: okAnswer(coinHistoryAnswer),
    summary: "A page of the signed-in member's coin ledger, newest first",
  }),
} as const;
