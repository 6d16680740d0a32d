import { type AlertRule, type AlertTargetKind, kstDate, ko } from '@seller/shared';
import { ALIMTALK_DAILY_CAP_PER_RECIPIENT, type AlimtalkReason } from '@seller/shared/constants/alimtalk';
import { BudgetReachedError } from '../../lib/provider-usage/port';
import {
  alimtalkCharge,
  alimtalkKey,
  alimtalkVariables,
  renderTemplate,
  templateRefusal,
} from './alimtalk.domain';
import type { AlimtalkDeps } from './alimtalk.ports';
import * as repo from './alimtalk.repository';

const BATCH = 20;
const ALIMTALK_ATTEMPTS = 3;
const RETRY_MS = 60_000;
/** A claim older than this has lost its worker; a result not known after this never comes. */
const CLAIM_STALE_MS = 10 * 60_000;
const RESULT_GIVE_UP_MS = 3 * 86_400_000;

/**
 * The 알림톡 outbox: the day's alerts queued per number (one row per alert and number), sent by
 * the job through the meter, their results polled; a delivered message (알림톡 or SMS fallback) is
 * charged once, by the quote's function. Nothing is sent while the member's coins, less what the
 * messages awaiting their result will take, cannot pay one more.
 */
export function alimtalkOutbox(deps: AlimtalkDeps, now: () => Date) {
  const { db } = deps;
  const warn = deps.warn ?? (() => undefined);

  /** Queues the day's alerts for every verified number that takes their kind. Idempotent. */
  async function queueDay(day: string): Promise<number> {
    const phones = await repo.phonesOn(db);
    if (phones.length === 0) return 0;
    const alerts = await repo.alertsOfDay(db, [...new Set(phones.map((p) => p.mbrSn))], day);
    let added = 0;
    for (const p of phones) {
      // Only alerts after the kinds were saved: saving does not send the day's earlier ones.
      const mine = alerts.filter(
        (n) => n.mbrSn === p.mbrSn && p.rules.includes(n.rule) && n.createdAt >= p.since,
      );
      if (mine.length === 0) continue;
      let queued = await repo.queuedOnDay(db, p.id, day);
      const seen = new Set<string>();
      const rows = mine.flatMap((n) => {
        const rule = n.rule as AlertRule;
        const kind = n.kind as AlertTargetKind;
        const variables = alimtalkVariables(
          { ...n, kind, targetId: kind === 'goods' ? n.gdpSn : n.plceSn },
          deps.publicUrl,
        );
        const keywordId = kind === 'goods' ? n.gdkdSn : n.plkwrdSn;
        const dedupeKey = alimtalkKey(p.id, { ...n, day, keywordId });
        if (seen.has(dedupeKey)) return [];
        seen.add(dedupeKey);
        const capped = queued >= ALIMTALK_DAILY_CAP_PER_RECIPIENT;
        queued += 1;
        return [
          {
            mbrSn: p.mbrSn,
            phoneId: p.id,
            phone: p.phone,
            label: p.label,
            dedupeKey,
            day,
            rule,
            templateId: deps.templates[rule] ?? '',
            variables,
            text: renderTemplate(rule, variables),
            ...(capped ? { status: 'skipped', reason: 'dailyCap' satisfies AlimtalkReason } : {}),
          },
        ];
      });
      added += await repo.enqueue(db, rows);
    }
    return added;
  }

  const fail = (
    id: number,
    reason: AlimtalkReason,
    error: string | null,
    status: 'failed' | 'skipped' = 'failed',
  ) => repo.finish(db, id, { status, reason, error, resultAt: now() });

  async function sendOne(m: repo.OutboxRow): Promise<'sent' | 'failed' | 'skipped' | 'retry'> {
    const held = await repo.heldMessages(db, m.mbrSn);
    // This row is one of the held ones (status sending): the balance must pay it and the others.
    if ((await deps.coins.balance(m.mbrSn)) < alimtalkCharge(held).coins) {
      await fail(m.id, 'noCoins', null, 'skipped');
      return 'skipped';
    }
    let ticket;
    try {
      ticket = await deps.meter.begin({ source: 'solapi', estimateMicros: deps.prices.sms });
    } catch (e) {
      if (!(e instanceof BudgetReachedError)) throw e;
      await fail(m.id, 'budget', e.message, 'skipped');
      return 'skipped';
    }
    try {
      const sent = await deps.solapi.sendAlimtalk({
        to: m.phone,
        templateId: m.templateId,
        variables: m.variables,
        text: m.text,
      });
      if (!sent.accepted) {
        await ticket.end({
          pages: 0,
          rows: 0,
          costMicros: 0,
          result: 'bad-request',
          detail: `${sent.code ?? ''} ${sent.detail}`,
        });
        await fail(
          m.id,
          templateRefusal(sent.code, sent.detail) ? 'templateRejected' : 'providerError',
          `${sent.code ?? ''} ${sent.detail}`.trim(),
        );
        return 'failed';
      }
      await ticket.end({ pages: 0, rows: 1, costMicros: deps.prices.alimtalk, result: 'ok' });
      await repo.finish(db, m.id, {
        status: 'sent',
        messageId: sent.messageId,
        groupId: sent.groupId,
        sentAt: now(),
      });
      return 'sent';
    } catch (e) {
      const err = e as { balance?: boolean; kind?: string; status?: number };
      await ticket.end({
        pages: 0,
        rows: 0,
        costMicros: 0,
        result: err.kind ?? 'error',
        status: err.status,
        detail: String(e),
      });
      if (err.balance) {
        await fail(m.id, 'providerBalance', String(e));
        warn('solapi balance is not enough: alimtalk not sent', { id: m.id });
        return 'failed';
      }
      const last = m.attempts >= ALIMTALK_ATTEMPTS;
      if (last) await fail(m.id, 'providerError', String(e));
      else await repo.finish(db, m.id, { status: 'pending', error: String(e) });
      warn('alimtalk not sent', { id: m.id, attempts: m.attempts, error: String(e) });
      return last ? 'failed' : 'retry';
    }
  }

  /** A delivered message is charged once (the settle's guard), in one transaction with its result. */
  async function settleOne(m: repo.OutboxRow): Promise<'pending' | 'delivered' | 'failed'> {
    const r = await deps.solapi.result(m.messageId!);
    if (!r || r.state === 'pending') return 'pending';
    const at = now();
    if (r.state === 'failed') {
      await repo.settle(db, m.id, {
        status: 'failed',
        reason: 'undeliverable',
        error: `${r.code} ${r.detail ?? ''}`.trim(),
        at,
      });
      return 'failed';
    }
    const { coins } = alimtalkCharge(1);
    await db.transaction(async (tx) => {
      if (
        !(await repo.settle(tx, m.id, {
          status: r.state as 'delivered' | 'fallback',
          reason: null,
          error: null,
          at,
        }))
      )
        return;
      await deps.coins.spend(tx, {
        mbrSn: m.mbrSn,
        delta: coins,
        kind: 'SPEND_ALIMTALK',
        purpose: 'alimtalk',
        refType: 'alimtalk',
        refId: String(m.id),
        memo: ko.alimtalk.ledgerMemo(m.label),
      });
      await repo.markCharged(tx, m.id, coins, at);
    });
    if (r.state === 'fallback' && deps.prices.sms > deps.prices.alimtalk) {
      // SOLAPI bills the replacement SMS at its own price: the difference is metered too.
      const extra = deps.prices.sms - deps.prices.alimtalk;
      const t = await deps.meter.begin({ source: 'solapi', estimateMicros: extra }).catch(() => null);
      await t?.end({ pages: 0, rows: 0, costMicros: extra, result: 'ok' });
    }
    return 'delivered';
  }

  /** Sends what is due and reads the results of what was sent. */
  async function deliver() {
    const result = { sent: 0, failed: 0, skipped: 0, delivered: 0 };
    const at = now();
    result.failed += await repo.failStale(
      db,
      new Date(at.getTime() - CLAIM_STALE_MS),
      new Date(at.getTime() - RESULT_GIVE_UP_MS),
      at,
    );
    for (;;) {
      const batch = await repo.claim(db, BATCH, now(), ALIMTALK_ATTEMPTS, RETRY_MS);
      if (batch.length === 0) break;
      for (const m of batch) {
        const o = await sendOne(m);
        if (o !== 'retry') result[o] += 1;
      }
    }
    for (const m of await repo.awaitingResult(db, 100)) {
      try {
        const o = await settleOne(m);
        if (o === 'delivered') result.delivered += 1;
        if (o === 'failed') result.failed += 1;
      } catch (e) {
        warn('alimtalk result not read', { id: m.id, error: String(e) });
      }
    }
    return result;
  }

  /** The job's run: today's and yesterday's alerts (a run across midnight), then delivery. */
  async function run() {
    const at = now();
    const today = kstDate(at);
    const yesterday = kstDate(new Date(at.getTime() - 86_400_000));
    await queueDay(yesterday);
    await queueDay(today);
    return deliver();
  }

  return { queueDay, deliver, run };
}
