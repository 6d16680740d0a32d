import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { BULK_MAX_BYTES, ko } from '@seller/shared';
import { bulkAddContract } from '@seller/shared/contracts/bulk-add';
import { mount } from '../../http/contract-routes';
import { keyOf } from '../../http/idempotency';
import { ok } from '../../http/reply';
import { AppError } from '../../lib/app-error';
import { XLSX_TYPE, xlsxAttachment } from '../../lib/xlsx-reply';
import type { BulkAddService } from './bulk-add.service';
import { templateOf } from './bulk-add.template';

/** An xlsx is a zip: its first bytes are the local file header "PK\x03\x04". */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Errors while reading the multipart body, as our codes. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('BULK_FILE_TOO_LARGE');
  if ((err as { statusCode?: number }).statusCode === 413) return new AppError('BULK_FILE_TOO_LARGE');
  return new AppError('MALFORMED_BODY');
}

export async function bulkAddRoutes(
  app: FastifyInstance,
  deps: { bulk: BulkAddService; uploadLimit: { max: number; windowMs: number } },
): Promise<void> {
  const c = bulkAddContract;

  mount(app, c.template, async (req, reply) => {
    const { kind } = req.params;
    return reply
      .type(XLSX_TYPE)
      .header(
        'content-disposition',
        xlsxAttachment(kind === 'goods' ? ko.bulkAdd.fileGoods : ko.bulkAdd.filePlace),
      )
      .send(await templateOf(kind));
  });

  // Adds every valid row of an uploaded file; spends coins (goods), so it carries an Idempotency-Key.
  mount(app, c.confirm, async (req) =>
    ok(await deps.bulk.confirm(req.me.mbrSn, req.params.importSn, keyOf(req))),
  );

  // Multipart only in this scope: the rest of the API never parses it.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
    });
    mount(
      scope,
      c.upload,
      async (req) => {
        if (!req.isMultipart()) throw new AppError('BULK_FILE_REQUIRED');
        let file: Buffer;
        let name: string;
        try {
          const part = await req.file();
          if (!part) throw new AppError('BULK_FILE_REQUIRED');
          name = part.filename;
          file = await part.toBuffer();
        } catch (err) {
          throw uploadError(err);
        }
        if (file.length === 0) throw new AppError('BULK_FILE_REQUIRED');
        if (!/\.xlsx$/i.test(name) || !file.subarray(0, 4).equals(ZIP_MAGIC))
          throw new AppError('BULK_FILE_TYPE');
        return ok(await deps.bulk.upload(req.me.mbrSn, req.params.kind, file));
      },
      // Each upload looks up to 500 rows up at the provider.
      { rateLimit: { max: deps.uploadLimit.max, timeWindow: deps.uploadLimit.windowMs } },
    );
  });
}
