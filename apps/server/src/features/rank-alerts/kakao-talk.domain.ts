/**
 * KakaoTalk rank alerts (issue 28 §2), the pure part: the message texts within Kakao's limit,
 * the delivery keys that make "at most once" a database rule, and what a Kakao failure means.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import {
  type AlertTargetKind,
  type KakaoTalkMode,
  alertMaxRank,
  alertRankText,
  formatNumber,
  ko,
} from '@seller/shared';

const k = ko.rankAlerts.kakao;

/** Kakao refuses a text template over 200 characters (message-template/default). */
export const KAKAO_TEXT_MAX = 200;
/** Each message is tried this many times in all; a claim older than the stale time is taken again. */
export const KAKAO_ATTEMPTS = 3;
export const KAKAO_CLAIM_STALE_MS = 10 * 60_000;
/** A failed try is tried again by a run at least this much later (the job runs every minute). */
export const KAKAO_RETRY_MS = 60_000;
/** How long the consent redirect may take. */
export const KAKAO_STATE_MINUTES = 10;

export interface TalkMove {
  kind: AlertTargetKind;
  targetId: number | null;
  title: string | null;
  keyword: string;
  previousRank: number;
  currentRank: number;
  /** What the records read, for "N+스토어 500위 밖" (absent or null: not known). */
  surface?: string | null;
  depth?: number | null;
  previousDepth?: number | null;
}

/**
 * ▲3 / ▼12 / ▼489 이상: up is a smaller rank number; outside counts as one past the end, so a move
 * across it is "at least" so many (as the bell says it; the rank itself reads "500위 밖").
 */
export function moveLabel(m: Pick<TalkMove, 'kind' | 'previousRank' | 'currentRank'>): string {
  const max = alertMaxRank(m.kind);
  const at = (rank: number) => (rank > 0 ? rank : max + 1);
  const steps = at(m.previousRank) - at(m.currentRank);
  const label = steps >= 0 ? k.moveUp(formatNumber(steps)) : k.moveDown(formatNumber(-steps));
  return m.currentRank === 0 || m.previousRank === 0 ? k.atLeast(label) : label;
}

/** Cuts text to `max` characters (code points), ending with … when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const titleOf = (m: TalkMove) =>
  m.title ?? (m.kind === 'goods' ? ko.rankAlerts.untitledGoods : ko.rankAlerts.untitledPlace);

/** One product's move: product, keyword, rank before and now, the move. */
export function moveText(m: TalkMove, moreKeywords = 0): string {
  const max = alertMaxRank(m.kind);
  const tail = moreKeywords > 0 ? `\n${k.moreKeywords(moreKeywords)}` : '';
  const build = (title: string, keyword: string) =>
    k.messageMove(
      title,
      keyword,
      alertRankText(m.previousRank, max, { surface: m.surface ?? null, depth: m.previousDepth ?? null }),
      alertRankText(m.currentRank, max, { surface: m.surface ?? null, depth: m.depth ?? null }),
      moveLabel(m),
    ) + tail;
  const full = build(titleOf(m), m.keyword);
  if ([...full].length <= KAKAO_TEXT_MAX) return full;
  // Titles are long (marketplace names run to 100 characters): shorten the title, then the keyword.
  const spare = KAKAO_TEXT_MAX - [...build('', '')].length;
  const keyword = clip(m.keyword, Math.max(10, Math.floor(spare / 3)));
  return clip(build(clip(titleOf(m), spare - [...keyword].length), keyword), KAKAO_TEXT_MAX);
}

/** The day's summary: as many moves as fit in 200 characters, then "…외 N건". */
export function digestText(day: string, moves: TalkMove[]): string {
  const [, mm, dd] = day.split('-');
  const head = k.digestHead(`${Number(mm)}/${Number(dd)}`, moves.length);
  const lines = moves.map((m) => `· ${clip(titleOf(m), 20)} ‘${clip(m.keyword, 15)}’ ${moveLabel(m)}`);
  let text = head;
  for (let i = 0; i < lines.length; i += 1) {
    const rest = lines.length - i - 1;
    const next = `${text}\n${lines[i]}`;
    const withMore = rest > 0 ? `${next}\n${k.digestMore(rest)}` : next;
    if ([...withMore].length > KAKAO_TEXT_MAX) return `${text}\n${k.digestMore(lines.length - i)}`;
    text = next;
  }
  return text;
}

