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
    content: { [XLSX_TYPE]: { schema: z.custom<Buffer | Readable>().meta({ type: 'string', format: 'binary' }) } },
  },
};
