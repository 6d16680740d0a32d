import { ALERT_TARGET_KINDS, alertMaxRank } from '@seller/shared';
import { comparableMoves, effectiveRules, evaluateMove } from './rank-alerts.domain';
import type { AlertsContext } from './rank-alerts.context';
import * as repo from './rank-alerts.repository';

/** The day's comparison: each keyword's checked rank against its record before, by the rules. */
export function alertEvaluation(ctx: AlertsContext) {
  const { deps, now, warn } = ctx;

  /**
   * Compares every keyword with a successful check of the day not compared yet. Idempotent: a
   * notification is unique per rule, keyword and day, and a comparison is marked per check. The
   * newest check of a day is the day's truth: alerts an earlier check of that day raised which
   * it no longer hits are withdrawn (from the list, the unread count and a digest not yet sent).
   */
  async function evaluateDay(day: string): Promise<{ compared: number; created: number; withdrawn: number }> {
    let compared = 0;
    let created = 0;
    let withdrawn = 0;
    for (const kind of ALERT_TARGET_KINDS) {
      for (const check of await repo.pendingChecks(deps.db, kind, day)) {
        try {
          const saved = await deps.db.transaction(async (tx) => {
            const recorded = await repo.movesOn(tx, kind, check.keywordNorm, day);
            const moves = comparableMoves(recorded);
            const rules = await repo.rulesFor(
              tx,
              kind,
              [...new Set(moves.map((m) => m.mbrSn))],
              [...new Set(moves.map((m) => m.targetId))],
            );
            const rows = moves.flatMap((m) =>
              evaluateMove(
                m.previousRank,
                m.currentRank,
                effectiveRules(rules.members.get(m.mbrSn) ?? null, rules.targets.get(m.targetId) ?? null),
                alertMaxRank(kind),
              ).map((hit) => ({
                mbrSn: m.mbrSn,
                kind,
                targetId: m.targetId,
                keywordId: m.keywordId,
                rule: hit.rule,
                day,
                previousRank: m.previousRank,
                currentRank: m.currentRank,
                threshold: hit.threshold,
                title: m.title,
                keyword: m.keyword,
                surface: m.current.surface,
                depth: m.depth,
                previousDepth: m.previousDepth,
              })),
            );
            const added = await repo.saveNotifications(tx, kind, rows);
            const dropped = await repo.withdrawSuperseded(
              tx,
              kind,
              day,
              recorded.map((m) => m.keywordId),
              new Set(rows.map((r) => `${r.keywordId}:${r.rule}`)),
              now(),
            );
            await repo.markEvaluated(tx, kind, day, check, now());
            return { added, dropped };
          });
          created += saved.added;
          withdrawn += saved.dropped;
          compared += 1;
        } catch (e) {
          // A product deleted meanwhile fails only its own keyword; the next run tries it again.
          warn('alert evaluation failed', { kind, day, keyword: check.keywordNorm, error: String(e) });
        }
      }
    }
    return { compared, created, withdrawn };
  }

  return { evaluateDay };
}
