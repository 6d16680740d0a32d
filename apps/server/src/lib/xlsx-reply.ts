import type { Readable } from 'node:stream';
import { z } from 'zod';

/** The Content-Type of an xlsx download. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition of an xlsx download; RFC 5987 encoding keeps a Korean file name intact. */
export const xlsxAttachment = (name: string): string =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;

/** The answer schema of an xlsx download, for the OpenAPI document (a Buffer is sent as it is). */
export const fileAnswer = {
  200: {
    description: 'An xlsx file',
    content: {
      [XLSX_TYPE]: { schema: z.custom<Buffer | Readable>().meta({ type: 'string', format: 'binary' }) },
    },
  },
};

const KOREA_OFFSET_MS = 9 * 3_600_000;
/**
 * Excel dates have no zone: a cell holds the Korea wall-clock time (the instant shifted by +9 h,
 * which exceljs writes as that UTC time), so the sheet shows what the screen shows.
 */
export const koreaWallClock = (at: Date): Date => new Date(at.getTime() + KOREA_OFFSET_MS);
