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
 * A tracked product's lifecycle notices in the same bell: three days and one day before its period
 * ends (issue 39 §3), its period ended unpaid, and the day before its deletion (issue 23 point 6).
 * Not rules a member sets.
 */
export const LIFECYCLE_RULES = ['endsIn3', 'endsIn1', 'expired', 'deleteSoon'] as const;
export type LifecycleRule = (typeof LIFECYCLE_RULES)[number];
/** A notice about the member's alert channels (issue 28 §2): KakaoTalk was turned off by Kakao. */
export const CHANNEL_RULES = ['kakaoOff'] as const;
export type ChannelRule = (typeof CHANNEL_RULES)[number];
/** A manager's notice (issue 36 §3): a paid provider's daily budget was reached, checks stopped. */
export const MANAGER_RULES = ['budgetReached'] as const;
export type ManagerRule = (typeof MANAGER_RULES)[number];
export type NotificationRule = AlertRule | LifecycleRule | ChannelRule | ManagerRule;
export const isLifecycleRule = (rule: string): rule is LifecycleRule =>
  (LIFECYCLE_RULES as readonly string[]).includes(rule);

export const ALERT_TARGET_KINDS = ['goods', 'place'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];

/** A threshold is a number of ranks; the deepest tracked list has 500. */
export const ALERT_THRESHOLD_MIN = 1;
export const ALERT_THRESHOLD_MAX = 499;

/** What to be told about. A null threshold switches its rule off. */
export const alertRules = z.object({
  /** Off: no alert at all for what these rules cover. */
  enabled: z.boolean(),
  /** Dropped by at least N ranks. */
  dropBy: z.number().nullable(),
  /** Rose by at least N ranks. */
  riseBy: z.number().nullable(),
  /** Entering (topEnter) or leaving (topLeave) the top N. */
  topN: z.number().nullable(),
  topEnter: z.boolean(),
  topLeave: z.boolean(),
  /** Fell out of the tracked depth (500 for goods, 300 for places; 0 = outside). */
  outOfRange: z.boolean(),
});
export type AlertRules = z.infer<typeof alertRules>;

/** The member's own rules, which every product and place follows unless it has its own. */
export const memberAlertRules = alertRules.extend({
  /** One e-mail per Korea day with that day's alerts. */
  digest: z.boolean(),
});
export type MemberAlertRules = z.infer<typeof memberAlertRules>;

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

export const alertTarget = z.object({
  kind: z.enum(ALERT_TARGET_KINDS),
  /** gdpSn for goods, plceSn for places. */
  id: z.number(),
  /** Product title or place name; null while the product is being looked up. */
  title: z.string().nullable(),
});
export type AlertTarget = z.infer<typeof alertTarget>;

export const alertOverride = alertTarget.extend({
  rules: alertRules,
});
export type AlertOverride = z.infer<typeof alertOverride>;

export const alertSettingsAnswer = z.object({
  rules: memberAlertRules,
  /** Products and places with their own rules. */
  overrides: z.array(alertOverride),
  /** Where the digest goes. */
  email: z.string(),
  /** False when the server cannot send mail (no SMTP): only in-app alerts arrive. */
  mailAvailable: z.boolean(),
});
export type AlertSettingsAnswer = z.infer<typeof alertSettingsAnswer>;

export const targetAlertAnswer = z.object({
  target: alertTarget,
  /** This product's or place's own rules; null = it follows the member's. */
  override: alertRules.nullable(),
  member: memberAlertRules,
});
export type TargetAlertAnswer = z.infer<typeof targetAlertAnswer>;

export const alertNotification = z.object({
  id: z.number(),
  kind: z.enum(ALERT_TARGET_KINDS),
  /** gdpSn or plceSn. */
  targetId: z.number().nullable(),
  title: z.string().nullable(),
  /** The keyword; for a lifecycle notice the product number. */
  keyword: z.string(),
  rule: z.enum([...ALERT_RULES, ...LIFECYCLE_RULES, ...CHANNEL_RULES, ...MANAGER_RULES]),
  /** Korea date of the rank record; for a lifecycle notice the deletion date. */
  day: z.string(),
  /** 0 = outside the tracked depth. */
  previousRank: z.number(),
  currentRank: z.number(),
  threshold: z.number().nullable(),
  /**
   * What the records read (issue 36 §2): the surface ('plus-store', 'price-comparison', 'place')
   * and the organic depth of the day's record and of the one before; null where not known.
   */
  surface: z.string().nullable(),
  depth: z.number().nullable(),
  previousDepth: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AlertNotification = z.infer<typeof alertNotification>;

export const notificationsAnswer = z.object({
  items: z.array(alertNotification),
  unread: z.number(),
  /** Pass as `before` for older ones; null at the end. */
  nextBefore: z.number().nullable(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

export const unreadAnswer = z.object({
  unread: z.number(),
});
export type UnreadAnswer = z.infer<typeof unreadAnswer>;

export const CHANGE_KINDS = [
  'memo',
  'keywordAdd',
  'keywordDelete',
  'representative',
  'productChange',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A member's own change of a tracked product or place on a Korea date (marked on rank charts). */
export const changeMark = z.object({
  day: z.string(),
  change: z.enum(CHANGE_KINDS),
  /** The keyword concerned, or a short memo preview. */
  detail: z.string().nullable(),
});
export type ChangeMark = z.infer<typeof changeMark>;

export const runAlertsAnswer = z.object({
  day: z.string(),
  /** Distinct keywords checked and failed. */
  checked: z.number(),
  failed: z.number(),
  notifications: z.number(),
  digests: z.number(),
});
export type RunAlertsAnswer = z.infer<typeof runAlertsAnswer>;

// ---- KakaoTalk channel of rank alerts (issue 28 §2) ----

/**
 * How rank alerts reach the member in KakaoTalk: not at all, every move, at most one message per
 * product per Korea day, or one summary per day.
 */
export const KAKAO_TALK_MODES = ['off', 'each', 'daily', 'digest'] as const;
export type KakaoTalkMode = (typeof KAKAO_TALK_MODES)[number];
export const KAKAO_TALK_ON_MODES = ['each', 'daily', 'digest'] as const;

export const kakaoTalkStatus = z.object({
  /** False when the server has no Kakao app key: the section says so. */
  available: z.boolean(),
  /** The member's account is linked to a Kakao account. */
  linked: z.boolean(),
  /** Kakao tokens with the talk_message consent are held. */
  consented: z.boolean(),
  mode: z.enum(KAKAO_TALK_MODES),
  /** Why Kakao turned the channel off, when it did (the member took the consent back). */
  offReason: z.enum(['revoked']).nullable(),
});
export type KakaoTalkStatus = z.infer<typeof kakaoTalkStatus>;

export const kakaoTalkModeBody = z.object({
  mode: z.enum(KAKAO_TALK_MODES, { error: ko.rankAlerts.kakao.modeInvalid }),
});
export const kakaoTalkConnectBody = z.object({
  mode: z.enum(KAKAO_TALK_ON_MODES, { error: ko.rankAlerts.kakao.modeInvalid }),
});
export const kakaoTalkConnectAnswer = z.object({ url: z.string() });
export const kakaoTalkCallbackQuery = z.looseObject({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
/** Where the callback sends the browser back with the outcome. */
export const KAKAO_TALK_RESULTS = [
  'on',
  'cancelled',
  'noConsent',
  'otherAccount',
  'failed',
  'expired',
] as const;
export type KakaoTalkResult = (typeof KAKAO_TALK_RESULTS)[number];