/** The product's or place's rank history in the app. */
export function historyUrl(publicUrl: string, kind: AlertTargetKind, targetId: number | null): string {
  const list = kind === 'goods' ? '/goodsTrackingRouter' : '/myPlaceTracking';
  return targetId ? `${publicUrl}${list}?history=${targetId}` : `${publicUrl}${list}`;
}

/**
 * The delivery key of a notification under a mode: one row per key ever (a unique index).
 * each: the keyword's move (its ranks before and now; the rules it hit are one move, one message,
 * and a later different move the same day is news again); daily: the product and Korea day;
 * digest: the member and day.
 */
export function deliveryKey(
  mode: Exclude<KakaoTalkMode, 'off'>,
  n: {
    mbrSn: number;
    kind: AlertTargetKind;
    targetId: number | null;
    keywordId: number | null;
    day: string;
    previousRank: number;
    currentRank: number;
  },
): string {
  if (mode === 'each')
    return `each:${n.mbrSn}:${n.kind}:${n.keywordId ?? 0}:${n.day}:${n.previousRank}:${n.currentRank}`;
  if (mode === 'daily') return `daily:${n.mbrSn}:${n.kind}:${n.targetId ?? 0}:${n.day}`;
  return `digest:${n.mbrSn}:${n.day}`;
}

/** What a failed Kakao call means for the channel. */
export type KakaoFailure = 'tokenExpired' | 'revoked' | 'other';
export function kakaoFailure(e: unknown): KakaoFailure {
  const err = e as { status?: number; code?: string | null; error?: string | null };
  if (err?.status === 401) return 'tokenExpired';
  // -402: the talk_message consent was taken back; KOE322 / invalid_grant: the refresh token is dead.
  if (err?.status === 403 || err?.code === '-402') return 'revoked';
  if (err?.error === 'invalid_grant' || err?.code === 'KOE322') return 'revoked';
  return 'other';
}

/*
 * Tokens at rest: AES-256-GCM, so a copy of the table alone does not hand out anyone's KakaoTalk.
 * Format: <version>.<iv>.<tag>.<data>. v2 is sealed under TOKEN_ENCRYPTION_KEY (config), which lives
 * outside the database, so a full dump does not open them either; v1 under a key derived from the
 * installation secret in the database, used when no key is configured (the zero-configuration
 * default) and still read after one is set (a refresh seals the token again under v2).
 */
type SealVersion = 'v1' | 'v2';
export interface TokenKeys {
  /** The version new tokens are sealed with, and its key. */
  current: SealVersion;
  keys: Partial<Record<SealVersion, Buffer>>;
}

const derive = (secret: string, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'rank-alerts', info, 32));

export const tokenKeys = (databaseSecret: string, configured: string | null): TokenKeys => ({
  current: configured ? 'v2' : 'v1',
  keys: {
    v1: derive(databaseSecret, 'kakao-talk-tokens'),
    ...(configured ? { v2: derive(configured, 'kakao-talk-tokens-v2') } : {}),
  },
});

export function seal(keys: TokenKeys, plain: string): string {
  const key = keys.keys[keys.current]!;
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [
    keys.current,
    iv.toString('base64url'),
    c.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

export function open(keys: TokenKeys, sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  const key = v === 'v1' || v === 'v2' ? keys.keys[v] : undefined;
  if (!iv || !tag || data === undefined) throw new Error('not a sealed token');
  // A v2 token with no key configured any more: the operator removed TOKEN_ENCRYPTION_KEY.
  if (!key) throw new Error(`no key for sealed tokens of version ${v}`);
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
}
