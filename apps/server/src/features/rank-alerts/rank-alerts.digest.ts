import { type AlertRule, type AlertTargetKind, DEFAULT_ALERT_RULES } from '@seller/shared';
import {
  DAILY_RUN_KST,
  DIGEST_ATTEMPTS,
  DIGEST_CLAIM_STALE_MS,
  digestTiming,
  kstInstant,
  signUnsubscribe,
  verifyUnsubscribe,
} from './rank-alerts.domain';
import type { AlertsContext } from './rank-alerts.context';
import { digestMail } from './rank-alerts.mail';
import * as repo from './rank-alerts.repository';

/** The digest e-mail (at most one per member and Korea day) and its signed unsubscribe link. */
export function alertDigests(ctx: AlertsContext) {
  const { deps, now, warn } = ctx;
  let key: Promise<string> | null = null;
  const signingKey = () =>
    (key ??= repo.signingKey(deps.db).catch((e: unknown) => {
      key = null;
      throw e;
    }));

  async function sendDigest(memberId: number, day: string): Promise<boolean> {
    const contact = await repo.memberContact(deps.db, memberId);
    const items = await repo.notificationsOfDay(deps.db, memberId, day);
    if (!contact || contact.status !== 'ACTIVE' || items.length === 0) {
      await repo.finishDigest(deps.db, memberId, day, {
        status: 'failed',
        items: 0,
        error: 'nothing to send',
        at: now(),
      });
      return false;
    }
    const unsubscribe = unsubscribeUrl(await signingKey(), memberId);
    const mail = digestMail({
      name: contact.name,
      day,
      items: items.map((n) => ({ ...n, kind: n.kind as AlertTargetKind, rule: n.rule as AlertRule })),
      links: {
        app: deps.publicUrl,
        goods: `${deps.publicUrl}/goodsTrackingRouter`,
        places: `${deps.publicUrl}/myPlaceTracking`,
        settings: `${deps.publicUrl}/myPage/alerts`,
        unsubscribe,
      },
    });
    try {
      await deps.mail.sendMail({
        to: contact.email,
        ...mail,
        // RFC 8058 one-click: mail apps offer their own unsubscribe button.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (e) {
      await repo.finishDigest(deps.db, memberId, day, {
        status: 'failed',
        items: items.length,
        error: String(e).slice(0, 500),
        at: now(),
      });
      warn('alert digest not sent', { mbrSn: memberId, day, error: String(e) });
      return false;
    }
    await repo.finishDigest(deps.db, memberId, day, { status: 'sent', items: items.length, at: now() });
    return true;
  }

  /**
   * Sends the day's digests that are due (see digestTiming); `force` sends them now (a manual run
   * that has just checked everything). One per member and day, whoever runs it and however often.
   */
  async function sendDigests(day: string, opts: { force?: boolean } = {}): Promise<number> {
    if (!deps.mail.configured) return 0;
    const at = now();
    const timing = opts.force ? 'now' : digestTiming(day, at);
    if (timing === 'wait') return 0;
    let sent = 0;
    for (const memberId of await repo.digestCandidates(
      deps.db,
      day,
      at,
      DIGEST_ATTEMPTS,
      DIGEST_CLAIM_STALE_MS,
    )) {
      if (
        timing === 'when-complete' &&
        (await repo.keywordsAwaitingCheck(deps.db, memberId, day, kstInstant(day, DAILY_RUN_KST), at)) > 0
      )
        continue;
      if (!(await repo.claimDigest(deps.db, memberId, day, at, DIGEST_ATTEMPTS, DIGEST_CLAIM_STALE_MS)))
        continue;
      if (await sendDigest(memberId, day)) sent += 1;
    }
    return sent;
  }

  const unsubscribeUrl = (secret: string, memberId: number) =>
    `${deps.publicUrl}/v1/rank-alerts/unsubscribe?token=${encodeURIComponent(signUnsubscribe(secret, memberId))}`;

  return {
    sendDigests,

    /** The public unsubscribe link: turns the member's digest off. False for a bad token. */
    async unsubscribe(token: string | undefined): Promise<boolean> {
      const memberId = verifyUnsubscribe(await signingKey(), token);
      if (memberId === null || !(await repo.memberContact(deps.db, memberId))) return false;
      await repo.setDigest(deps.db, memberId, false, DEFAULT_ALERT_RULES, now());
      return true;
    },

    unsubscribeUrl: async (memberId: number) => unsubscribeUrl(await signingKey(), memberId),
  };
}
