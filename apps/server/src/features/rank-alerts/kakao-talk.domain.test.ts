import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import {
  KAKAO_TEXT_MAX,
  clip,
  deliveryKey,
  digestText,
  historyUrl,
  kakaoFailure,
  moveLabel,
  moveText,
  open,
  seal,
  tokenKeys,
} from './kakao-talk.domain';

const move = (over: Partial<Parameters<typeof moveText>[0]> = {}) => ({
  kind: 'goods' as const,
  targetId: 7,
  title: '무선 블루투스 이어폰',
  keyword: '블루투스 이어폰',
  previousRank: 12,
  currentRank: 5,
  ...over,
});
const len = (s: string) => [...s].length;

describe('KakaoTalk message texts', () => {
  it('says the product, keyword, rank before and now, and the move', () => {
    expect(moveText(move())).toBe(
      '[셀러툴킷 순위 알림]\n무선 블루투스 이어폰\n‘블루투스 이어폰’ 12위 → 5위 (▲7)',
    );
    expect(moveLabel(move({ previousRank: 5, currentRank: 40 }))).toBe('▼35');
    // Out of the list: the rank reads "500위 밖" and the move is at least one past it (issue 39 §5).
    expect(moveLabel(move({ currentRank: 0 }))).toBe('▼489 이상');
    // From outside the tracked depth (500 for goods) counts from one past the end: at least.
    expect(moveLabel(move({ previousRank: 0, currentRank: 480 }))).toBe('▲21 이상');
    expect(moveText(move(), 2)).toContain(ko.rankAlerts.kakao.moreKeywords(2));
  });

  it('stays within Kakao’s 200 characters with marketplace-long titles and keywords', () => {
    const long = move({ title: '가'.repeat(180), keyword: '나'.repeat(60) });
    const text = moveText(long, 3);
    expect(len(text)).toBeLessThanOrEqual(KAKAO_TEXT_MAX);
    expect(text).toContain('12위 → 5위 (▲7)');
    expect(text).toContain(ko.rankAlerts.kakao.moreKeywords(3));
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });

  it('the digest lists what fits and counts the rest', () => {
    const moves = Array.from({ length: 12 }, (_, i) =>
      move({ title: `상품 ${i + 1}`, keyword: `키워드 ${i + 1}` }),
    );
    const text = digestText('2026-11-21', moves);
    expect(len(text)).toBeLessThanOrEqual(KAKAO_TEXT_MAX);
    expect(text.startsWith(ko.rankAlerts.kakao.digestHead('11/21', 12))).toBe(true);
    expect(text).toMatch(/…외 \d+건$/);
    expect(digestText('2026-11-21', moves.slice(0, 1))).not.toContain('…외');
  });

  it('links to the product’s history', () => {
    expect(historyUrl('https://a.kr', 'goods', 7)).toBe('https://a.kr/goodsTrackingRouter?history=7');
    expect(historyUrl('https://a.kr', 'place', 9)).toBe('https://a.kr/myPlaceTracking?history=9');
  });
});

describe('delivery keys', () => {
  const n = {
    mbrSn: 3,
    kind: 'goods' as const,
    targetId: 7,
    keywordId: 11,
    day: '2026-11-21',
    previousRank: 12,
    currentRank: 5,
  };
  it('daily: one key per product and day, whatever the keyword or move', () => {
    expect(deliveryKey('daily', n)).toBe(deliveryKey('daily', { ...n, keywordId: 12, currentRank: 9 }));
    expect(deliveryKey('daily', n)).not.toBe(deliveryKey('daily', { ...n, targetId: 8 }));
    expect(deliveryKey('daily', n)).not.toBe(deliveryKey('daily', { ...n, day: '2026-11-22' }));
  });
  it('each: one message per move of a keyword (whatever rules it hit), a new move is news again', () => {
    expect(deliveryKey('each', n)).not.toBe(deliveryKey('each', { ...n, currentRank: 9 }));
    expect(deliveryKey('each', n)).not.toBe(deliveryKey('each', { ...n, keywordId: 12 }));
    expect(deliveryKey('each', n)).toBe(deliveryKey('each', { ...n }));
  });
  it('digest: one per member and day', () => {
    expect(deliveryKey('digest', n)).toBe(deliveryKey('digest', { ...n, keywordId: 9, targetId: 8 }));
    expect(deliveryKey('digest', n)).not.toBe(deliveryKey('digest', { ...n, mbrSn: 4 }));
  });
});

describe('Kakao failures and sealed tokens', () => {
  it('401 is an expired token, 403 / -402 / a dead refresh token a revoked consent', () => {
    expect(kakaoFailure({ status: 401, code: '-401' })).toBe('tokenExpired');
    expect(kakaoFailure({ status: 403, code: '-402' })).toBe('revoked');
    expect(kakaoFailure({ status: 400, error: 'invalid_grant', code: 'KOE322' })).toBe('revoked');
    expect(kakaoFailure({ status: 500 })).toBe('other');
    expect(kakaoFailure(new Error('network'))).toBe('other');
  });
  it('seals with AES-GCM: opens with the key, fails with another or when altered', () => {
    const key = tokenKeys('secret-a', null);
    const sealed = seal(key, 'access-token-1');
    expect(sealed).not.toContain('access-token-1');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(open(key, sealed)).toBe('access-token-1');
    expect(seal(key, 'access-token-1')).not.toBe(sealed);
    expect(() => open(tokenKeys('secret-b', null), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(() => open(key, parts.join('.'))).toThrow();
  });
  it('seals under the configured key once there is one, and still opens the database-secret ones', () => {
    const before = seal(tokenKeys('db-secret', null), 'old-token');
    const keys = tokenKeys('db-secret', 'k'.repeat(32));
    const sealed = seal(keys, 'new-token');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(open(keys, sealed)).toBe('new-token');
    expect(open(keys, before)).toBe('old-token');
    // The database secret alone (a full dump) does not open a v2 token.
    expect(() => open(tokenKeys('db-secret', null), sealed)).toThrow();
    expect(() => open(tokenKeys('db-secret', 'x'.repeat(32)), sealed)).toThrow();
  });
});
