// Spec 01 §3: the last coin payment (totalAmount, totalCoins) is kept in local storage while the
// payment window is open, and always cleared when the payment returns.
const LAST_PAYMENT_KEY = 'lastCoinPayment';

export interface LastPayment {
  paymentId: string;
  orderName: string;
  totalAmount: number;
  totalCoins: number;
}

export function saveLastPayment(p: LastPayment): void {
  try {
    window.localStorage.setItem(LAST_PAYMENT_KEY, JSON.stringify(p));
  } catch {
    // storage blocked: the completion call does not need it
  }
}

export function readLastPayment(): LastPayment | null {
  try {
    const raw = window.localStorage.getItem(LAST_PAYMENT_KEY);
    return raw ? (JSON.parse(raw) as LastPayment) : null;
  } catch {
    return null;
  }
}

export function clearLastPayment(): void {
  try {
    window.localStorage.removeItem(LAST_PAYMENT_KEY);
  } catch {
    // nothing to clear
  }
}
