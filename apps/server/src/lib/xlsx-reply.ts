import { XLSX_TYPE } from '@seller/shared/schemas/envelope';

// The media type is the contracts' too (their `file`).
export { XLSX_TYPE };

/** Content-Disposition of an xlsx download; RFC 5987 encoding keeps a Korean file name intact. */
export const xlsxAttachment = (name: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;

const KOREA_OFFSET_MS = 9 * 3_600_000;
/**
 * Excel dates have no zone: a cell holds the Korea wall-clock time (the instant shifted by +9 h,
 * which exceljs writes as that UTC time), so the sheet shows what the screen shows.
 */
export const koreaWallClock = (at: Date): Date => new Date(at.getTime() + KOREA_OFFSET_MS);
