import {
  BULK_KEYWORD_MAX_LENGTH,
  BULK_MEMO_MAX_LENGTH,
  DAILY_PLACE_REGISTRATIONS,
  MAX_KEYWORDS,
  MAX_PLACE_KEYWORDS,
  MAX_PLACES,
  type ProductNumberType,
  ko,
  normalizeKeyword,
  parseProductInput,
  placeIdFrom,
} from '@seller/shared';

/**
 * Bulk add's row rules (issue 29 §2), pure: what a row of the file says before and after its
 * look-up. The services run the look-ups; the rank features' own registration re-checks what
 * could change meanwhile (already tracked, the place limits) under the member's lock.
 */

const r = () => ko.bulkAdd.reasons;

/** One row of the sheet as read (cells trimmed; keyword cells that are empty left out). */
export interface SheetRow {
  row: number;
  input: string;
  type: string;
  keywords: string[];
  memo: string;
}

/** A row's state: still fine (with what it read), or refused with a Korean reason. */
export type Checked<T> = { row: SheetRow; ok: true; read: T } | { row: SheetRow; ok: false; reason: string };

const refuse = <T>(row: SheetRow, reason: string): Checked<T> => ({ row, ok: false, reason });

/** The type column's words (the template's choices, and the API's names for people who type them). */
const TYPE_WORDS: Record<string, ProductNumberType> = {
  '': 'prodNum',
  [ko.bulkAdd.typeProduct]: 'prodNum',
  prodnum: 'prodNum',
  [ko.bulkAdd.typeCatalog]: 'midNum',
  mid: 'midNum',
  midnum: 'midNum',
  [ko.bulkAdd.typeCatalog.replace(/\(.*\)/, '')]: 'midNum',
};

export const typeOf = (word: string): ProductNumberType | null =>
  TYPE_WORDS[word.trim().toLowerCase()] ?? TYPE_WORDS[word.trim()] ?? null;

/** The keyword cells' refusal, or null: at least one, at most `max`, each short, none twice. */
export function keywordRefusal(keywords: readonly string[], max: number): string | null {
  if (keywords.length === 0) return r().noKeyword;
  if (keywords.length > max) return r().tooManyKeywords(max);
  if (keywords.some((k) => k.length > BULK_KEYWORD_MAX_LENGTH))
    return r().keywordTooLong(BULK_KEYWORD_MAX_LENGTH);
  const norms = keywords.map(normalizeKeyword);
  if (new Set(norms).size !== norms.length) return r().keywordRepeated;
  return null;
}

/** A product row before its look-up: the number it names, or why it cannot be added. */
export function checkGoodsRow(row: SheetRow): Checked<{ type: ProductNumberType; number: string }> {
  if (row.input === '') return refuse(row, r().inputRequired);
  const type = typeOf(row.type);
  if (!type) return refuse(row, r().typeInvalid);
  const read = parseProductInput(row.input, type);
  if (!read.ok) return refuse(row, r().inputInvalid);
  const keywords = keywordRefusal(row.keywords, MAX_KEYWORDS);
  if (keywords) return refuse(row, keywords);
  if (row.memo.length > BULK_MEMO_MAX_LENGTH) return refuse(row, r().memoTooLong(BULK_MEMO_MAX_LENGTH));
  return { row, ok: true, read: { type: read.type, number: read.number } };
}

/** A place row before its look-up: the place id it names, or why it cannot be added. */
export function checkPlaceRow(row: SheetRow): Checked<{ placeId: string }> {
  if (row.input === '') return refuse(row, r().placeRequired);
  const placeId = placeIdFrom(row.input);
  if (!placeId) return refuse(row, r().placeInvalid);
  const keywords = keywordRefusal(row.keywords, MAX_PLACE_KEYWORDS);
  if (keywords) return refuse(row, keywords);
  return { row, ok: true, read: { placeId } };
}

/**
 * Refuses every row that names the same thing as an earlier row of the file (the first one
 * stays). `same` compares two rows' reads: the entered numbers before the look-up, and the
 * numbers the look-up found after it (a store item and its catalogue are one product).
 */
export function refuseRepeats<T>(
  rows: readonly Checked<T>[],
  same: (a: T, b: T) => boolean,
  reason: (firstRow: number) => string,
): Checked<T>[] {
  const kept: { row: number; read: T }[] = [];
  return rows.map((c) => {
    if (!c.ok) return c;
    const first = kept.find((k) => same(k.read, c.read));
    if (first) return refuse<T>(c.row, reason(first.row));
    kept.push({ row: c.row.row, read: c.read });
    return c;
  });
}

/** Refuses the rows that name something the member already tracks. */
export function refuseTracked<T>(rows: readonly Checked<T>[], tracked: (read: T) => boolean, reason: string) {
  return rows.map((c) => (c.ok && tracked(c.read) ? refuse<T>(c.row, reason) : c));
}

/**
 * Places left to register now: the 10-place and 2-a-day limits (the day's registrations count
 * deleted places too). Rows past what is left are refused with the limit that binds.
 */
export function applyPlaceLimits<T>(
  rows: readonly Checked<T>[],
  state: { placeCount: number; registeredToday: number },
): Checked<T>[] {
  const byTotal = Math.max(0, MAX_PLACES - state.placeCount);
  const byDay = Math.max(0, DAILY_PLACE_REGISTRATIONS - state.registeredToday);
  const reason =
    byDay < byTotal ? r().placeDailyLimit(DAILY_PLACE_REGISTRATIONS) : r().placeLimit(MAX_PLACES);
  let left = Math.min(byTotal, byDay);
  return rows.map((c) => {
    if (!c.ok) return c;
    if (left === 0) return refuse<T>(c.row, reason);
    left -= 1;
    return c;
  });
}

/** Places the member may still register today (shown beside the preview). */
export const placesLeftToday = (state: { placeCount: number; registeredToday: number }): number =>
  Math.max(0, Math.min(MAX_PLACES - state.placeCount, DAILY_PLACE_REGISTRATIONS - state.registeredToday));
