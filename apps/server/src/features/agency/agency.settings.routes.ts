import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ko } from '@seller/shared';
import { agencyContract as c } from '@seller/shared/contracts/agency';
import { mount } from '../../http/contract-routes';
import { ok } from '../../http/reply';
import { readUpload } from '../../http/upload';
import { AppError } from '../../lib/app-error';
import { LOGO_URL_PREFIX, isLogoName, logoEtag, matchesEtag } from './agency.logo.domain';
import { type AgencySettings, tooLarge } from './agency.settings';

const imageFile = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

/**
 * 대행사 설정 (issue 40 §1): the agency's name and logo (the agency member of the group only),
 * and the logo itself, public, by its random name.
 */
export async function agencySettingsRoutes(
  app: FastifyInstance,
  deps: { settings: AgencySettings; uploadLimit: { max: number; windowMs: number } },
): Promise<void> {
  const s = deps.settings;
  const noStore = { 'cache-control': 'no-store' };

  mount(app, c.settings, async (req, reply) => {
    void reply.headers(noStore);
    return ok(await s.settings(req.me));
  });
  mount(app, c.saveSettings, async (req) =>
    ok(await s.saveName(req.me, req.body.companyName), ko.agencySettings.nameSaved),
  );
  mount(app, c.deleteLogo, async (req) => ok(await s.deleteLogo(req.me), ko.agencySettings.logoDeleted));

  // Multipart only in this scope, with the logo's own size limit (the parser stops past it).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: s.maxLogoBytes, files: 1, fields: 5, parts: 6, headerPairs: 50 },
    });
    mount(
      scope,
      c.uploadLogo,
      async (req) => {
        const { data } = await readUpload(req, {
          missing: () => new AppError('AGENCY_LOGO_REQUIRED'),
          tooLarge: () => tooLarge(s.maxLogoBytes),
        });
        return ok(await s.uploadLogo(req.me, data), ko.agencySettings.logoSaved);
      },
      { rateLimit: { max: deps.uploadLimit.max, timeWindow: deps.uploadLimit.windowMs } },
    );
  });

  // The logo, read by the report page's <img> and nothing else. Its name is new at every upload,
  // so it is cached for good, with its ETag for a revalidation; the answer is the image alone
  // (no group, name or date), nosniff and sandboxed so it is never read as anything else.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${LOGO_URL_PREFIX}:name`,
    {
      schema: {
        params: z.object({ name: z.string().max(64) }),
        response: {
          200: { description: "An agency's report logo", content: { 'image/*': { schema: imageFile } } },
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is current'),
        },
      },
      config: { access: 'public', session: false },
    },
    async (req, reply) => {
      const file = isLogoName(req.params.name) ? await s.logoFile(req.params.name) : null;
      if (!file) throw new AppError('NOT_FOUND');
      const etag = logoEtag(file.sha256);
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline');
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.header('content-type', file.contentType).send(file.content);
    },
  );
}
