import { ALIMTALK_COINS_PER_MESSAGE, ALIMTALK_MAX_RECIPIENTS } from '@seller/shared/constants/alimtalk';
import type { AlimtalkStatusAnswer } from '@seller/shared/schemas/rank-alerts-alimtalk';
import type { DbOrTx } from '../../db/client';
import type { AlimtalkDeps } from './alimtalk.ports';
import { alimtalkOutbox } from './alimtalk.outbox';
import { alimtalkRecipients, recipientOf } from './alimtalk.recipients';
import * as repo from './alimtalk.repository';

/**
 * Rank alerts as 알림톡 to phone numbers (issue 40 §3), through SOLAPI: the member's numbers
 * (verified by an SMS code), the alert kinds each takes (quoted, then saved), an outbox filled from
 * the day's alerts and a job that sends, polls the results and charges delivered messages.
 */
export function createAlimtalkService(deps: AlimtalkDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    ...alimtalkRecipients(deps, now),
    ...alimtalkOutbox(deps, now),

    /** Withdrawal, inside its transaction: the numbers and the messages are deleted. */
    forget: (tx: DbOrTx, memberId: number) => repo.forget(tx, memberId),

    async status(memberId: number): Promise<AlimtalkStatusAnswer> {
      const [phones, deliveries] = await Promise.all([
        repo.phonesOf(deps.db, memberId),
        repo.deliveriesOf(deps.db, memberId, 30),
      ]);
      const at = now();
      return {
        available: deps.solapi.configured,
        coinsPerMessage: ALIMTALK_COINS_PER_MESSAGE,
        maxRecipients: ALIMTALK_MAX_RECIPIENTS,
        recipients: phones.map((p) => recipientOf(p, at)),
        deliveries: deliveries.map((d) => ({
          id: d.id,
          createdAt: d.createdAt.toISOString(),
          phone: d.phone,
          label: d.label,
          rule: d.rule as AlimtalkStatusAnswer['deliveries'][number]['rule'],
          text: d.text,
          status: d.status as AlimtalkStatusAnswer['deliveries'][number]['status'],
          reason: d.reason as AlimtalkStatusAnswer['deliveries'][number]['reason'],
          coins: d.coins,
        })),
      };
    },
  };
}

export type AlimtalkService = ReturnType<typeof createAlimtalkService>;
