/**
 * 알림톡 rank alerts to phones (issue 40 §3), the pure part: the charge (one function for the quote
 * and for each message), the quote, the template's variables from an alert, the codes.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type AlertRule, type AlertTargetKind, alertMaxRank, alertRankText, ko } from '@seller/shared';
import {
  ALIMTALK_CODE_LENGTH,
  ALIMTALK_COINS_PER_MESSAGE,
  ALIMTALK_DAILY_CAP_PER_RECIPIENT,
  ALIMTALK_QUOTE_DAYS,
} from '@seller/shared/constants/alimtalk';
import type { AlimtalkQuote } from '@seller/shared/schemas/rank-alerts-alimtalk';
import { clip, historyUrl, moveLabel } from './kakao-talk.domain';

const a = ko.alimtalk;

/**
 * What `messages` delivered 알림톡 cost the member, in coins (terms 제6조 3). The quote before a
 * number's alert kinds are saved and the charge of each delivered message both call it.
 */
export const alimtalkCharge = (messages: number): { coins: number } => ({
  coins: Math.max(0, messages) * ALIMTALK_COINS_PER_MESSAGE,
});

/** The quote of alert kinds for one number: at most its daily cap every day, and the last month's. */
export function alimtalkQuoteOf(input: {
  kinds: number;
  recentAlerts: number;
  balance: number;
}): AlimtalkQuote {
  const maxMessages = input.kinds > 0 ? ALIMTALK_DAILY_CAP_PER_RECIPIENT * ALIMTALK_QUOTE_DAYS : 0;
  const recentMessages = Math.min(maxMessages, input.recentAlerts);
  return {
    coinsPerMessage: alimtalkCharge(1).coins,
    maxMessages,
    maxCoins: alimtalkCharge(maxMessages).coins,
    recentMessages,
    recentCoins: alimtalkCharge(recentMessages).coins,
    balance: input.balance,
  };
}

export interface AlimtalkAlert {
  kind: AlertTargetKind;
  targetId: number | null;
  title: string | null;
  keyword: string;
  previousRank: number;
  currentRank: number;
  surface?: string | null;
  depth?: number | null;
  previousDepth?: number | null;
}

/** Kakao refuses a variable over this many characters in a template (kept well below). */
const VARIABLE_MAX = 60;

/** The template's variables for one alert, each a string as SOLAPI asks. */
export function alimtalkVariables(alert: AlimtalkAlert, publicUrl: string): Record<string, string> {
  const v = a.variables;
  const max = alertMaxRank(alert.kind);
  const title =
    alert.title ?? (alert.kind === 'goods' ? ko.rankAlerts.untitledGoods : ko.rankAlerts.untitledPlace);
  return {
    [v.title]: clip(title, VARIABLE_MAX),
    [v.keyword]: clip(alert.keyword, 30),
    [v.previous]: alertRankText(alert.previousRank, max, {
      surface: alert.surface ?? null,
      depth: alert.previousDepth ?? null,
    }),
    [v.current]: alertRankText(alert.currentRank, max, {
      surface: alert.surface ?? null,
      depth: alert.depth ?? null,
    }),
    [v.move]: moveLabel(alert),
    [v.link]: historyUrl(publicUrl, alert.kind, alert.targetId),
  };
}

/** The text a template renders with its variables (the history, and the SMS fallback's text). */
export function renderTemplate(rule: AlertRule, variables: Record<string, string>): string {
  return a.templates[rule].replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);
}

/**
 * One message per keyword move and number, on any instance: two rules hit by one move (a drop and
 * leaving the top 10) are one message, as in KakaoTalk; a later different move is news again.
 */
export const alimtalkKey = (
  phoneId: number,
  m: { kind: string; keywordId: number | null; day: string; previousRank: number; currentRank: number },
) => `alimtalk:${phoneId}:${m.kind}:${m.keywordId ?? 0}:${m.day}:${m.previousRank}:${m.currentRank}`;

export const newCode = (): string =>
  String(randomInt(0, 10 ** ALIMTALK_CODE_LENGTH)).padStart(ALIMTALK_CODE_LENGTH, '0');

/** A code as kept: bound to its number's row, so a hash of one row does not open another. */
export const codeHash = (phoneId: number, code: string): string =>
  createHash('sha256').update(`${phoneId}:${code}`).digest('hex');

export function codeMatches(phoneId: number, code: string, stored: string): boolean {
  const a = Buffer.from(codeHash(phoneId, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A phone number as a counter's key: hashed, so the counters table holds no numbers. */
export const phoneKey = (phone: string): string =>
  createHash('sha256').update(`alimtalk:${phone}`).digest('hex').slice(0, 32);

/** A refused message's SOLAPI code or text: the template's fault, or another. */
export const templateRefusal = (code: string | null, detail: string): boolean =>
  /^304\d$/.test(code ?? '') || /template|템플릿/i.test(detail);
