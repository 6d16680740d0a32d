/**
 * The web's money and quantity calls send what the server's strict integer fields take (issue 35
 * §10): each real API function's body, as the forms fill it, parses with the shared schema.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chargeInsertCoinBody } from '@seller/shared/schemas/agency';
import { registerQuoteBody } from '@seller/shared/schemas/goods-rank';
import { coinPayInsertBody, type SimpleMemberResult } from '@seller/shared/schemas/members';
import { orderBody, payCancelBody } from '@seller/shared/schemas/payments';
import { cancelCharge, grantCoins } from '../features/agency/api/agency-api';
import { fetchRegisterQuote } from '../features/goods-rank/api/goods-rank-api';
import { addMemberCoins } from '../features/members/api/members-api';
import { createOrder } from '../features/payments/api/payments-api';
import { digitsOnly } from './digits';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with an empty success and keeps the JSON bodies sent. */
function capture() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      bodies.push(await request.json());
      return new Response(JSON.stringify({ code: 'OK', message: '', data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

const KEY = 'key-0123456789abcdef';

describe('money bodies the web sends', () => {
  it('parse with the strict shared schemas', async () => {
    const bodies = capture();
    const member = { mbrSn: 7, mbrEmail: 'a@b.co', ingCoinCnt: 0, totPaymtMony: 0, totSelcoinPaymtCnt: 0 };
    await addMemberCoins(member as SimpleMemberResult, 5, KEY);
    // The grant popup's boxes keep digits only; an untouched one is empty.
    await grantCoins(
      { userMbrSn: 7, coinInput: digitsOnly('1,500'), serviceCoinInput: '', serviceMemoInput: '' },
      KEY,
    );
    await createOrder([{ coins: 1000, qty: 2 }], KEY);
    await fetchRegisterQuote(3);
    await cancelCharge(
      { selCoinUseSn: 'order-1', reason: '고객 요청', quoted: { refundAmount: 1000, coins: 10 } },
      KEY,
    );

    const [simple, grant, order, quote, cancel] = bodies;
    expect(coinPayInsertBody.parse(simple)).toMatchObject({ sellerCoinCnt: 5, mbrSn: 7 });
    expect(chargeInsertCoinBody.parse(grant)).toMatchObject({ coinInput: 1500, serviceCoinInput: 0 });
    expect(orderBody.parse(order)).toMatchObject({ packs: [{ coins: 1000, qty: 2 }] });
    expect(registerQuoteBody.parse(quote)).toMatchObject({ count: 3 });
    expect(payCancelBody.parse(cancel)).toMatchObject({ quoted: { refundAmount: 1000, coins: 10 } });
  });
});
