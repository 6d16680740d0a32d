import { describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../lib/api';
import { noticeFrom, noticeState, settlePayment } from './settle';

const t = ko.payments;

describe('settlePayment (spec 01 §4, §8)', () => {
  it('shows the supplied message, or "payment was cancelled", when a code is present', async () => {
    const complete = vi.fn();
    expect(
      await settlePayment(
        { code: 'FAILURE_TYPE_PG', message: 'user cancelled', paymentId: 'p', txId: 't' },
        complete,
      ),
    ).toEqual({
      tone: 'info',
      message: 'user cancelled',
    });
    expect(await settlePayment({ code: 'X', message: '' }, complete)).toEqual({
      tone: 'info',
      message: t.callbackCancelled,
    });
    expect(complete).not.toHaveBeenCalled();
  });

  it('needs both paymentId and txId', async () => {
    const complete = vi.fn();
    expect(await settlePayment({ paymentId: 'p' }, complete)).toEqual({
      tone: 'error',
      message: t.callbackInvalid,
    });
    expect(await settlePayment({ txId: 't' }, complete)).toEqual({
      tone: 'error',
      message: t.callbackInvalid,
    });
    expect(complete).not.toHaveBeenCalled();
  });

  it('maps the completion call: 200, another status, an exception', async () => {
    const ok = vi.fn().mockResolvedValue({});
    expect(await settlePayment({ paymentId: 'p', txId: 't' }, ok)).toEqual({
      tone: 'success',
      message: t.callbackCompleted,
    });
    expect(ok).toHaveBeenCalledWith({ paymentId: 'p', txId: 't' });
    const refused = vi.fn().mockRejectedValue(new ApiError(409, 'PAYMENT_NOT_PAID', 'x'));
    expect(await settlePayment({ paymentId: 'p', txId: 't' }, refused)).toEqual({
      tone: 'error',
      message: t.callbackError,
    });
    const network = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK', 'x'));
    expect(await settlePayment({ paymentId: 'p', txId: 't' }, network)).toEqual({
      tone: 'error',
      message: t.callbackException,
    });
    const thrown = vi.fn().mockRejectedValue(new TypeError('boom'));
    expect(await settlePayment({ paymentId: 'p', txId: 't' }, thrown)).toEqual({
      tone: 'error',
      message: t.callbackException,
    });
  });

  it('carries the notice in router state and reads only a well-formed one', () => {
    const n = { tone: 'success', message: 'ok' } as const;
    expect(noticeFrom(noticeState(n))).toEqual(n);
    expect(noticeFrom(null)).toBeNull();
    expect(noticeFrom({ paymentNotice: { tone: 'loud', message: 'x' } })).toBeNull();
    expect(noticeFrom({ other: 1 })).toBeNull();
  });
});
