/**
 * Bulk add from a spreadsheet (issue 29 §2): the confirm that adds an import's valid rows.
 *
 * Plain Fastify routes in the routes file, not JSON: GET /v1/bulk-add/:kind/template.xlsx (the
 * template, an xlsx download) and POST /v1/bulk-add/:kind/upload (the filled file, multipart).
 */
import { okAnswer } from '../schemas/envelope';
import { bulkImportParams, bulkResult } from '../schemas/bulk-add';
import { contract } from './contract';

export const bulkAddContract = {
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
