import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '../constants/coins';
import { coinHistoryDetail, coinHistoryKind } from './coin-history';

const spend = { kind: 'SPEND_RENEW', memo: null, itemTitle: '캠핑 의자', itemNo: '12345678' } as const;

describe('coin history labels', () => {
  it('every ledger kind is one of the seven kinds of issue 28 §3, 알림톡 (issue 40 §3) or 순위 지도 (issue 41)', () => {
    const seven = [
      '구매',
      '관리자 지급',
      '서비스 지급',
      '등록',
      '연장',
      '알림톡',
      '순위 지도',
      '환불',
      '회수',
    ];
    const shown = LEDGER_KINDS.map((kind) => coinHistoryKind({ kind }));
    for (const label of shown) expect(seven).toContain(label);
    expect(new Set(shown)).toEqual(new Set(seven));
    expect(coinHistoryKind({ kind: 'PURCHASE' })).toBe('구매');
    expect(coinHistoryKind({ kind: 'PAID_GRANT' })).toBe('관리자 지급');
    expect(coinHistoryKind({ kind: 'SERVICE_GRANT' })).toBe('서비스 지급');
    expect(coinHistoryKind({ kind: 'OPERATOR_GRANT' })).toBe('서비스 지급');
    expect(coinHistoryKind({ kind: 'SPEND_REGISTER' })).toBe('등록');
    expect(coinHistoryKind({ kind: 'SPEND_RENEW' })).toBe('연장');
    expect(coinHistoryKind({ kind: 'SPEND_ALIMTALK' })).toBe('알림톡');
    expect(coinHistoryKind({ kind: 'CANCEL' })).toBe('환불');
    expect(coinHistoryKind({ kind: 'REFUND' })).toBe('환불');
    expect(coinHistoryKind({ kind: 'PAID_GRANT_CANCEL' })).toBe('회수');
    expect(coinHistoryKind({ kind: 'SERVICE_GRANT_CANCEL' })).toBe('회수');
  });

  it('names the product and its number, and says when a renewal was automatic', () => {
    expect(coinHistoryDetail({ ...spend, purpose: 'renew' })).toBe('캠핑 의자 · 상품번호 12345678');
    expect(coinHistoryDetail({ ...spend, purpose: 'autoRenew' })).toBe(
      '자동 연장 · 캠핑 의자 · 상품번호 12345678',
    );
    expect(coinHistoryDetail({ ...spend, purpose: 'register', itemTitle: null })).toBe(
      '상품 정보 확인 중 · 상품번호 12345678',
    );
  });

  it('credits show their memo', () => {
    const grant = { kind: 'OPERATOR_GRANT', purpose: null, itemTitle: null, itemNo: null, memo: '이벤트' };
    expect(coinHistoryDetail(grant)).toBe('이벤트');
  });
});
