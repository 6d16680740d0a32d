import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error';
import type { PdfInput } from './client-reports.pdf';

/**
 * Report PDFs are rendered off the event loop, in a small pool of worker threads (piscina): a
 * render is CPU-bound for up to ~2 s, and on the main thread every other request (/healthz too)
 * waited for it. At most `threads` renders run at once; more wait in the pool's queue, and past
 * `maxQueue` waiting the request is refused with a Korean 503 (REPORT_PDF_BUSY) rather than
 * piling up.
 *
 * The worker file: from the sources (tsx, vitest) the .ts file beside this one, run through tsx's
 * loader; in the build (`node dist/main.js`) the bundle build.mjs writes beside main.js.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER = fileURLToPath(
  new URL(FROM_SOURCE ? './client-reports.pdf-worker.ts' : './client-reports-pdf-worker.js', import.meta.url),
);

/** One thread fewer than the cores (at least one), at most two: the requests keep a core. */
const defaultThreads = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

export interface PdfRenderer {
  render(input: PdfInput): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfRenderer(opts: { threads?: number; maxQueue?: number } = {}): PdfRenderer {
  let pool: Piscina<PdfInput, Uint8Array> | null = null;
  // Made on the first render, so processes that never render (the member command) start no thread.
  const started = () =>
    (pool ??= new Piscina<PdfInput, Uint8Array>({
      filename: WORKER,
      minThreads: 0,
      maxThreads: opts.threads ?? defaultThreads(),
      maxQueue: opts.maxQueue ?? 50,
      // A thread loads pdfkit and the fonts once and stays a minute for the next render.
      idleTimeout: 60_000,
      // Lower priority than the request thread (Linux and macOS, through @napi-rs/nice): when the
      // cores are busy the requests are served first and the renders wait.
      niceIncrement: 5,
      ...(FROM_SOURCE ? { execArgv: ['--import', 'tsx'] } : {}),
    }));
  return {
    async render(input) {
      const pending = started();
      if (pending.queueSize >= pending.options.maxQueue) throw new AppError('REPORT_PDF_BUSY');
      const bytes = await pending.run(input);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
