import type { SetupAnswer, SetupBody } from '@seller/shared/schemas/setup';
import { call } from '../../lib/api-call';

/** Resolves while the link would be taken; rejects with SETUP_CLOSED or SETUP_TOKEN_INVALID. */
export async function checkSetupToken(token: string): Promise<null> {
  await call('POST', '/v1/setup/check', { body: { token } });
  // A query's data may not be undefined (TanStack Query treats that as a failure).
  return null;
}

export async function createFirstManager(body: SetupBody): Promise<SetupAnswer> {
  return (await call('POST', '/v1/setup', { body })).data;
}
