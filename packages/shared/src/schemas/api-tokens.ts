import { z } from './zod';
import { rankProvenanceSchema } from './rank-provenance';
import { ko } from '../messages/ko';

/** Personal API tokens (issue 29 §3): the management calls of 마이페이지 → API. */

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The expiries offered; null = never. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_TOKEN_NAME_MAX = 40;

const t = () => ko.apiTokens;

export const createApiTokenBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t().nameRequired })
    .max(API_TOKEN_NAME_MAX, { error: () => t().nameTooLong }),
  scope: z.enum(API_TOKEN_SCOPES),
  /** Days until it expires (30, 90 or 365), or null for no expiry. */
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()]),
  /**
   * The member's current password, typed again (issue 35 §4): a token outlives the session it
   * was made in, so a stolen session alone must not turn into one. Checked by the server.
   */
  currentPassword: z
    .string({ error: () => t().passwordRequired })
    .min(1, { error: () => t().passwordRequired })
    .max(100, { error: () => t().passwordTooLong }),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;

export const apiTokenRow = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters (stk_ and a few more), to tell tokens apart. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenRow = z.infer<typeof apiTokenRow>;

/** The new token in full: shown once, never again. */
export const createdApiToken = apiTokenRow.extend({ token: z.string() });

export const apiTokenIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// ---- The public API (/api/v1) ----

/** The public API's reference page (issue 40 §4): open without a token; 마이페이지 → API links it. */
export const PUBLIC_API_DOCS_PATH = '/api/v1/docs';
// Described and refused in Korean for an agency's developer (issue 40 §4): the OpenAPI document
// at /api/v1/openapi.json is built from these schemas.

const f = ko.apiReference.fields;
const bad = ko.apiReference.invalid;

const rank = z.number().int().nullable().describe(f.rank);

/** Where a rank came from (issue 36 §2), described in Korean: null before the keyword's first check. */
const p = rankProvenanceSchema.shape;
const provenance = rankProvenanceSchema
  .extend({
    source: p.source.describe(f.source),
    surface: p.surface.describe(f.surface),
    device: p.device.describe(f.device),
    depth: p.depth.describe(f.depth),
    checkedAt: p.checkedAt.describe(f.provenanceCheckedAt),
  })
  .nullable()
  .describe(f.provenance);
const methodChangedField = z.boolean().describe(f.methodChanged);

export const publicKeyword = z.object({
  id: z.number().describe(f.id),
  keyword: z.string(),
  rank,
  previousRank: rank,
  checkedAt: z.string().nullable().describe(f.checkedAt),
  provenance: provenance.optional(),
  methodChanged: methodChangedField.optional(),
});

export const publicProduct = z.object({
  id: z.number().describe(f.id),
  title: z.string().nullable(),
  midNo: z.string(),
  storeName: z.string().nullable(),
  trackedUntil: z.string().describe(f.trackedUntil),
  keywords: z.array(publicKeyword),
});

export const publicPlace = z.object({
  id: z.number().describe(f.id),
  name: z.string(),
  keywords: z.array(publicKeyword.pick({ id: true, keyword: true, rank: true })),
});

const day = z.iso.date({ error: () => bad.date });
export const publicHistoryQuery = z.object({
  from: day.optional().describe(f.from),
  to: day.optional().describe(f.to),
});

/** What the page said beside the day's rank (issue 42): null = not given, never 0. */
const count = z.number().int().nullable();
export const publicAttributes = z
  .object({
    title: z.string().nullable().optional(),
    price: count.optional(),
    reviewCount: count.optional(),
    purchaseCount: count.optional(),
    rating: z.number().nullable().optional(),
    advertised: z.boolean().nullable().optional(),
    visitorReviewCount: count.optional(),
    blogReviewCount: count.optional(),
    saveCount: count.optional(),
  })
  .describe(f.attributes);

export const publicHistory = z.object({
  id: z.number().describe(f.id),
  keyword: z.string(),
  ranks: z.array(
    z.object({
      day: z.string().describe(f.day),
      rank,
      provenance: provenance.optional(),
      /** Against the recorded day before it in the answer. */
      methodChanged: methodChangedField.optional(),
      attributes: publicAttributes.optional(),
    }),
  ),
  /** The member's own events in the range (products only). */
  events: z
    .array(z.object({ id: z.number(), day: z.string().describe(f.day), label: z.string() }))
    .optional()
    .describe(f.events),
});

const keywordText = (message: string) =>
  z
    .string({ error: () => message })
    .trim()
    .min(1, { error: () => message })
    .max(50, { error: () => message });

export const publicAddProductBody = z.object({
  type: z.enum(['prodNum', 'midNum'], { error: () => bad.type }).describe(f.type),
  number: z
    .string({ error: () => bad.number })
    .regex(/^\d{1,20}$/, { error: () => bad.number })
    .describe(f.number),
  keywords: z
    .array(keywordText(bad.keywords), { error: () => bad.keywords })
    .max(5, { error: () => bad.keywords })
    .default([])
    .describe(f.keywords),
});

export const publicAddKeywordBody = z.object({ keyword: keywordText(bad.keyword).describe(f.keyword) });

export const publicAddPlaceBody = z.object({
  placeId: z
    .string({ error: () => bad.placeId })
    .trim()
    .min(1, { error: () => bad.placeId })
    .max(300, { error: () => bad.placeId })
    .describe(f.placeId),
  keywords: z
    .array(keywordText(bad.placeKeywords), { error: () => bad.placeKeywords })
    .min(1, { error: () => bad.placeKeywords })
    .max(5, { error: () => bad.placeKeywords })
    .describe(f.placeKeywords),
  confirmDuplicate: z
    .boolean({ error: () => bad.confirmDuplicate })
    .default(false)
    .describe(f.confirmDuplicate),
});
export const publicIdParams = z.object({
  id: z.coerce
    .number({ error: () => bad.id })
    .int({ error: () => bad.id })
    .positive({ error: () => bad.id })
    .max(2_147_483_647, { error: () => bad.id })
    .describe(f.id),
});

/** The web's create form: the expiry as its select's value ('never' = no expiry). */
export const apiTokenForm = z.object({
  name: createApiTokenBody.shape.name,
  scope: z.enum(API_TOKEN_SCOPES),
  expiry: z.enum(['30', '90', '365', 'never']),
});
export type ApiTokenForm = z.infer<typeof apiTokenForm>;

/** The create call's body: the form as typed and the password of the dialog that follows it. */
export const createBodyOf = (form: ApiTokenForm, currentPassword: string): CreateApiTokenBody => ({
  name: form.name,
  scope: form.scope,
  expiresInDays: form.expiry === 'never' ? null : (Number(form.expiry) as 30 | 90 | 365),
  currentPassword,
});
