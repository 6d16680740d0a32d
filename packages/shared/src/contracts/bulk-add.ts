/**
 * Bulk add from a spreadsheet (issue 29 §2): the template (an xlsx download), the upload of the
 * filled file (multipart; answers the validated preview) and the confirm that adds its valid rows.
 */
import { fileBytes, okAnswer, XLSX_TYPE } from '../schemas/envelope';
import { bulkImportParams, bulkKindParams, bulkPreview, bulkResult } from '../schemas/bulk-add';
import { contract } from './contract';

export const bulkAddContract = {
  template: contract({
    method: 'GET',
    path: '/v1/bulk-add/:kind/template.xlsx',
    access: 'member',
    params: bulkKindParams,
    file: XLSX_TYPE,
    answer: fileBytes,
    summary: 'The empty template of a bulk add (goods or places)',
  }),
  upload: contract({
    method: 'POST',
    path: '/v1/bulk-add/:kind/upload',
    access: 'member',
    params: bulkKindParams,
    upload: true,
    answer: okAnswer(bulkPreview),
    errors: [
      'BULK_FILE_REQUIRED',
      'BULK_FILE_TOO_LARGE',
      'BULK_FILE_TYPE',
      'BULK_FILE_UNREADABLE',
      'BULK_FILE_BUSY',
      'MALFORMED_BODY',
      'RATE_LIMITED',
    ],
    summary: 'Uploads a filled template (multipart, field `file`); answers every row looked up',
  }),
  confirm: contract({
    method: 'POST',
    path: '/v1/bulk-add/imports/:importSn/confirm',
    access: 'member',
    idempotent: true,
    params: bulkImportParams,
    answer: okAnswer(bulkResult),
    errors: [
      'BULK_IMPORT_NOT_FOUND',
      'BULK_ALREADY_CONFIRMED',
      'INSUFFICIENT_COINS',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
      'ALREADY_PROCESSING',
    ],
    summary: "Adds every valid row of the member's import (goods spend coins), once per Idempotency-Key",
  }),
} as const;
