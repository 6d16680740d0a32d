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

const rank = z
  .number()
  .int()
  .nullable()
  .describe('1 = first; null = not in the checked range or not checked yet');

/** Where a rank came from (issue 36 §2): null before the keyword's first check. */
const provenance = rankProvenanceSchema
  .nullable()
  .describe('Where the rank came from: source, surface and device it was read on, the depth read, when');
const methodChangedField = z
  .boolean()
  .describe(
    'true when this rank and the one it is compared with were read by another source or on another surface: not comparable, no move',
  );

export const publicKeyword = z.object({
  id: z.number(),
  keyword: z.string(),
  rank,
  previousRank: rank,
  checkedAt: z.string().nullable(),
  provenance: provenance.optional(),
  methodChanged: methodChangedField.optional(),
});

export const publicProduct = z.object({
  id: z.number(),
  title: z.string().nullable(),
  midNo: z.string(),
  storeName: z.string().nullable(),
  trackedUntil: z.string(),
  keywords: z.array(publicKeyword),
});

export const publicPlace = z.object({
  id: z.number(),
  name: z.string(),
  keywords: z.array(publicKeyword.pick({ id: true, keyword: true, rank: true })),
});

export const publicHistoryQuery = z.object({
  from: z.iso.date().optional().describe('First Korea date (YYYY-MM-DD); default 30 days before `to`'),
  to: z.iso.date().optional().describe('Last Korea date (YYYY-MM-DD); default today'),
});

export const publicHistory = z.object({
  id: z.number(),
  keyword: z.string(),
  ranks: z.array(
    z.object({
      day: z.string(),
      rank,
      provenance: provenance.optional(),
      /** Against the recorded day before it in the answer. */
      methodChanged: methodChangedField.optional(),
    }),
  ),
});

export const publicAddProductBody = z.object({
  type: z.enum(['prodNum', 'midNum']).describe('prodNum = store product number, midNum = Naver MID'),
  number: z.string().regex(/^\d{1,20}$/),
  keywords: z.array(z.string().trim().min(1).max(50)).max(5).default([]),
});

export const publicAddKeywordBody = z.object({ keyword: z.string().trim().min(1).max(50) });

export const publicAddPlaceBody = z.object({
  placeId: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('Naver Place id (digits) or a link that holds it (m.place.naver.com/…, naver.me/…)'),
  keywords: z
    .array(z.string().trim().min(1).max(50))
    .min(1)
    .max(5)
    .describe('1 to 5 keywords; the first is the representative one'),
  confirmDuplicate: z
    .boolean()
    .default(false)
    .describe('true to track a place you already track once more (with other keywords)'),
});
export const publicIdParams = apiTokenIdParams;

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
