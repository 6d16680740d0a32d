import type { AlertRule } from '@seller/shared/schemas/rank-alerts';
import type { AlimtalkRole } from '@seller/shared/constants/alimtalk';
import type {
  AlimtalkQuote,
  AlimtalkRecipient,
  AlimtalkStatusAnswer,
} from '@seller/shared/schemas/rank-alerts-alimtalk';
import { call } from '../../../lib/api-call';

const P = '/v1/rank-alerts/alimtalk';
export const alimtalkKey = ['rank-alerts', 'alimtalk'] as const;

export async function fetchAlimtalk(): Promise<AlimtalkStatusAnswer> {
  return (await call('GET', P, {})).data;
}

export async function addAlimtalkNumber(input: {
  phone: string;
  label: string;
  role: AlimtalkRole;
}): Promise<AlimtalkRecipient> {
  return (await call('POST', `${P}/recipients`, { body: input })).data;
}

export async function resendAlimtalkCode(id: number): Promise<AlimtalkRecipient> {
  return (await call('POST', `${P}/recipients/:id/code`, { params: { id } })).data;
}

export async function verifyAlimtalkNumber(id: number, code: string): Promise<AlimtalkRecipient> {
  return (await call('POST', `${P}/recipients/:id/verify`, { params: { id }, body: { code } })).data;
}

export async function quoteAlimtalk(id: number, rules: AlertRule[]): Promise<AlimtalkQuote> {
  return (await call('POST', `${P}/recipients/:id/quote`, { params: { id }, body: { rules } })).data;
}

export async function saveAlimtalkRules(
  id: number,
  rules: AlertRule[],
  coinsPerMessage: number,
): Promise<AlimtalkRecipient> {
  return (
    await call('POST', `${P}/recipients/:id/rules`, { params: { id }, body: { rules, coinsPerMessage } })
  ).data;
}

export async function removeAlimtalkNumber(id: number): Promise<void> {
  await call('DELETE', `${P}/recipients/:id`, { params: { id } });
}
