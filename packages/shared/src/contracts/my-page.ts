/** My page (spec 02 §2.6, §5, §7): payment history and withdrawal. The member is the session's. */
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { paymentHistoryRow, withdrawalBody } from '../schemas/my-page';
import { z } from '../schemas/zod';
import { contract } from './contract';

const paymentHist = z.array(paymentHistoryRow);

// getMyPage stays a plain route in my-page.routes.ts: it answers 204 (no body) when this session
// has not proven the member's identity, which a contract's single 200 answer cannot say.
export const myPageContract = {
  paymentHistory: contract({
    method: 'POST',
    path: '/v1/member/myPage/userPaymentHist',
    access: 'member',
    // The list at the top level too, as spec 02 §7 shows it.
    answer: okAnswer(z.object({ myPageCoinHist: paymentHist })).extend({ myPageCoinHist: paymentHist }),
    summary: "The signed-in member's purchases",
  }),
  withdraw: contract({
    method: 'POST',
    path: '/v1/member/myPage/userSecession',
    access: 'member',
    body: withdrawalBody,
    answer: doneAnswer,
    errors: ['MEMBER_NOT_FOUND', 'WITHDRAW_EMAIL_MISMATCH'],
    summary: 'Withdraws the signed-in member (the e-mail must match the account)',
  }),
} as const;
