import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import {
  ALIMTALK_COINS_PER_MESSAGE,
  ALIMTALK_DAILY_CAP_PER_RECIPIENT,
} from '@seller/shared/constants/alimtalk';
import {
  alimtalkCharge,
  alimtalkKey,
  alimtalkQuoteOf,
  alimtalkVariables,
  codeHash,
  codeMatches,
  newCode,
  renderTemplate,
  templateRefusal,
} from './alimtalk.domain';
import texts from '../../../../simulator/src/solapi/texts.json' with { type: 'json' };

describe('알림톡 domain', () => {
  it('quotes with the charge: the quoted rate is what one message is charged', () => {
    const q = alimtalkQuoteOf({ kinds: 2, recentAlerts: 12, balance: 50 });
    expect(q.coinsPerMessage).toBe(alimtalkCharge(1).coins);
    expect(q.coinsPerMessage).toBe(ALIMTALK_COINS_PER_MESSAGE);
    expect(q.maxMessages).toBe(ALIMTALK_DAILY_CAP_PER_RECIPIENT * 30);
    expect(q.maxCoins).toBe(alimtalkCharge(q.maxMessages).coins);
    expect(q.recentCoins).toBe(alimtalkCharge(12).coins);
    expect(alimtalkQuoteOf({ kinds: 0, recentAlerts: 12, balance: 0 })).toMatchObject({
      maxMessages: 0,
      maxCoins: 0,
      recentMessages: 0,
    });
  });

  it('fills every variable of the template, as the simulator (and Kakao) check', () => {
    const vars = alimtalkVariables(
      {
        kind: 'goods',
        targetId: 9,
        title: 'x'.repeat(100),
        keyword: '텀블러',
        previousRank: 5,
        currentRank: 0,
      },
      'https://app.test',
    );
    const text = renderTemplate('outOfRange', vars);
    expect(text).not.toMatch(/#\{/);
    expect(text).toContain("'텀블러' 5위 →");
    expect(vars['#{링크}']).toBe('https://app.test/goodsTrackingRouter?history=9');
    expect([...vars['#{상품}']!].length).toBeLessThanOrEqual(60);
    // The templates registered for review are the ones the simulator approves.
    expect(ko.alimtalk.templates).toEqual(texts.templates);
  });

  it('one message per keyword move and number', () => {
    const move = { kind: 'goods', keywordId: 3, day: '2026-12-04', previousRank: 5, currentRank: 40 };
    expect(alimtalkKey(1, move)).toBe(alimtalkKey(1, { ...move }));
    expect(alimtalkKey(1, move)).not.toBe(alimtalkKey(2, move));
    expect(alimtalkKey(1, move)).not.toBe(alimtalkKey(1, { ...move, currentRank: 41 }));
  });

  it('codes: six digits, kept as a hash bound to the number', () => {
    const code = newCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMatches(1, code, codeHash(1, code))).toBe(true);
    expect(codeMatches(2, code, codeHash(1, code))).toBe(false);
    expect(codeMatches(1, code === '000000' ? '111111' : '000000', codeHash(1, code))).toBe(false);
  });

  it("tells a template's refusal from another", () => {
    expect(templateRefusal('3041', 'x')).toBe(true);
    expect(templateRefusal(null, '템플릿을 찾을 수 없습니다')).toBe(true);
    expect(templateRefusal('1062', 'invalid number')).toBe(false);
  });
});
