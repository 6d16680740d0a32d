import type { BulkKind, BulkPreview, BulkResult } from '@seller/shared/schemas/bulk-add';
import { call } from '../../../lib/api-call';
import { answer, client, once } from '../../../lib/api-client';

/** Bulk add from a spreadsheet (issue 29 §2): `/v1/bulk-add/*`; the member comes from the session. */

export const templateUrl = (kind: BulkKind) => `/v1/bulk-add/${kind}/template.xlsx`;

/** Uploads the filled template; answers the validated preview (every row looked up). */
export async function uploadSheet(kind: BulkKind, file: File): Promise<BulkPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answered = await answer(
    client.POST('/v1/bulk-add/{kind}/upload', {
      params: { path: { kind } },
      // The route takes multipart (no JSON schema): the form goes as it is, with its boundary.
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
      headers: { Accept: 'application/json' },
    }),
  );
  return answered.data;
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
