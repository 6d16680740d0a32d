import { z } from './zod';

/** Bulk add from a spreadsheet (issue 29 §2): products (goods-rank) and places (place-rank). */

export const BULK_KINDS = ['goods', 'place'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];
/** Rows one file may carry, and its size: a 500-row sheet is about 30 kB, so 2 MB is generous. */
export const BULK_MAX_ROWS = 500;
export const BULK_MAX_BYTES = 2 * 1024 * 1024;
/** The single add's limits: a keyword as `merges` takes it, a memo as `saveMemo` takes it. */
export const BULK_KEYWORD_MAX_LENGTH = 100;
export const BULK_MEMO_MAX_LENGTH = 500;
/** The first column (a number or a link): the single add's limit (goods-rank `productText`). */
export const BULK_INPUT_MAX_LENGTH = 2000;
/**
 * The last sheet row a file may fill (issue 35 §2): the header, and room for the 500 rows with
 * blank rows between them. A filled row further down (row 1,048,576, say) refuses the file.
 */
export const BULK_MAX_ROW_INDEX = 1001;

export const bulkKindParams = z.object({ kind: z.enum(BULK_KINDS) });
export const bulkImportParams = z.object({
  importSn: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** One row of the file as the preview shows it. */
export const bulkRow = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  /** What the member entered in the first column. */
  input: z.string(),
  /** The product's or place's name found at the source; null when not found or not looked up. */
  title: z.string().nullable(),
  keywords: z.array(z.string()),
  memo: z.string(),
  ok: z.boolean(),
  /** Why the row cannot be added (Korean), null when it can. */
  reason: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRow>;

export const bulkPreview = z.object({
  importSn: z.number().int(),
  kind: z.enum(BULK_KINDS),
  rows: z.array(bulkRow),
  total: z.number().int(),
  valid: z.number().int(),
  /** Goods: the coins the valid rows take (the registration quote), the balance and after. */
  coins: z.number().int(),
  balance: z.number().int(),
  balanceAfter: z.number().int(),
  /** Whether confirm would add anything now; `refusal` says why not (Korean). */
  confirmable: z.boolean(),
  refusal: z.string().nullable(),
  /** Places: the member's places, today's registrations and the limits. */
  placeLimits: z
    .object({ maxPlaces: z.number().int(), daily: z.number().int(), leftToday: z.number().int() })
    .nullable(),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

export const bulkResultRow = z.object({
  row: z.number().int(),
  input: z.string(),
  title: z.string().nullable(),
  /** The new product's gdpSn or place's plceSn; null when refused. */
  id: z.number().int().nullable(),
  keywords: z.array(z.string()),
  reason: z.string().nullable(),
});
export type BulkResultRow = z.infer<typeof bulkResultRow>;

export const bulkResult = z.object({
  importSn: z.number().int(),
  kind: z.enum(BULK_KINDS),
  added: z.array(bulkResultRow),
  refused: z.array(bulkResultRow),
  coins: z.number().int(),
  balance: z.number().int(),
});
export type BulkResult = z.infer<typeof bulkResult>;
