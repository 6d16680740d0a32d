import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { LoadingState } from '../../components/ui/LoadingState';
import { completePayment } from './api/payments-api';
import { clearLastPayment, readLastPayment } from './last-payment';
import { noticeState, settlePayment } from './settle';
import { queryKeys } from '../../lib/query-keys';

/**
 * /payment/callback (spec 01 §2.13, §4, §8): where the payment window returns. It settles the
 * payment once, always clears the stored last payment and always ends on /coin, which shows the
 * result in a dialog.
 */
export function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const last = readLastPayment();
    void settlePayment(
      {
        paymentId: params.get('paymentId'),
        txId: params.get('txId'),
        code: params.get('code'),
        message: params.get('message'),
      },
      ({ paymentId, txId }) =>
        completePayment({
          paymentId,
          txId,
          ...(last && last.paymentId === paymentId
            ? { orderName: last.orderName, totalAmount: last.totalAmount, totalCoins: last.totalCoins }
            : {}),
        }),
    ).then((notice) => {
      clearLastPayment();
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins.all });
      void navigate('/coin', { replace: true, state: noticeState(notice) });
    });
  }, [params, navigate, queryClient]);

  return (
    <div data-testid="payment-callback">
      <LoadingState label={ko.coinShop.processing} />
    </div>
  );
}

export default PaymentCallbackPage;
