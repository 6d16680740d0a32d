/**
 * My page (spec 02 §2.6, §5, §7): the member's details, payment history and withdrawal. The
 * member is the session's.
 */
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { myPageInfo, paymentHistoryRow, withdrawalBody } from '../schemas/my-page';
import { z } from '../schemas/zod';
import { contract } from './contract';

const paymentHist = z.array(paymentHistoryRow);

export const myPageContract = {
  // 204 (no body) while this session has not proven the member's identity (spec 02 §4).
  info: contract({
    method: 'POST',
    path: '/v1/member/myPage/getMyPage',
    access: 'member',
    noContent: true,
    answer: okAnswer(myPageInfo),
    summary: "The signed-in member's details; 204 until this session has proven the member's identity",
  }),
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
