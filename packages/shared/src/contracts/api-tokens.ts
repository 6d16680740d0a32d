/**
 * 마이페이지 → API (issue 29 §3): the member's own personal tokens, by session only (a token
 * cannot make tokens). Making one checks the password; the server limits it per address.
 *
 * The public API itself (/api/v1/*: Bearer tokens, its own OpenAPI document at
 * /api/v1/openapi.json) stays plain Fastify in api-tokens.public.routes.ts: its routes carry
 * what a contract does not express (the apiToken / session:false route config, the document's
 * tags, security scheme, Idempotency-Key header schema and examples).
 */
import { z } from 'zod';
import { apiTokenIdParams, apiTokenRow, createApiTokenBody, createdApiToken } from '../schemas/api-tokens';
import { doneAnswer, okAnswer } from '../schemas/envelope';
import { contract } from './contract';

const P = '/v1/member/myPage/apiTokens';

export const apiTokensContract = {
  list: contract({
    method: 'GET',
    path: P,
    access: 'member',
    answer: okAnswer(z.array(apiTokenRow)),
    summary: "The member's tokens (never their clear text)",
  }),
  create: contract({
    method: 'POST',
    path: P,
    access: 'member',
    body: createApiTokenBody,
    answer: okAnswer(createdApiToken),
    errors: ['MEMBER_NOT_FOUND', 'API_TOKEN_PASSWORD_NOT_SET', 'PASSWORD_WRONG', 'API_TOKEN_LIMIT'],
    summary: 'Makes a token after the password check; the only answer with its clear text',
  }),
  revoke: contract({
    method: 'DELETE',
    path: `${P}/:id`,
    access: 'member',
    params: apiTokenIdParams,
    answer: doneAnswer,
    errors: ['API_TOKEN_NOT_FOUND'],
    summary: "Revokes one of the member's tokens",
  }),
} as const;
