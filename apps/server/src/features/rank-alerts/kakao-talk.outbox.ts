import type { AlertTargetKind } from '@seller/shared';
import {
  KAKAO_ATTEMPTS,
  KAKAO_CLAIM_STALE_MS,
  KAKAO_RETRY_MS,
  type TalkMove,
  deliveryKey,
  digestText,
  historyUrl,
  moveText,
} from './kakao-talk.domain';
import { type TalkContext, k } from './kakao-talk.context';
import * as talk from './kakao-talk.repository';
import type { SendOutcome, TalkSending } from './kakao-talk.send';
import { DAILY_RUN_KST, digestTiming, kstInstant } from './rank-alerts.domain';
import * as alerts from './rank-alerts.repository';

/** Messages one delivery run takes at a time. */
const BATCH = 20;

/** The outbox: the day's messages queued after each comparison, delivered by the job, purged. */
export function talkOutbox(ctx: TalkContext, { revoked, sendAs, template }: TalkSending) {
  const { deps, db, now, warn } = ctx;

  const asMove = (
    n: Awaited<ReturnType<typeof talk.movesOfDay>>[number],
  ): TalkMove & { keywordId: number | null } => {
    const kind = n.kind as AlertTargetKind;
    return {
      kind,
      targetId: kind === 'goods' ? n.gdpSn : n.plceSn,
      keywordId: kind === 'goods' ? n.gdkdSn : n.plkwrdSn,
      title: n.title,
      keyword: n.keyword,
      previousRank: n.previousRank,
      currentRank: n.currentRank,
      surface: n.surface,
      depth: n.depth,
      previousDepth: n.previousDepth,
    };
  };

  /**
   * Queues the day's KakaoTalk messages of every member with the channel on. Idempotent: a key
   * queued before adds nothing, so every run (and every instance) may call it. A digest waits
   * like the mail digest: after the daily run, once the member's keywords are checked or the cutoff.
   */
  async function queueDay(day: string, opts: { force?: boolean } = {}): Promise<number> {
    const on = await talk.membersOn(db);
    if (on.length === 0) return 0;
    const at = now();
    const moves = await talk.movesOfDay(
      db,
      on.map((m) => m.mbrSn),
      day,
    );
    const rows: talk.OutboxRow[] = [];
    for (const { mbrSn: memberId, mode } of on) {
      const mine = moves.filter((n) => n.mbrSn === memberId);
      if (mine.length === 0) continue;
      if (mode === 'each') {
        for (const n of mine) {
          const m = asMove(n);
          // Two rules hit by one move (a drop and leaving the top 10) share the key: one message.
          rows.push({
            mbrSn: memberId,
            day,
            dedupeKey: deliveryKey('each', { ...n, ...m }),
            text: moveText(m),
            linkUrl: historyUrl(deps.publicUrl, m.kind, m.targetId),
          });
        }
      } else if (mode === 'daily') {
        const byTarget = new Map<string, typeof mine>();
        for (const n of mine) {
          const m = asMove(n);
          const key = `${m.kind}:${m.targetId}`;
          byTarget.set(key, [...(byTarget.get(key) ?? []), n]);
        }
        for (const group of byTarget.values()) {
          const first = asMove(group[0]!);
          rows.push({
            mbrSn: memberId,
            day,
            dedupeKey: deliveryKey('daily', { ...group[0]!, ...first }),
            text: moveText(first, new Set(group.map((g) => g.keyword)).size - 1),
            linkUrl: historyUrl(deps.publicUrl, first.kind, first.targetId),
          });
        }
      } else {
        const timing = opts.force ? 'now' : digestTiming(day, at);
        if (timing === 'wait') continue;
        if (
          timing === 'when-complete' &&
          (await alerts.keywordsAwaitingCheck(db, memberId, day, kstInstant(day, DAILY_RUN_KST), at)) > 0
        )
          continue;
        const first = asMove(mine[0]!);
        rows.push({
          mbrSn: memberId,
          day,
          dedupeKey: deliveryKey('digest', { ...mine[0]!, ...first }),
          text: digestText(day, mine.map(asMove)),
          linkUrl: historyUrl(deps.publicUrl, first.kind, null),
        });
      }
    }
    return talk.enqueue(db, rows);
  }

  /** Sends what is due, a batch at a time, until nothing is left. */
  async function deliver(): Promise<{ sent: number; failed: number; dropped: number }> {
    const result = { sent: 0, failed: 0, dropped: 0 };
    for (;;) {
      const batch = await talk.claim(db, BATCH, now(), KAKAO_ATTEMPTS, KAKAO_CLAIM_STALE_MS, KAKAO_RETRY_MS);
      if (batch.length === 0) return result;
      for (const m of batch) {
        let outcome: SendOutcome;
        try {
          outcome = await sendAs(m.mbrSn, template(m.text, m.linkUrl, k.buttonHistory));
        } catch (e) {
          const last = m.attempts >= KAKAO_ATTEMPTS;
          await talk.finish(db, m.id, last ? 'failed' : 'pending', now(), String(e));
          warn('kakao talk message not sent', {
            mbrSn: m.mbrSn,
            id: m.id,
            attempts: m.attempts,
            error: String(e),
          });
          if (last) result.failed += 1;
          continue;
        }
        if (outcome === 'sent') {
          await talk.finish(db, m.id, 'sent', now());
          result.sent += 1;
        } else {
          await talk.finish(
            db,
            m.id,
            'dropped',
            now(),
            outcome === 'revoked' ? 'kakao consent revoked' : 'not connected',
          );
          if (outcome === 'revoked') await revoked(m.mbrSn);
          result.dropped += 1;
        }
      }
    }
  }

  return {
    queueDay,
    deliver,

    /** Daily housekeeping: the outbox keeps 30 days (queueDay only looks at today and yesterday). */
    purge: (before: string) => talk.purgeBefore(db, before),
  };
}
