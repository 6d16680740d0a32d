import type { BulkKind, BulkPreview, BulkResult } from '@seller/shared/schemas/bulk-add';
import { call, href, once } from '../../../lib/api-call';

/** Bulk add from a spreadsheet (issue 29 §2): `/v1/bulk-add/*`; the member comes from the session. */

export const templateUrl = (kind: BulkKind) => href('/v1/bulk-add/:kind/template.xlsx', { params: { kind } });

/** Uploads the filled template; answers the validated preview (every row looked up). */
export async function uploadSheet(kind: BulkKind, file: File): Promise<BulkPreview> {
  return (await call('POST', '/v1/bulk-add/:kind/upload', { params: { kind }, file })).data;
}

/** Adds the import's valid rows; spends coins (goods), so it carries the submission's key. */
export async function confirmImport(importSn: number, key: string): Promise<BulkResult> {
  const answered = await call(
    'POST',
    '/v1/bulk-add/imports/:importSn/confirm',
    { params: { importSn } },
    { headers: once(key) },
  );
  return answered.data;
}
