import {
  BULK_INPUT_MAX_LENGTH,
  BULK_KEYWORD_MAX_LENGTH,
  BULK_MEMO_MAX_LENGTH,
  DAILY_PLACE_REGISTRATIONS,
  MAX_KEYWORDS,
  MAX_PLACE_KEYWORDS,
  MAX_PLACES,
  TEMPLATE_EXAMPLE,
  type BulkKind,
  type ProductNumberType,
  formatNumber,
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
const b = () => ko.bulkAdd;

/** The template's columns: what a row names, (goods) its number type, the keywords, (goods) a memo. */
export function headersOf(kind: BulkKind): string[] {
  const keywords = Array.from({ length: kind === 'goods' ? MAX_KEYWORDS : MAX_PLACE_KEYWORDS }, (_, i) =>
    b().headerKeyword(i + 1),
  );
  return kind === 'goods'
    ? [b().headerProduct, b().headerType, ...keywords, b().headerMemo]
    : [b().headerPlace, ...keywords];
}

/**
 * The example row of the template; a row equal to it is skipped on upload (people leave it in).
 * Its product is one the simulator has, with the keyword it is listed for (issue 39 §1).
 */
export function exampleOf(kind: BulkKind): string[] {
  return kind === 'goods'
    ? [
        TEMPLATE_EXAMPLE.number,
        TEMPLATE_EXAMPLE.type === 'prodNum' ? b().typeProduct : b().typeCatalog,
        TEMPLATE_EXAMPLE.keyword,
        '',
        '',
        '',
        '',
        b().exampleMemo,
      ]
    : ['1234567890', b().examplePlaceKeyword1, b().examplePlaceKeyword2, '', '', ''];
}

/** The fields whose cells can be longer than the field allows (the type word is just invalid). */
export type SheetField = 'input' | 'keywords' | 'memo';

/**
 * One row of the sheet as read (cells trimmed; keyword cells that are empty left out). A cell
 * longer than its field allows is kept shortened (`capField`) and its field named in `tooLong`:
 * the row is refused for it, and the preview never echoes or stores the whole cell.
 */
export interface SheetRow {
  row: number;
  input: string;
  type: string;
  keywords: string[];
  memo: string;
  tooLong?: readonly SheetField[];
}

/** What a too-long cell keeps: enough for the seller to find it in the file. */
export const SHOWN_OF_TOO_LONG = 40;
/** The type column's longest word is "카탈로그(MID)"; anything much longer is not a type word. */
const TYPE_MAX_LENGTH = 20;

/** Each field's longest cell (the single add's limits); the longest of them bounds every cell read. */
export const FIELD_MAX = {
  input: BULK_INPUT_MAX_LENGTH,
  type: TYPE_MAX_LENGTH,
  keywords: BULK_KEYWORD_MAX_LENGTH,
  memo: BULK_MEMO_MAX_LENGTH,
} as const;
export const CELL_MAX = Math.max(...Object.values(FIELD_MAX));

/**
 * A cell's text for a field of at most `max` characters: as it is when it fits, otherwise its
 * first characters and "…", marked too long (a cell may hold 32,767 characters; a file of them
 * once made a 115 MB preview).
 */
export function capField(text: string, max: number): { text: string; tooLong: boolean } {
  if (text.length <= max) return { text, tooLong: false };
  return { text: `${text.slice(0, SHOWN_OF_TOO_LONG).trimEnd()}…`, tooLong: true };
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

/**
 * The keyword cells' refusal, or null: at least one, at most `max`, each short (`tooLong`: a cell
 * was longer than a keyword may be, see `capField`), none twice.
 */
export function keywordRefusal(keywords: readonly string[], max: number, tooLong = false): string | null {
  if (keywords.length === 0) return r().noKeyword;
  if (keywords.length > max) return r().tooManyKeywords(max);
  if (tooLong || keywords.some((k) => k.length > BULK_KEYWORD_MAX_LENGTH))
    return r().keywordTooLong(BULK_KEYWORD_MAX_LENGTH);
  const norms = keywords.map(normalizeKeyword);
  if (new Set(norms).size !== norms.length) return r().keywordRepeated;
  return null;
}

/** A product row before its look-up: the number it names, or why it cannot be added. */
export function checkGoodsRow(row: SheetRow): Checked<{ type: ProductNumberType; number: string }> {
  const long = (field: SheetField) => row.tooLong?.includes(field) ?? false;
  if (row.input === '') return refuse(row, r().inputRequired);
  if (long('input')) return refuse(row, r().inputTooLong(formatNumber(BULK_INPUT_MAX_LENGTH)));
  const type = typeOf(row.type);
  if (!type) return refuse(row, r().typeInvalid);
  const read = parseProductInput(row.input, type);
  if (!read.ok) return refuse(row, r().inputInvalid);
  const keywords = keywordRefusal(row.keywords, MAX_KEYWORDS, long('keywords'));
  if (keywords) return refuse(row, keywords);
  if (long('memo') || row.memo.length > BULK_MEMO_MAX_LENGTH)
    return refuse(row, r().memoTooLong(BULK_MEMO_MAX_LENGTH));
  return { row, ok: true, read: { type: read.type, number: read.number } };
}

/** A place row before its look-up: the place id it names, or why it cannot be added. */
export function checkPlaceRow(row: SheetRow): Checked<{ placeId: string }> {
  const long = (field: SheetField) => row.tooLong?.includes(field) ?? false;
  if (row.input === '') return refuse(row, r().placeRequired);
  if (long('input')) return refuse(row, r().placeInputTooLong(formatNumber(BULK_INPUT_MAX_LENGTH)));
  const placeId = placeIdFrom(row.input);
  if (!placeId) return refuse(row, r().placeInvalid);
  const keywords = keywordRefusal(row.keywords, MAX_PLACE_KEYWORDS, long('keywords'));
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
