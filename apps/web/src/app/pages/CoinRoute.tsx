import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth';
import { CoinPage } from '../../features/coins/CoinPage';
import { useCheckout } from '../../features/payments/checkout';
import { PaymentNoticeDialog } from '../../features/payments/PaymentNoticeDialog';
import { type PaymentNotice, noticeFrom } from '../../features/payments/settle';

/** /coin: the coins feature's packs page, paying through the payments feature. */
export function CoinRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // A result brought back by /payment/callback, or one from a payment that ended on this page.
  const [notice, setNotice] = useState<PaymentNotice | null>(() => noticeFrom(location.state));
  const checkout = useCheckout(setNotice);
  const close = () => {
    setNotice(null);
    // Forget the router state so a reload does not show the result again.
    if (noticeFrom(location.state)) void navigate(location.pathname, { replace: true, state: null });
  };
  return (
    <CoinPage
      signedIn={session.isPending ? undefined : Boolean(session.data)}
      onPay={(lines) => checkout.submit(lines)}
      paying={checkout.isPending}
      notice={<PaymentNoticeDialog notice={notice} onClose={close} />}
      paid={notice?.tone === 'success'}
    />
  );
}

export default CoinRoute;
