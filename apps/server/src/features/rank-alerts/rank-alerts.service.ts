import { type RankAlertsDeps, createAlertsContext } from './rank-alerts.context';
import { alertChanges } from './rank-alerts.changes';
import { alertDigests } from './rank-alerts.digest';
import { alertEvaluation } from './rank-alerts.evaluate';
import { alertInbox } from './rank-alerts.inbox';
import { alertRuns } from './rank-alerts.runs';
import { alertSettings } from './rank-alerts.settings';

/**
 * Rank alerts (issue 13): after each day's checks, every tracked keyword's successful record is
 * compared with its record before, the member's rules decide which moves to report, and each
 * member gets in-app notifications and at most one digest e-mail per Korea day.
 *
 * One file per use case (issue 38 §4): the rules, the bell, the comparison, the digest, the runs
 * and the ports other features use. They share one context (rank-alerts.context.ts); the routes,
 * the jobs and the app see one service.
 */
export function createRankAlertsService(deps: RankAlertsDeps) {
  const ctx = createAlertsContext(deps);
  const { evaluateDay } = alertEvaluation(ctx);
  const digests = alertDigests(ctx);
  return {
    ...alertSettings(ctx),
    ...alertInbox(ctx),
    evaluateDay,
    ...digests,
    ...alertRuns(ctx, { evaluateDay, sendDigests: digests.sendDigests }),
    ...alertChanges(ctx),
  };
}

export type RankAlertsService = ReturnType<typeof createRankAlertsService>;
