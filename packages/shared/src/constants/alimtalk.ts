/**
 * 알림톡 rank alerts to phone numbers (issue 40 §3): the coin rate of the terms (제6조), the limits of
 * the recipients and of the verification codes. The server's quote and charge and the screen's
 * figures all read these, so what the member is shown is what the terms say and what is charged.
 */

/** Coins per 알림톡 delivered to a number (or its SMS fallback); a failed message costs nothing. */
export const ALIMTALK_COINS_PER_MESSAGE = 1;
/** Numbers one member may register (owner, staff, clients). */
export const ALIMTALK_MAX_RECIPIENTS = 5;
/** Messages one number receives at most per Korea day; the rest of the day's alerts stay in the bell. */
export const ALIMTALK_DAILY_CAP_PER_RECIPIENT = 10;
/** The month of the quote's "at most" figure. */
export const ALIMTALK_QUOTE_DAYS = 30;
/** A verification code: 6 digits, valid 5 minutes, 5 tries, 5 codes a number a Korea day. */
export const ALIMTALK_CODE_LENGTH = 6;
export const ALIMTALK_CODE_MINUTES = 5;
export const ALIMTALK_CODE_ATTEMPTS = 5;
export const ALIMTALK_CODES_PER_DAY = 5;
/** Codes one member may have sent a Korea day, over all its numbers (removing a number does not reset it). */
export const ALIMTALK_CODES_PER_MEMBER_DAY = 15;
/** A new code for the same number only after this long. */
export const ALIMTALK_CODE_RESEND_SECONDS = 60;

export const ALIMTALK_ROLES = ['owner', 'staff', 'client'] as const;
export type AlimtalkRole = (typeof ALIMTALK_ROLES)[number];

/**
 * A message's life: queued, sent to the provider, then its result: 알림톡 delivered, delivered as
 * SMS instead (fallback), failed (with the reason), or not sent (no coins, cap, number removed).
 */
export const ALIMTALK_STATUSES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'fallback',
  'failed',
  'skipped',
] as const;
export type AlimtalkStatus = (typeof ALIMTALK_STATUSES)[number];

/** Why a message was not delivered (shown in the delivery history). */
export const ALIMTALK_REASONS = [
  'noCoins',
  'dailyCap',
  'budget',
  'templateRejected',
  'providerBalance',
  'undeliverable',
  'providerError',
  'removed',
] as const;
export type AlimtalkReason = (typeof ALIMTALK_REASONS)[number];
