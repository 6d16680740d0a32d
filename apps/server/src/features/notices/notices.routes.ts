import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko } from '@seller/shared';
import { noticesContract } from '@seller/shared/contracts/notices';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { readUpload } from '../../http/upload';
import { AppError } from '../../lib/app-error';
import { contentTypeOfName } from './notices.domain';
import { megabytes, type NoticesService } from './notices.service';

const imageFile = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

/**
 * Notices (spec 01 §7): the public list and content, the managers' insert/update/delete, the
 * editor's image upload and removal, and the uploaded images themselves.
 */
export async function noticesRoutes(
  app: FastifyInstance,
  deps: { notices: NoticesService; uploadLimit: { max: number; windowMs: number } },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notices } = deps;

  const c = noticesContract;
  mount(app, c.list, async (req, reply) => {
    const { data, total } = await notices.list(req.query.pageNum, req.query.pageSize);
    void reply.header('cache-control', 'no-cache');
    return { ...ok(data), total };
  });
  mount(app, c.detail, async (req, reply) => {
    const data = await notices.detail(req.params.id);
    void reply.header('cache-control', 'no-cache');
    return ok(data);
  });
  mount(app, c.create, async (req) => {
    const { title, content, noticeDt, category } = req.body;
    return ok(await notices.create(req.me.mbrSn, { title, content, noticeDt, category }), ko.notices.saved);
  });
  mount(app, c.update, async (req) => {
    const { ntcSn, title, content, noticeDt, category } = req.body;
    const data = await notices.update(req.me.mbrSn, ntcSn, { title, content, noticeDt, category });
    return ok(data, ko.notices.updated);
  });
  mount(app, c.remove, async (req) => {
    await notices.remove(req.body.ntcSn);
    return ok(null, ko.notices.deleted);
  });
  mount(app, c.deleteImage, async (req) =>
    ok(await notices.deleteImage(req.body.url), ko.notices.imageDeleted),
  );

  // Multipart only here: the rest of the API never parses it.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: notices.maxImageBytes, files: 1, fields: 5, parts: 6, headerPairs: 50 },
    });
    mount(
      scope,
      c.uploadImage,
      async (req) => {
        const { data, declaredType: declared } = await readUpload(req, {
          missing: () => new AppError('IMAGE_REQUIRED'),
          tooLarge: () =>
            new AppError('IMAGE_TOO_LARGE', ko.notices.imageTooLarge(megabytes(notices.maxImageBytes))),
        });
        const result = await notices.uploadImage(req.me.mbrSn, data, declared);
        return ok(result);
      },
      { rateLimit: { max: deps.uploadLimit.max, timeWindow: deps.uploadLimit.windowMs } },
    );
  });

  // Random names never change content, so the images are cached for good. nosniff and a
  // sandboxing policy keep a file from ever being read as anything but an image.
  r.get(
    '/uploads/notices/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(64) }),
        response: {
          200: { description: 'An uploaded image', content: { 'image/*': { schema: imageFile } } },
        },
      },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const type = contentTypeOfName(req.params.name);
      const file = type ? await notices.imageFile(req.params.name) : null;
      if (!type || !file) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(file.stream());
    },
  );
}
