import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import { normalizeEmail } from '@seller/shared/rules/member';

/** The my-page sub-pages (spec 01 §2.1 children of /myPage). */
const SECTIONS = [
  'info',
  'payhistory',
  'inquiry',
  'payment',
  'deleteid',
  'inspectpw',
  'changepw',
  'alerts',
  'invitations',
  'api',
  'reports',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The section a pathname shows (paths match case-insensitively, like the router). */
export function sectionOf(pathname: string): Section {
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  return (SECTIONS as readonly string[]).includes(last) ? (last as Section) : 'info';
}

/** The menu entry a section belongs to (the password check and change share one). */
export const menuOf = (s: Section): Section => (s === 'changepw' ? 'inspectpw' : s);

/** An amount in won, or a dash while the amount is unknown. */
export const formatAmount = (won: number | null): string =>
  won === null ? '-' : `${formatNumber(won)}${ko.common.won}`;

const STATUS_LABELS: Record<string, string> = {
  PAID: ko.myPage.payStatusPaid,
  CANCELLED: ko.myPage.payStatusCancelled,
  CANCELLING: ko.myPage.payStatusCancelling,
  PARTIAL_CANCELLED: ko.myPage.payStatusPartial,
  MISMATCH: ko.myPage.payStatusMismatch,
};

export const paymentStatusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

/** Badge colours: paid green, cancelled (in full or in part) grey, anything needing attention amber. */
export const paymentStatusTone = (status: string): 'ok' | 'muted' | 'warn' =>
  status === 'PAID' ? 'ok' : status === 'CANCELLED' || status === 'PARTIAL_CANCELLED' ? 'muted' : 'warn';

/** A ledger change with its sign, e.g. +200 or -10. */
export const signedCoins = (delta: number): string => `${delta > 0 ? '+' : ''}${formatNumber(delta)}`;

export type EmailCheck = 'empty' | 'typing' | 'mismatch' | 'match' | 'unknown';

/**
 * The withdrawal's typed e-mail against the account's, as the server compares them (trimmed, lower-cased).
 * While what is typed can still become the account's it is 'typing' (no red line for a half-typed
 * address), unless the member has left the field. 'unknown' without the account's e-mail: the
 * server is then the only check.
 */
export function emailCheck(typed: string, account: string | undefined, left: boolean): EmailCheck {
  const value = normalizeEmail(typed);
  if (!value) return 'empty';
  if (account === undefined) return 'unknown';
  const expected = normalizeEmail(account);
  if (value === expected) return 'match';
  return expected.startsWith(value) && !left ? 'typing' : 'mismatch';
}
