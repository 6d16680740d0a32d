import type { FastifyInstance } from 'fastify';

/**
 * The original site posts the account forms (sign-up, Kakao, recovery) as forms: a scope that
 * calls this accepts both forms and JSON, parsed to the same object.
 */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
