import { describe, expect, it } from 'vitest';
import { COIN_BALANCE_MAX } from '@seller/shared';
import { SPEND_ORDER, splitChange } from './coins.domain';

const parts = (service: number, paidGrant: number, purchased: number) => ({ service, paidGrant, purchased });

describe('splitChange: the part of a balance each ledger row changes', () => {
  it('credits each kind to its own part', () => {
    const none = parts(0, 0, 0);
    expect(splitChange('PURCHASE', 100, none)).toEqual({ ok: true, parts: parts(0, 0, 100) });
    expect(splitChange('REFUND', 70, none)).toEqual({ ok: true, parts: parts(0, 0, 70) });
    expect(splitChange('PAID_GRANT', 50, none)).toEqual({ ok: true, parts: parts(0, 50, 0) });
    expect(splitChange('SERVICE_GRANT', 30, none)).toEqual({ ok: true, parts: parts(30, 0, 0) });
    expect(splitChange('OPERATOR_GRANT', 20, none)).toEqual({ ok: true, parts: parts(20, 0, 0) });
  });

  it('spends service coins first, then paid grants, then purchased coins', () => {
    expect(SPEND_ORDER).toEqual(['service', 'paidGrant', 'purchased']);
    const held = parts(30, 20, 100);
    expect(splitChange('SPEND_REGISTER', -10, held)).toEqual({ ok: true, parts: parts(-10, 0, 0) });
    expect(splitChange('SPEND_RENEW', -40, held)).toEqual({ ok: true, parts: parts(-30, -10, 0) });
    expect(splitChange('SPEND_RENEW', -60, held)).toEqual({ ok: true, parts: parts(-30, -20, -10) });
    expect(splitChange('SPEND_RENEW', -150, held)).toEqual({ ok: true, parts: parts(-30, -20, -100) });
    expect(splitChange('SPEND_RENEW', -151, held)).toEqual({ ok: false, reason: 'INSUFFICIENT' });
  });

  it('a cancellation takes purchased coins only, never service coins or paid grants', () => {
    expect(splitChange('CANCEL', -100, parts(500, 500, 100))).toEqual({ ok: true, parts: parts(0, 0, -100) });
    expect(splitChange('CANCEL', -101, parts(500, 500, 100))).toEqual({ ok: false, reason: 'INSUFFICIENT' });
    expect(splitChange('CANCEL', -1, parts(100, 0, 0))).toEqual({ ok: false, reason: 'INSUFFICIENT' });
  });

  it("a grant's cancellation takes back its own part only: paid grants or service coins", () => {
    const held = parts(30, 20, 100);
    expect(splitChange('PAID_GRANT_CANCEL', -20, held)).toEqual({ ok: true, parts: parts(0, -20, 0) });
    expect(splitChange('PAID_GRANT_CANCEL', -21, held)).toEqual({ ok: false, reason: 'INSUFFICIENT' });
    expect(splitChange('SERVICE_GRANT_CANCEL', -30, held)).toEqual({ ok: true, parts: parts(-30, 0, 0) });
    expect(splitChange('SERVICE_GRANT_CANCEL', -31, held)).toEqual({ ok: false, reason: 'INSUFFICIENT' });
    expect(() => splitChange('PAID_GRANT_CANCEL', 5, held)).toThrow();
  });

  it('refuses a grant past the balance limit but always credits a purchase', () => {
    const full = parts(COIN_BALANCE_MAX - 10, 0, 0);
    expect(splitChange('SERVICE_GRANT', 10, full)).toEqual({ ok: true, parts: parts(10, 0, 0) });
    for (const kind of ['SERVICE_GRANT', 'PAID_GRANT', 'OPERATOR_GRANT'] as const)
      expect(splitChange(kind, 11, full)).toEqual({ ok: false, reason: 'LIMIT' });
    expect(splitChange('PURCHASE', 100_000, full)).toEqual({ ok: true, parts: parts(0, 0, 100_000) });
    expect(splitChange('REFUND', 100_000, full)).toEqual({ ok: true, parts: parts(0, 0, 100_000) });
  });

  it('a spend never credits and a credit kind never debits by mistake', () => {
    expect(() => splitChange('SPEND_REGISTER', 10, parts(0, 0, 0))).toThrow();
    expect(() => splitChange('CANCEL', 10, parts(0, 0, 0))).toThrow();
  });

  it('every split sums to the change and leaves no part negative (exhaustive over small balances)', () => {
    for (let s = 0; s <= 4; s++)
      for (let g = 0; g <= 4; g++)
        for (let p = 0; p <= 4; p++)
          for (let d = 1; d <= 13; d++)
            for (const kind of ['SPEND_REGISTER', 'CANCEL'] as const) {
              const r = splitChange(kind, -d, parts(s, g, p));
              const available = kind === 'CANCEL' ? p : s + g + p;
              expect(r.ok).toBe(d <= available);
              if (!r.ok) continue;
              expect(r.parts.service + r.parts.paidGrant + r.parts.purchased).toBe(-d);
              expect(s + r.parts.service).toBeGreaterThanOrEqual(0);
              expect(g + r.parts.paidGrant).toBeGreaterThanOrEqual(0);
              expect(p + r.parts.purchased).toBeGreaterThanOrEqual(0);
              // Purchased coins are touched only once the other parts are empty (or by a cancellation).
              if (kind !== 'CANCEL' && r.parts.purchased < 0) {
                expect(s + r.parts.service + g + r.parts.paidGrant).toBe(0);
              }
            }
  });
});

describe('splitGiveBack (issue 41: a 순위 지도 refund)', () => {
  it('gives back to the parts the spend took, purchased first, never past what is out', async () => {
    const { splitGiveBack } = await import('./coins.domain');
    expect(splitGiveBack(3, { service: 5, paidGrant: 1, purchased: 1 })).toEqual({
      ok: true,
      parts: { service: 1, paidGrant: 1, purchased: 1 },
    });
    expect(splitGiveBack(2, { service: 2, paidGrant: 0, purchased: 0 })).toEqual({
      ok: true,
      parts: { service: 2, paidGrant: 0, purchased: 0 },
    });
    expect(splitGiveBack(4, { service: 2, paidGrant: 1, purchased: 0 })).toEqual({
      ok: false,
      reason: 'INSUFFICIENT',
    });
  });
});
