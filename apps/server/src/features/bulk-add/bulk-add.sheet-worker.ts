/**
 * The sheet-reading thread's task (a piscina worker, bulk-add.sheet-pool.ts): reading an upload
 * is CPU work bounded by the file's limits, and here it blocks no request. A refusal comes back
 * as its code (an Error's own fields do not survive the trip between threads).
 */
import type { BulkKind, ErrorCode } from '@seller/shared';
import type { SheetRow } from './bulk-add.domain';
import { SheetRefused, readSheetFile } from './bulk-add.sheet-reader';

export interface SheetTask {
  kind: BulkKind;
  file: Uint8Array;
}
export type SheetAnswer = { ok: true; rows: SheetRow[] } | { ok: false; code: ErrorCode };

export default function readInThread({ kind, file }: SheetTask): SheetAnswer {
  try {
    return { ok: true, rows: readSheetFile(kind, file) };
  } catch (e) {
    if (e instanceof SheetRefused) return { ok: false, code: e.code };
    throw e;
  }
}
