import { z } from './zod';
import { ko } from '../messages/ko';
import {
  ALIMTALK_CODE_LENGTH,
  ALIMTALK_REASONS,
  ALIMTALK_ROLES,
  ALIMTALK_STATUSES,
} from '../constants/alimtalk';
import { ALERT_RULES } from './rank-alerts';

/**
 * Wire contract of 알림톡 rank alerts to phone numbers (issue 40 §3): the member's numbers, each
 * verified by a code sent to it, the alert kinds each receives, the quote before saving them and the
 * delivery history. The member comes from the session; a number id of another member is not found.
 */

const m = () => ko.alimtalk;

/** A Korean mobile number, written with or without hyphens or spaces; kept as its 10–11 digits. */
export const alimtalkPhone = z
  .string({ error: () => m().phoneInvalid })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, { error: () => m().phoneInvalid }));

export const alimtalkAddBody = z.looseObject({
  phone: alimtalkPhone,
  /** Who it is: 대표, 직원, 고객사 이름… */
  label: z
    .string()
    .trim()
    .min(1, { error: () => m().labelRequired })
    .max(20, { error: () => m().labelTooLong }),
  role: z.enum(ALIMTALK_ROLES),
});

export const alimtalkVerifyBody = z.looseObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ALIMTALK_CODE_LENGTH}}$`), { error: () => m().codeFormat }),
});

const rules = z.array(z.enum(ALERT_RULES)).max(ALERT_RULES.length);

export const alimtalkRecipientParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const alimtalkQuoteBody = z.looseObject({ rules });

/** Saving a number's alert kinds carries the rate the member was quoted (refused when it changed). */
export const alimtalkRulesBody = z.looseObject({
  rules,
  coinsPerMessage: z.number().int().min(0),
});

export const alimtalkRecipient = z.object({
  id: z.number(),
  phone: z.string(),
  label: z.string(),
  role: z.enum(ALIMTALK_ROLES),
  verified: z.boolean(),
  rules: z.array(z.enum(ALERT_RULES)),
  /** When a code can be asked for again (ISO), null when now. */
  resendAt: z.string().nullable(),
});
export type AlimtalkRecipient = z.infer<typeof alimtalkRecipient>;

export const alimtalkDelivery = z.object({
  id: z.number(),
  createdAt: z.string(),
  phone: z.string(),
  label: z.string(),
  rule: z.enum(ALERT_RULES),
  text: z.string(),
  status: z.enum(ALIMTALK_STATUSES),
  reason: z.enum(ALIMTALK_REASONS).nullable(),
  coins: z.number(),
});
export type AlimtalkDelivery = z.infer<typeof alimtalkDelivery>;

export const alimtalkStatus = z.object({
  /** False when the server has no 알림톡 provider configured (and no simulator). */
  available: z.boolean(),
  coinsPerMessage: z.number(),
  maxRecipients: z.number(),
  recipients: z.array(alimtalkRecipient),
  /** The latest deliveries, newest first. */
  deliveries: z.array(alimtalkDelivery),
});
export type AlimtalkStatusAnswer = z.infer<typeof alimtalkStatus>;

/** What saving a number's alert kinds would cost (the same function charges each message). */
export const alimtalkQuote = z.object({
  coinsPerMessage: z.number(),
  /** At most this many messages a month to this number (its daily cap × 30), and their coins. */
  maxMessages: z.number(),
  maxCoins: z.number(),
  /** The alerts of these kinds the member had in the last 30 days: about this many messages. */
  recentMessages: z.number(),
  recentCoins: z.number(),
  balance: z.number(),
});
export type AlimtalkQuote = z.infer<typeof alimtalkQuote>;
