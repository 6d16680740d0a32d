import { z } from './zod';
import { ko } from '../messages/ko';

/**
 * Wire contract of rank alerts (issue 13): alert rules per member and per tracked product or
 * place, the in-app notifications, and the member's own changes marked on the rank charts.
 * The member always comes from the session; every product or place id is checked against it.
 */

export const ALERT_RULES = ['drop', 'rise', 'enterTop', 'leaveTop', 'outOfRange'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/**
 * A tracked product's lifecycle notices in the same bell (issue 23 point 6): its period ended
 * unpaid, and the day before its deletion. Not rules a member sets.
 */
export const LIFECYCLE_RULES = ['expired', 'deleteSoon'] as const;
export type LifecycleRule = (typeof LIFECYCLE_RULES)[number];
export type NotificationRule = AlertRule | LifecycleRule;
export const isLifecycleRule = (rule: string): rule is LifecycleRule =>
  (LIFECYCLE_RULES as readonly string[]).includes(rule);

export const ALERT_TARGET_KINDS = ['goods', 'place'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];

/** A threshold is a number of ranks; the deepest tracked list has 500. */
export const ALERT_THRESHOLD_MIN = 1;
export const ALERT_THRESHOLD_MAX = 499;

/** What to be told about. A null threshold switches its rule off. */
export interface AlertRules {
  /** Off: no alert at all for what these rules cover. */
  enabled: boolean;
  /** Dropped by at least N ranks. */
  dropBy: number | null;
  /** Rose by at least N ranks. */
  riseBy: number | null;
  /** Entering (topEnter) or leaving (topLeave) the top N. */
  topN: number | null;
  topEnter: boolean;
  topLeave: boolean;
  /** Fell out of the tracked depth (500 for goods, 300 for places; 0 = outside). */
  outOfRange: boolean;
}

/** The member's own rules, which every product and place follows unless it has its own. */
export interface MemberAlertRules extends AlertRules {
  /** One e-mail per Korea day with that day's alerts. */
  digest: boolean;
}

/** A seller's sensible start: big drops, the first page's top 10, falling out, a daily mail. */
export const DEFAULT_ALERT_RULES: Readonly<MemberAlertRules> = Object.freeze({
  enabled: true,
  dropBy: 10,
  riseBy: null,
  topN: 10,
  topEnter: true,
  topLeave: true,
  outOfRange: true,
  digest: true,
});

const a = () => ko.rankAlerts;
/** A rule's threshold: 1–499 ranks, null when the rule is off. */
export const alertThreshold = z
  .number({ error: () => a().thresholdRange })
  .int({ error: () => a().thresholdRange })
  .min(ALERT_THRESHOLD_MIN, { error: () => a().thresholdRange })
  .max(ALERT_THRESHOLD_MAX, { error: () => a().thresholdRange })
  .nullable();

const rulesShape = {
  enabled: z.boolean(),
  dropBy: alertThreshold,
  riseBy: alertThreshold,
  topN: alertThreshold,
  topEnter: z.boolean(),
  topLeave: z.boolean(),
  outOfRange: z.boolean(),
};

const topNeedsDirection = (r: AlertRules) => r.topN === null || r.topEnter || r.topLeave;

export const alertRulesSchema = z
  .looseObject(rulesShape)
  .refine(topNeedsDirection, { error: () => a().topRequired, path: ['topEnter'] });

export const memberAlertRulesBody = z
  .looseObject({ ...rulesShape, digest: z.boolean() })
  .refine(topNeedsDirection, { error: () => a().topRequired, path: ['topEnter'] });

export const targetAlertRulesBody = z.looseObject({ rules: alertRulesSchema });

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const alertTargetParams = z.object({ kind: z.enum(ALERT_TARGET_KINDS), id });

export const notificationsQuery = z.object({
  /** Paging: notifications older than this id. */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const markReadBody = z.looseObject({ ids: z.array(id).min(1).max(100) });

/** Manager: run the day's checks and alerts now (a past day only in simulator mode). */
export const runAlertsBody = z.looseObject({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export interface AlertTarget {
  kind: AlertTargetKind;
  /** gdpSn for goods, plceSn for places. */
  id: number;
  /** Product title or place name; null while the product is being looked up. */
  title: string | null;
}

export interface AlertSettingsAnswer {
  rules: MemberAlertRules;
  /** Products and places with their own rules. */
  overrides: (AlertTarget & { rules: AlertRules })[];
  /** Where the digest goes. */
  email: string;
  /** False when the server cannot send mail (no SMTP): only in-app alerts arrive. */
  mailAvailable: boolean;
}

export interface TargetAlertAnswer {
  target: AlertTarget;
  /** This product's or place's own rules; null = it follows the member's. */
  override: AlertRules | null;
  member: MemberAlertRules;
}

export interface AlertNotification {
  id: number;
  kind: AlertTargetKind;
  /** gdpSn or plceSn. */
  targetId: number | null;
  title: string | null;
  /** The keyword; for a lifecycle notice the product number. */
  keyword: string;
  rule: NotificationRule;
  /** Korea date of the rank record; for a lifecycle notice the deletion date. */
  day: string;
  /** 0 = outside the tracked depth. */
  previousRank: number;
  currentRank: number;
  threshold: number | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationsAnswer {
  items: AlertNotification[];
  unread: number;
  /** Pass as `before` for older ones; null at the end. */
  nextBefore: number | null;
}

export interface UnreadAnswer {
  unread: number;
}

export const CHANGE_KINDS = [
  'memo',
  'keywordAdd',
  'keywordDelete',
  'representative',
  'productChange',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A member's own change of a tracked product or place on a Korea date (marked on rank charts). */
export interface ChangeMark {
  day: string;
  change: ChangeKind;
  /** The keyword concerned, or a short memo preview. */
  detail: string | null;
}

export interface RunAlertsAnswer {
  day: string;
  /** Distinct keywords checked and failed. */
  checked: number;
  failed: number;
  notifications: number;
  digests: number;
}
