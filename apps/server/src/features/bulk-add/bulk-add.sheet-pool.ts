import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { BulkKind } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import type { SheetRow } from './bulk-add.domain';
import type { SheetAnswer, SheetTask } from './bulk-add.sheet-worker';

/**
 * Uploaded sheets are read off the event loop (issue 35 §2), in one worker thread (piscina):
 * reading is bounded by the file's limits (bulk-add.sheet-reader.ts) but still up to a few hundred
 * milliseconds of CPU for a large file, and on the main thread every other request (/healthz too)
 * waited for it. One thread: uploads are rare and short, and the cores serve the requests.
 * Past `maxQueue` uploads waiting, one is refused with a Korean 503 (BULK_FILE_BUSY); a read that
 * takes longer than `timeoutMs` (or a thread that runs out of its memory limit) ends the thread
 * and refuses the file (BULK_FILE_UNREADABLE) — no file of ours takes that long.
 *
 * The worker file: from the sources (tsx, vitest) the .ts file beside this one, run through tsx's
 * loader; in the build (`node dist/main.js`) the bundle build.mjs writes beside main.js.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = fileURLToPath(
  new URL(FROM_SOURCE ? './bulk-add.sheet-worker.ts' : './bulk-add-sheet-worker.js', import.meta.url),
);

export interface SheetReader {
  read(kind: BulkKind, file: Buffer): Promise<SheetRow[]>;
  close(): Promise<void>;
}

export function createSheetReader(opts: { maxQueue?: number; timeoutMs?: number } = {}): SheetReader {
  let pool: Piscina<SheetTask, SheetAnswer> | null = null;
  // Made on the first upload, so processes that never read a sheet start no thread; it then stays.
  const started = () =>
    (pool ??= new Piscina<SheetTask, SheetAnswer>({
      filename: WORKER,
      minThreads: 1,
      maxThreads: 1,
      maxQueue: opts.maxQueue ?? 20,
      // A file reads to at most ~10 MB of XML and 500 rows; far more means something is wrong.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Below the request thread (Linux and macOS, as the PDF renders): requests are served first.
      niceIncrement: 5,
      ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}),
    }));
  return {
    async read(kind, file) {
      const pending = started();
      if (pending.queueSize >= pending.options.maxQueue) throw new AppError('BULK_FILE_BUSY');
      let answer: SheetAnswer;
      try {
        answer = await pending.run(
          // A copy of exactly the file (a small Buffer can be a view of a larger shared pool).
          { kind, file: new Uint8Array(file) },
          { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) },
        );
      } catch (e) {
        const name = (e as { name?: string }).name;
        const code = (e as { code?: string }).code;
        // Aborted after the time limit, or the thread hit its memory limit: the file's doing.
        if (name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY')
          throw new AppError('BULK_FILE_UNREADABLE');
        throw e;
      }
      if (!answer.ok) throw new AppError(answer.code);
      return answer.rows;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
