import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { DEFAULT_ALERT_RULES } from '@seller/shared/schemas/rank-alerts';
import { badgeText } from './badge';
import { notificationLink, notificationTitle, ruleTone, shortDay } from './notifications';
import { type RulesForm, memberRulesFormSchema, rulesFormSchema, toForm, toRules } from './rules-form';

describe('alert rules form', () => {
  /** What the form would save, or the message of each rule's number. */
  const check = (form: RulesForm) => {
    const result = rulesFormSchema.safeParse(form);
    if (result.success) return { rules: toRules(form), errors: null };
    return {
      rules: null,
      errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])),
    };
  };

  it('round-trips the defaults', () => {
    const { digest: _digest, ...rules } = DEFAULT_ALERT_RULES;
    expect(check(toForm(rules))).toEqual({ rules, errors: null });
  });

  it('a switched-off rule shows a sensible N and saves as off', () => {
    const form = toForm({ ...DEFAULT_ALERT_RULES, riseBy: null, topN: null });
    expect(form.rise).toEqual({ on: false, n: '10' });
    expect(form.top).toMatchObject({ on: false, n: '10', enter: true, leave: true });
    expect(check(form).rules).toMatchObject({ riseBy: null, topN: null, topEnter: false, topLeave: false });
  });

  it('refuses thresholds outside 1..499 and a top rule with no direction', () => {
    const base = toForm(DEFAULT_ALERT_RULES);
    for (const n of ['0', '500', '', '3.5', '-1', 'ten', '0010']) {
      expect(check({ ...base, drop: { on: true, n } }).errors).toEqual({
        'drop.n': ko.rankAlerts.thresholdRange,
      });
    }
    expect(check({ ...base, drop: { on: false, n: 'x' } }).errors).toBeNull();
    expect(check({ ...base, top: { on: true, n: '5', enter: false, leave: false } }).errors).toEqual({
      'top.n': ko.rankAlerts.topRequired,
    });
    expect(check({ ...base, rise: { on: true, n: ' 25 ' } }).rules?.riseBy).toBe(25);
  });

  it('my page form checks the same rules and keeps the digest', () => {
    const form = { ...toForm(DEFAULT_ALERT_RULES), digest: false };
    expect(memberRulesFormSchema.safeParse(form).success).toBe(true);
    expect(memberRulesFormSchema.safeParse({ ...form, rise: { on: true, n: '0' } }).success).toBe(false);
  });
});

describe('notifications', () => {
  it('links to the list of its kind and names what it is about', () => {
    expect(notificationLink({ kind: 'goods', rule: 'drop' })).toBe('/goodsTrackingRouter');
    expect(notificationLink({ kind: 'place', rule: 'rise' })).toBe('/myPlaceTracking');
    // KakaoTalk turned off by Kakao: to the settings where it is turned on again.
    expect(notificationLink({ kind: 'goods', rule: 'kakaoOff' })).toBe('/myPage/alerts');
    expect(notificationTitle({ kind: 'goods', title: null, rule: 'kakaoOff' })).toBe(
      ko.rankAlerts.kakao.title,
    );
    // A paid source's budget reached (issue 36 §3): managers go to the usage screen; named by the source.
    expect(notificationLink({ kind: 'goods', rule: 'budgetReached' })).toBe('/admin/provider-usage');
    expect(
      notificationTitle({
        kind: 'goods',
        title: 'SearchApi.io 쇼핑 검색',
        keyword: 'searchapi',
        rule: 'budgetReached',
      }),
    ).toBe('SearchApi.io 쇼핑 검색');
    expect(ruleTone('budgetReached')).toBe('notice');
    expect(notificationTitle({ kind: 'goods', title: null })).toBe(ko.rankAlerts.untitledGoods);
    expect(notificationTitle({ kind: 'place', title: '카페' })).toBe('카페');
  });

  it('colours rises red and falls blue, and caps the badge', () => {
    expect(ruleTone('rise')).toBe('up');
    expect(ruleTone('enterTop')).toBe('up');
    expect(ruleTone('drop')).toBe('down');
    expect(ruleTone('outOfRange')).toBe('down');
    expect(ruleTone('expired')).toBe('notice');
    expect(ruleTone('deleteSoon')).toBe('notice');
    expect(ruleTone('kakaoOff')).toBe('notice');
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
    expect(shortDay('2026-11-02')).toBe('11.02');
  });
});
