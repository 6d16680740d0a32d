import type { AlertTargetKind, ChangeKind } from '@seller/shared';
import type { Db } from '../../db/client';
import type { AlertMailPort, DailyChecksPort } from './rank-alerts.ports';

/*
 * What every use case of rank alerts shares (issue 38 §4: the service is split by use case,
 * rank-alerts.service.ts composes them): the dependencies, the clock and the warning log.
 */

export interface RankAlertsDeps {
  db: Db;
  mail: AlertMailPort;
  /** Links in the mail lead here (PUBLIC_URL). */
  publicUrl: string;
  /** A past day may be run again only against the simulator (its ranks are not real records). */
  simulator: boolean;
  runChecks?: DailyChecksPort;
  /** The KakaoTalk channel (kakao-talk.service): queued after each comparison, sent by its job. */
  talk?: {
    queueDay(day: string, opts?: { force?: boolean }): Promise<number>;
    deliver(): Promise<unknown>;
    purge(before: string): Promise<void>;
  };
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** A change a member made, as the rank features report it (in their own transaction). */
export interface MemberChange {
  mbrSn: number;
  kind: AlertTargetKind;
  /** gdpSn or plceSn. */
  targetId: number;
  change: ChangeKind;
  detail: string | null;
}

/** The shared parts of the rank-alert use cases (see the top of this file). */
export function createAlertsContext(deps: RankAlertsDeps) {
  const now = deps.now ?? (() => new Date());
  const warn = deps.warn ?? (() => undefined);
  return { deps, now, warn };
}

export type AlertsContext = ReturnType<typeof createAlertsContext>;
