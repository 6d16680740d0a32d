import type { ApiTokenRow, CreateApiTokenBody } from '@seller/shared/schemas/api-tokens';
import { call } from '../../../lib/api-call';

/** 마이페이지 → API (issue 29 §3): the member's own tokens, by session. */
export async function fetchApiTokens(): Promise<ApiTokenRow[]> {
  return (await call('GET', '/v1/member/myPage/apiTokens', {})).data;
}

/** The new token: its clear text is in this answer only. */
export async function createApiToken(body: CreateApiTokenBody) {
  return (await call('POST', '/v1/member/myPage/apiTokens', { body })).data;
}

export function revokeApiToken(id: number) {
  return call('DELETE', '/v1/member/myPage/apiTokens/:id', { params: { id } });
}
