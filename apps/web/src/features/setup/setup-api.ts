import type { SetupAnswer, SetupBody } from '@seller/shared/schemas/setup';
import { api } from '../../lib/api';

type Envelope<T> = { code: string; message: string; data: T };

/** Resolves while the link would be taken; rejects with SETUP_CLOSED or SETUP_TOKEN_INVALID. */
export async function checkSetupToken(token: string): Promise<null> {
  await api.post<Envelope<null>>('/v1/setup/check', { token });
  // A query's data may not be undefined (TanStack Query treats that as a failure).
  return null;
}

export async function createFirstManager(body: SetupBody): Promise<SetupAnswer> {
  return (await api.post<Envelope<SetupAnswer>>('/v1/setup', body)).data;
}
