/**
 * 알림톡 rank alerts to phone numbers (issue 40 §3): the member's numbers, their verification codes,
 * the alert kinds each receives with the quote before saving, and the delivery history.
 */
import { z } from 'zod';
import { MANAGER } from '../constants/roles';
import { okAnswer } from '../schemas/envelope';
import {
  alimtalkAddBody,
  alimtalkQuote,
  alimtalkQuoteBody,
  alimtalkRecipient,
  alimtalkRecipientParams,
  alimtalkRulesBody,
  alimtalkStatus,
  alimtalkVerifyBody,
} from '../schemas/rank-alerts-alimtalk';
import { contract } from './contract';

const P = '/v1/rank-alerts/alimtalk';
const codeRefusals = [
  'ALIMTALK_CODE_TOO_SOON',
  'ALIMTALK_CODE_DAILY_LIMIT',
  'ALIMTALK_CODE_MEMBER_LIMIT',
  'ALIMTALK_CODE_SEND_FAILED',
] as const;

export const alimtalkContract = {
  alimtalkStatus: contract({
    method: 'GET',
    path: P,
    access: 'member',
    answer: okAnswer(alimtalkStatus),
    summary: "The member's alimtalk (KakaoTalk notification) numbers, the rate and the latest deliveries",
  }),
  alimtalkAdd: contract({
    method: 'POST',
    path: `${P}/recipients`,
    access: 'member',
    body: alimtalkAddBody,
    answer: okAnswer(alimtalkRecipient),
    errors: ['ALIMTALK_UNAVAILABLE', 'ALIMTALK_RECIPIENTS_FULL', 'ALIMTALK_PHONE_DUPLICATE', ...codeRefusals],
    summary: 'Adds a number and sends it a verification code by SMS',
  }),
  alimtalkResend: contract({
    method: 'POST',
    path: `${P}/recipients/:id/code`,
    access: 'member',
    params: alimtalkRecipientParams,
    answer: okAnswer(alimtalkRecipient),
    errors: ['ALIMTALK_RECIPIENT_NOT_FOUND', 'ALIMTALK_ALREADY_VERIFIED', ...codeRefusals],
  }),
  alimtalkVerify: contract({
    method: 'POST',
    path: `${P}/recipients/:id/verify`,
    access: 'member',
    params: alimtalkRecipientParams,
    body: alimtalkVerifyBody,
    answer: okAnswer(alimtalkRecipient),
    errors: [
      'ALIMTALK_RECIPIENT_NOT_FOUND',
      'ALIMTALK_ALREADY_VERIFIED',
      'ALIMTALK_CODE_INVALID',
      'ALIMTALK_CODE_EXPIRED',
      'ALIMTALK_CODE_ATTEMPTS',
    ],
  }),
  alimtalkQuote: contract({
    method: 'POST',
    path: `${P}/recipients/:id/quote`,
    access: 'member',
    params: alimtalkRecipientParams,
    body: alimtalkQuoteBody,
    answer: okAnswer(alimtalkQuote),
    errors: ['ALIMTALK_RECIPIENT_NOT_FOUND'],
    summary: 'What the alert kinds would cost this number, before they are saved',
  }),
  alimtalkRules: contract({
    method: 'POST',
    path: `${P}/recipients/:id/rules`,
    access: 'member',
    params: alimtalkRecipientParams,
    body: alimtalkRulesBody,
    answer: okAnswer(alimtalkRecipient),
    errors: ['ALIMTALK_RECIPIENT_NOT_FOUND', 'ALIMTALK_NOT_VERIFIED', 'ALIMTALK_QUOTE_CHANGED'],
  }),
  alimtalkRemove: contract({
    method: 'DELETE',
    path: `${P}/recipients/:id`,
    access: 'member',
    params: alimtalkRecipientParams,
    answer: okAnswer(z.null()),
    errors: ['ALIMTALK_RECIPIENT_NOT_FOUND'],
  }),
  alimtalkRun: contract({
    method: 'POST',
    path: `${P}/run`,
    access: [MANAGER],
    answer: okAnswer(
      z.object({ sent: z.number(), delivered: z.number(), failed: z.number(), skipped: z.number() }),
    ),
    summary: "Queues the day's alerts for alimtalk, sends them and reads their results now (the job's run)",
  }),
};
