import { describe, expect, it } from 'vitest';
import { coinHistoryDetail, coinHistoryKind } from './coin-history';

const spend = { kind: 'SPEND_RENEW', memo: null, itemTitle: '캠핑 의자', itemNo: '12345678' } as const;

describe('coin history labels', () => {
  it('tells auto-renewal from a renewal and names the product and its number', () => {
    expect(coinHistoryKind({ ...spend, purpose: 'autoRenew' })).toBe('자동 연장');
    expect(coinHistoryKind({ ...spend, purpose: 'renew' })).toBe('연장');
    expect(coinHistoryKind({ kind: 'SPEND_REGISTER', purpose: 'register' })).toBe('상품 등록');
    expect(coinHistoryDetail({ ...spend, purpose: 'renew' })).toBe('캠핑 의자 · 상품번호 12345678');
    expect(coinHistoryDetail({ ...spend, purpose: 'register', itemTitle: null })).toBe(
      '상품 정보 확인 중 · 상품번호 12345678',
    );
  });

  it('credits keep their kind and memo', () => {
    const grant = { kind: 'OPERATOR_GRANT', purpose: null, itemTitle: null, itemNo: null, memo: '이벤트' };
    expect(coinHistoryKind(grant)).toBe('운영자 지급');
    expect(coinHistoryDetail(grant)).toBe('이벤트');
  });
});
