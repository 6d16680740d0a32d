import { createHash, randomBytes } from 'node:crypto';
import {
  type AlertTargetKind,
  type KakaoTalkMode,
  type KakaoTalkResult,
  type KakaoTalkStatus,
  kstDate,
  ko,
} from '@seller/shared';
import type {
  KakaoTalkPort,
  TalkTemplate as KakaoTextTemplate,
  TalkToken as KakaoToken,
} from './rank-alerts.ports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  KAKAO_ATTEMPTS,
  KAKAO_CLAIM_STALE_MS,
  KAKAO_RETRY_MS,
  KAKAO_STATE_MINUTES,
  type TalkMove,
  deliveryKey,
  digestText,
  historyUrl,
  kakaoFailure,
  moveText,
  open,
  seal,
  type TokenKeys,
  tokenKeys,
} from './kakao-talk.domain';
import * as talk from './kakao-talk.repository';
import { DAILY_RUN_KST, digestTiming, kstInstant } from './rank-alerts.domain';
import * as alerts from './rank-alerts.repository';

export interface KakaoTalkDeps {
  db: Db;
  /** Kakao's login and message API (the same app as the Kakao login). */
  kakao: KakaoTalkPort;
  publicUrl: string;
  /** Where Kakao sends the browser back after the consent (PUBLIC_URL + the callback route). */
  redirectUri: string;
  /** TOKEN_ENCRYPTION_KEY: seals tokens outside the database's reach; null seals with the database secret. */
  encryptionKey: string | null;
  now?: () => Date;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

const k = ko.rankAlerts.kakao;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const TALK_SCOPE = 'talk_message';
/** Messages one delivery run takes at a time. */
const BATCH = 20;

type SendOutcome = 'sent' | 'revoked' | 'unconnected';

/**
 * Rank alerts in KakaoTalk (issue 28 §2), by Kakao's "send to me" API: the consent redirect that
 * links Kakao and asks for talk_message, the member's mode, an outbox filled after each alert
 * comparison (one row per delivery key, unique in the database) and a delivery run that refreshes
 * an expired token once and turns the channel off, with a notice in the bell, when Kakao says the
 * consent is gone.
 */
export function createKakaoTalkService(deps: KakaoTalkDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const warn = deps.warn ?? (() => undefined);
  let key: Promise<TokenKeys> | null = null;
  const sealKey = () =>
    (key ??= alerts.signingKey(db).then(
      (secret) => tokenKeys(secret, deps.encryptionKey),
      (e: unknown) => {
        key = null;
        throw e;
      },
    ));
  const available = () => {
    try {
      deps.kakao.authorizeUrl({ state: 'probe', redirectUri: deps.redirectUri });
      return true;
    } catch {
      return false;
    }
  };

  const expiry = (seconds: number | null, at: Date) =>
    seconds ? new Date(at.getTime() + seconds * 1000) : null;

  async function status(mbrSn: number): Promise<KakaoTalkStatus> {
    const [link, member] = await Promise.all([talk.linkOf(db, mbrSn), talk.memberKakao(db, mbrSn)]);
    const consented = Boolean(link?.accessTokenEnc) && (link?.scopes ?? '').split(' ').includes(TALK_SCOPE);
    return {
      available: available(),
      linked: Boolean(member?.kakaoId),
      consented,
      mode: consented ? ((link?.mode ?? 'off') as KakaoTalkMode) : 'off',
      offReason: link?.offReason === 'revoked' ? 'revoked' : null,
    };
  }

  /** Kakao said the consent is gone: the channel goes off, nothing queued is sent, the bell says why. */
  async function revoked(mbrSn: number) {
    await db.transaction(async (tx) => {
      if (await talk.turnOff(tx, mbrSn, 'revoked', now())) {
        await talk.insertOffNotice(tx, mbrSn, kstDate(now()));
      }
      await talk.dropPending(tx, mbrSn, 'kakao consent revoked');
    });
  }

  /** Sends as the member; on 401 refreshes the token and tries once more. Other failures throw. */
  async function sendAs(mbrSn: number, template: KakaoTextTemplate): Promise<SendOutcome> {
    const link = await talk.linkOf(db, mbrSn);
    if (!link?.accessTokenEnc) return 'unconnected';
    const secret = await sealKey();
    try {
      await deps.kakao.sendMemo(open(secret, link.accessTokenEnc), template);
      return 'sent';
    } catch (e) {
      const failure = kakaoFailure(e);
      if (failure === 'revoked') return 'revoked';
      if (failure !== 'tokenExpired' || !link.refreshTokenEnc) throw e;
    }
    let fresh: KakaoToken;
    try {
      fresh = await deps.kakao.refresh(open(secret, link.refreshTokenEnc));
    } catch (e) {
      if (kakaoFailure(e) === 'revoked') return 'revoked';
      throw e;
    }
    const at = now();
    await talk.saveAccess(
      db,
      mbrSn,
      {
        accessTokenEnc: seal(secret, fresh.accessToken),
        accessExpiresAt: expiry(fresh.expiresIn, at),
        ...(fresh.refreshToken
          ? {
              refreshTokenEnc: seal(secret, fresh.refreshToken),
              refreshExpiresAt: expiry(fresh.refreshTokenExpiresIn, at),
            }
          : {}),
      },
      at,
    );
    try {
      await deps.kakao.sendMemo(fresh.accessToken, template);
      return 'sent';
    } catch (e) {
      if (kakaoFailure(e) !== 'other') return 'revoked';
      throw e;
    }
  }

  const template = (text: string, url: string, button: string): KakaoTextTemplate => ({
    object_type: 'text',
    text,
    link: { web_url: url, mobile_web_url: url },
    button_title: button,
  });

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
    for (const { mbrSn, mode } of on) {
      const mine = moves.filter((n) => n.mbrSn === mbrSn);
      if (mine.length === 0) continue;
      if (mode === 'each') {
        for (const n of mine) {
          const m = asMove(n);
          // Two rules hit by one move (a drop and leaving the top 10) share the key: one message.
          rows.push({
            mbrSn,
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
            mbrSn,
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
          (await alerts.keywordsAwaitingCheck(db, mbrSn, day, kstInstant(day, DAILY_RUN_KST), at)) > 0
        )
          continue;
        const first = asMove(mine[0]!);
        rows.push({
          mbrSn,
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
    status,

    /** Starts the consent redirect: Kakao's page asking for talk_message (and the login if needed). */
    async connect(mbrSn: number, mode: Exclude<KakaoTalkMode, 'off'>): Promise<{ url: string }> {
      const state = randomBytes(24).toString('base64url');
      let url: string;
      try {
        url = deps.kakao.authorizeUrl({ state, redirectUri: deps.redirectUri, scope: TALK_SCOPE });
      } catch {
        throw new AppError('KAKAO_UNAVAILABLE');
      }
      const at = now();
      await talk.saveState(
        db,
        mbrSn,
        {
          stateHash: sha256(state),
          expiresAt: new Date(at.getTime() + KAKAO_STATE_MINUTES * 60_000),
          pendingMode: mode,
        },
        at,
      );
      return { url };
    },

    /**
     * Kakao's answer. The signed-in member must be the one who started it (the state), the Kakao
     * account must be theirs (or linked now, if they have none and nobody else has it), and the
     * talk_message consent must have been given.
     */
    async callback(
      mbrSn: number,
      q: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<KakaoTalkResult> {
      if (!q.state) return 'expired';
      const mode = await talk.takeState(db, mbrSn, sha256(q.state), now());
      if (!mode || mode === 'off') return 'expired';
      if (q.error || !q.code) return 'cancelled';
      let token: KakaoToken;
      let kakaoId: string;
      try {
        token = await deps.kakao.exchangeCode({ code: q.code, redirectUri: deps.redirectUri });
        kakaoId = (await deps.kakao.getUser(token.accessToken)).id;
      } catch (e) {
        warn('kakao talk consent failed', { mbrSn, error: String(e) });
        return 'failed';
      }
      if (!token.scopes.includes(TALK_SCOPE)) return 'noConsent';
      const member = await talk.memberKakao(db, mbrSn);
      if (!member) return 'failed';
      if (member.kakaoId && member.kakaoId !== kakaoId) return 'otherAccount';
      if (!member.kakaoId) {
        const owner = await talk.memberByKakaoId(db, kakaoId);
        if (owner !== null && owner !== mbrSn) return 'otherAccount';
      }
      const secret = await sealKey();
      const at = now();
      try {
        await db.transaction(async (tx) => {
          if (!member.kakaoId && !(await talk.linkKakaoId(tx, mbrSn, kakaoId, at))) throw new Error('raced');
          await talk.saveTokens(
            tx,
            mbrSn,
            {
              accessTokenEnc: seal(secret, token.accessToken),
              refreshTokenEnc: token.refreshToken ? seal(secret, token.refreshToken) : null,
              accessExpiresAt: expiry(token.expiresIn, at),
              refreshExpiresAt: expiry(token.refreshTokenExpiresIn, at),
              scopes: token.scopes.join(' '),
            },
            mode,
            at,
          );
        });
      } catch {
        // Another member linked the same Kakao account between our check and the update.
        return 'otherAccount';
      }
      return 'on';
    },

    /** Changes how alerts arrive; turning on needs the consent first. */
    async setMode(mbrSn: number, mode: KakaoTalkMode): Promise<KakaoTalkStatus> {
      const current = await status(mbrSn);
      if (mode !== 'off' && !current.consented) throw new AppError('KAKAO_TALK_NOT_CONNECTED');
      if (current.consented) await talk.setMode(db, mbrSn, mode, now());
      return status(mbrSn);
    },

    /** A test message now, through the same path as the alerts (refresh, revocation). */
    async sendTest(mbrSn: number): Promise<void> {
      if (!(await status(mbrSn)).consented) throw new AppError('KAKAO_TALK_NOT_CONNECTED');
      let outcome: SendOutcome;
      try {
        outcome = await sendAs(
          mbrSn,
          template(k.testMessage, `${deps.publicUrl}/myPage/alerts`, k.buttonSettings),
        );
      } catch (e) {
        warn('kakao talk test not sent', { mbrSn, error: String(e) });
        throw new AppError('KAKAO_TALK_SEND_FAILED');
      }
      if (outcome === 'revoked') {
        await revoked(mbrSn);
        throw new AppError('KAKAO_TALK_REVOKED');
      }
      if (outcome === 'unconnected') throw new AppError('KAKAO_TALK_NOT_CONNECTED');
    },

    queueDay,
    deliver,

    /** Daily housekeeping: the outbox keeps 30 days (queueDay only looks at today and yesterday). */
    purge: (before: string) => talk.purgeBefore(db, before),

    /** Withdrawal: the member's tokens and messages are forgotten, in the withdrawal's transaction. */
    forget: talk.forget,
  };
}

export type KakaoTalkService = ReturnType<typeof createKakaoTalkService>;
