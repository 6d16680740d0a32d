import { z } from './zod';
import { ko } from '../messages/ko';
import { okAnswer } from './envelope';

/**
 * Wire contract of 순위 변동 원인 (issue 42): a tracked keyword's attributes beside its ranks for
 * the own product and pinned rivals, the 변화 기록 with the rank around each change, the member's
 * own events, the unexplained-movement marks, and a place keyword's rank correlation.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const m = () => ko.rankChanges;

/** Days the screen and the answer cover. */
export const RANK_CHANGES_DAYS = 30;
/** Own events kept per product. */
export const MAX_RANK_EVENTS = 100;
export const RANK_EVENT_LABEL_MAX = 30;

export const rankChangesBody = z.looseObject({ gdkdSn: id });
export const rankEventAddBody = z.looseObject({
  gdpSn: id,
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m().eventDayInvalid })
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        error: () => m().eventDayInvalid,
      },
    ),
  label: z
    .string({ error: () => m().eventLabelRequired })
    .trim()
    .min(1, { error: () => m().eventLabelRequired })
    .max(RANK_EVENT_LABEL_MAX, { error: () => m().eventLabelTooLong }),
});
export const rankEventDeleteBody = z.looseObject({ eventId: id });
export const placeCorrelationBody = z.looseObject({ plkwrdSn: id });

const count = z.number().int().nullable();

/** What the page said of a product on a recorded day; null = not said (never 0). */
export const attributePoint = z.object({
  day: z.string(),
  /** 0 = outside the checked depth; null = not within the pages read (rivals) or no rank. */
  rank: z.number().int().nullable(),
  title: z.string().nullable(),
  price: count,
  reviewCount: count,
  purchaseCount: count,
  rating: z.number().nullable(),
  advertised: z.boolean().nullable(),
});

export const attributeSeries = z.object({
  /** 'own' or the pinned rival's number. */
  who: z.union([z.literal('own'), z.number().int()]),
  title: z.string(),
  points: z.array(attributePoint),
});

export const rankAt = z.object({
  rank: z.number().int().nullable(),
  /** The day the rank was read (the nearest recorded day when the exact one is missing). */
  day: z.string().nullable(),
  pending: z.boolean(),
});
const around = { before: rankAt, after: rankAt, week: rankAt };

export const changeRecord = z.object({
  day: z.string(),
  who: z.union([z.literal('own'), z.number().int()]),
  title: z.string(),
  kind: z.enum(['title', 'price', 'reviews', 'ad', 'organic']),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
  since: z.string(),
  ...around,
});

export const rankEvent = z.object({
  eventId: z.number().int(),
  day: z.string(),
  label: z.string(),
  ...around,
});

export const surgeRecord = z.object({
  day: z.string(),
  /** A pinned rival's number, or 'top' for an entry of the kept top 10. */
  who: z.union([z.literal('top'), z.number().int()]),
  title: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  reviews: z.tuple([count, count]),
  purchases: z.tuple([count, count]),
});

export const rankChangesView = z.object({
  gdpSn: z.number().int(),
  keyword: z.string(),
  today: z.string(),
  series: z.array(attributeSeries),
  changes: z.array(changeRecord),
  events: z.array(rankEvent),
  surges: z.array(surgeRecord),
  /** The climb a surge needs (configurable). */
  surgePlaces: z.number().int(),
});
export const rankChangesAnswer = okAnswer(rankChangesView);
export const rankEventAnswer = okAnswer(z.object({ eventId: z.number().int() }));

export const placeMetric = z.enum(['visitorReviews', 'blogReviews', 'saves']);
export const placeCorrelationView = z.object({
  month: z.string(),
  places: z.number().int(),
  tooFew: z.boolean(),
  strongest: z
    .object({ metric: placeMetric, places: z.number().int(), rho: z.number().nullable() })
    .nullable(),
  metrics: z.array(z.object({ metric: placeMetric, places: z.number().int(), rho: z.number().nullable() })),
});
export const placeCorrelationAnswer = okAnswer(placeCorrelationView);

export type RankChangesView = z.infer<typeof rankChangesView>;
export type PlaceCorrelationView = z.infer<typeof placeCorrelationView>;
export type AttributePoint = z.infer<typeof attributePoint>;
