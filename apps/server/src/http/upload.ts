import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Reads the one file of a multipart upload (field `file`) into memory, as the notice editor's
 * image and the agency logo are sent. The scope registers @fastify/multipart with its own
 * `fileSize` limit; past it, and for a body that is not multipart or holds no file, the
 * caller's own codes: `missing()` and `tooLarge()`. A body that breaks off is MALFORMED_BODY.
 */
export async function readUpload(
  req: FastifyRequest,
  errors: { missing: () => AppError; tooLarge: () => AppError },
): Promise<{ data: Buffer; declaredType: string }> {
  if (!req.isMultipart()) throw errors.missing();
  try {
    const part = await req.file();
    if (!part) throw errors.missing();
    const declaredType = part.mimetype;
    const data = await part.toBuffer();
    return { data, declaredType };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge();
    if ((err as { statusCode?: number }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('MALFORMED_BODY');
  }
}
