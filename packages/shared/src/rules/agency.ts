/**
 * Rules of the agency and member administration (spec 01 §4, §5, §9) that the server and the web
 * both read. The screens' own form rules (the filter panel's periods, the coin-add form) live in
 * apps/web.
 */
import { TZDate } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { KST } from './kst';

export const PERIODS = ['day', 'week', 'month', 'all'] as const;
export type Period = (typeof PERIODS)[number];

/** Spec 01 §5, §9: the service-coin memo holds at most 30 characters. */
export const SERVICE_MEMO_MAX = 30;
/** The most coins one grant (paid or service part) or one simple-admin addition may give. */
export const ADMIN_GRANT_MAX = 1_000_000;

/** An agency's invitation can be accepted for this many days (then it shows as expired). */
export const INVITATION_TTL_DAYS = 7;
/** The most invitations one agency group may send in a Korea day (spam and enumeration brake). */
export const INVITATION_DAILY_LIMIT = 50;
/** After a member declines, the same agency may invite that e-mail again only this many days later. */
export const INVITATION_REINVITE_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (v: string): boolean => DAY.test(v) && !Number.isNaN(parseISO(v).getTime());

/** The Korea date of an instant, yyyy-MM-dd. */
export const koreaDay = (at: Date): string => format(new TZDate(at.getTime(), KST), 'yyyy-MM-dd');
