import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants/roles';
import { ko } from '../messages/ko';
import { auditActorLabel, auditParts, auditValueText, unlabelledAuditPart } from './audit';

const shown = (state: unknown) => auditParts(state).map((p) => `${p.label} ${p.text}`);

describe('the audit log in Korean', () => {
  it('labels statuses, roles and refund types, shows money with 원 and instants in Korea time', () => {
    expect(
      shown({
        selCoinUseSn: 'coin_abc',
        status: 'PAID',
        totalCoins: 1000,
        totalAmount: 99_000,
        balance: 1200,
      }),
    ).toEqual([
      '결제 번호 coin_abc',
      '상태 결제 완료',
      '결제 코인 1,000',
      '결제 금액 99,000원',
      '잔액 1,200',
    ]);
    expect(
      shown({
        cancelFlag: 'Y',
        status: 'CANCELLED',
        cancelDate: '2026-11-24T22:23:00.000Z',
        refundType: 'PARTIAL',
        cancelAmount: 8_100,
      }),
    ).toEqual([
      '상태 취소',
      '취소일 2026.11.25 07:23',
      '환불 구분 부분 환불(수수료 10%)',
      '취소 금액 8,100원',
    ]);
    expect(shown({ role: 'GNRL_MBR', groupId: null, companyName: null })).toEqual(['권한 일반 회원']);
    expect(shown({ role: 'MNPY_MBR', groupId: 7, groupCode: 'AGABCDEF01' })).toEqual([
      '권한 대행사 회원',
      '그룹 번호 7',
      '그룹 코드 AGABCDEF01',
    ]);
  });

  it('has a label for every role and every payment status the server records', () => {
    for (const role of ROLES) expect(auditValueText('role', role)).not.toBe(role);
    const statuses = [
      'PENDING',
      'PAID',
      'FAILED',
      'CANCELLING',
      'CANCELLED',
      'PARTIAL_CANCELLED',
      'MISMATCH',
    ];
    for (const status of statuses) expect(auditValueText('status', status)).not.toBe(status);
    expect(auditValueText('refundType', 'FULL')).toBe('전액 환불');
    expect(auditValueText('x', true)).toBe('예');
  });

  it('flags what would still read as a code: an unknown field, an unlabelled value, an ISO time', () => {
    expect(auditParts({ mystery: 1 }).some(unlabelledAuditPart)).toBe(true);
    expect(auditParts({ status: 'REFUND_PENDING' }).some(unlabelledAuditPart)).toBe(true);
    expect(auditParts({ status: 'PAID', memo: 'VIP_EVENT', reason: 'ASAP' }).some(unlabelledAuditPart)).toBe(
      false,
    );
    expect(unlabelledAuditPart({ field: 'status', label: '상태', text: '2026-11-24T22:23:00.000Z' })).toBe(
      true,
    );
  });

  it('names who acted without a member: the operator command or an outside refund', () => {
    const t = ko.memberAdminUi;
    expect(auditActorLabel({ actorMbrSn: null, after: { balance: 5, via: 'cli' } })).toBe(
      t.auditCommandActor,
    );
    expect(auditActorLabel({ actorMbrSn: null, after: { status: 'CANCELLED' } })).toBe(t.auditOutsideActor);
    expect(auditActorLabel({ actorMbrSn: null, after: null })).toBe(t.auditOutsideActor);
    expect(auditActorLabel({ actorMbrSn: 7, after: { via: 'cli' } })).toBeNull();
    expect(auditValueText('via', 'cli')).toBe(t.auditValues.via!.cli);
  });
});
