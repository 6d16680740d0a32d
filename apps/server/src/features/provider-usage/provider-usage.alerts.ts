import { formatMicros } from '@seller/shared';
import type { Db } from '../../db/client';
import type { BudgetReached } from '../../lib/provider-usage/meter';
import { sourceInfo } from '../../lib/provider-usage/sources';
import { budgetMail } from './provider-usage.mail';
import type { ManagerNoticePort, UsageMailPort } from './provider-usage.ports';
import * as repo from './provider-usage.repository';

/** A mail is tried this many times in all (a later refused call retries a failed one). */
const MAIL_ATTEMPTS = 3;
/** A claim older than this died with its sender: a later refused call may send again. */
const CLAIM_STALE_MS = 10 * 60_000;

/**
 * Issue 36 §3: when a source's daily budget is reached, every active manager gets one bell notice
 * and one mail that Korea day, however many calls are refused on however many instances. The
 * first refused call claims (source, day) in provider_usage_alerts with insert … on conflict do
 * nothing and, in the same transaction, writes the bell notices; only that caller sends the mails.
 * A mail that failed (or whose sender died) is retried by a later refused call, to the managers
 * not mailed yet, up to MAIL_ATTEMPTS tries.
 */
export function createBudgetAlerts(deps: {
  db: Db;
  now: () => Date;
  mail: UsageMailPort;
  notify: ManagerNoticePort;
  publicUrl: string;
  warn?: (message: string, details: Record<string, unknown>) => void;
}) {
  const warn = deps.warn ?? (() => undefined);

  async function reached(e: BudgetReached): Promise<void> {
    const at = deps.now();
    const { label } = sourceInfo(e.source);
    const claimed = await deps.db.transaction(async (tx) => {
      const isNew = await repo.claimAlert(tx, {
        source: e.source,
        day: e.day,
        budgetMicros: e.budgetMicros,
        spentMicros: e.spentMicros,
        mailStatus: deps.mail.configured ? 'sending' : 'skipped',
        at,
      });
      if (isNew)
        await deps.notify(tx, { rule: 'budgetReached', day: e.day, keyword: e.source, title: label });
      return isNew;
    });
    if (!deps.mail.configured) return;
    const job = claimed
      ? { mailedTo: [] as number[], budgetMicros: e.budgetMicros, spentMicros: e.spentMicros }
      : await repo.reclaimMail(deps.db, {
          source: e.source,
          day: e.day,
          maxAttempts: MAIL_ATTEMPTS,
          staleBefore: new Date(at.getTime() - CLAIM_STALE_MS),
          at,
        });
    if (!job) return;
    const mailed = new Set(job.mailedTo);
    try {
      for (const manager of await repo.activeManagers(deps.db)) {
        if (mailed.has(manager.mbrSn)) continue;
        await deps.mail.sendMail({
          to: manager.email,
          ...budgetMail({
            name: manager.name,
            label,
            day: e.day,
            budget: formatMicros(job.budgetMicros, e.currency),
            spent: formatMicros(job.spentMicros, e.currency),
            link: `${deps.publicUrl}/admin/provider-usage`,
          }),
        });
        await repo.markMailed(deps.db, e.source, e.day, manager.mbrSn);
      }
      await repo.finishMail(deps.db, e.source, e.day, 'sent', null);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      warn('budget mail failed', { source: e.source, day: e.day, error: message });
      await repo.finishMail(deps.db, e.source, e.day, 'failed', message.slice(0, 500));
    }
  }

  return { reached };
}
