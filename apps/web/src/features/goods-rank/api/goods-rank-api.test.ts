import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import { goodsRow, listAnswer } from '../model/fixtures';
import {
  changeGoods,
  deleteGoods,
  fetchGoodsList,
  historyExportUrl,
  previewGoods,
  registerGoods,
  renewGoods,
  toListState,
  updateOrder,
} from './goods-rank-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers every call so; sent() is what the last call sent (the client passes a Request). */
function stub(status: number, body: unknown) {
  let last: { url: string; method: string; body?: unknown; key?: string } | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      const key = request.headers.get('Idempotency-Key');
      last = {
        url: new URL(request.url).pathname,
        method: request.method,
        ...(text ? { body: JSON.parse(text) as unknown } : {}),
        ...(key ? { key } : {}),
      };
      return json(status, body);
    }),
  );
  return () => last!;
}

describe('toListState', () => {
  it('records how far the server clock is ahead', () => {
    const state = toListState(
      listAnswer([goodsRow(1)], {}, { serverNow: '2026-03-10T00:00:05.000Z' }),
      Date.parse('2026-03-10T00:00:00.000Z'),
    );
    expect(state.clockOffsetMs).toBe(5_000);
    expect(state.myGoodsRank).toHaveLength(1);
  });

  it('survives an answer with missing parts', () => {
    const state = toListState({ mbr: { sellerCoinCnt: 30, mbrAtrbCd: 'GNRL_MBR' } }, 1_000);
    expect(state.myGoodsRank).toEqual([]);
    expect(state.keywordRankInfos).toEqual([]);
    expect(state.mbr.sellerCoinCnt).toBe(30);
    expect(state.renewalShortfall).toBe(false);
    expect(state.clockOffsetMs).toBe(0);
  });
});

describe('calls (spec 02 §7)', () => {
  it('selects the list without a body', async () => {
    const sent = stub(200, listAnswer([]));
    await fetchGoodsList();
    expect(sent()).toEqual({ url: '/api/naver/mygoodsRank/select', method: 'POST' });
  });

  it('sends the held list’s ETag back and keeps that list on 304, its server time moved on', async () => {
    const tagged = new Response(JSON.stringify(listAnswer([goodsRow(1)])), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"7.1"' },
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(tagged)
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await fetchGoodsList();
    expect(first.etag).toBe('"7.1"');
    // The client hands fetch one Request.
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('If-None-Match')).toBeNull();
    const again = await fetchGoodsList(first);
    expect((fetchMock.mock.calls[1]![0] as Request).headers.get('If-None-Match')).toBe('"7.1"');
    expect(again.myGoodsRank).toBe(first.myGoodsRank);
    expect(again.etag).toBe('"7.1"');
    expect(Date.parse(again.serverNow) - Date.now()).toBeCloseTo(first.clockOffsetMs, -3);
  });

  it('sends the contract bodies', async () => {
    let sent = stub(200, { code: 'OK', data: { gdpSn: 5 } });
    await expect(registerGoods('midNum', '123', [], 'key-0123456789abcdef')).resolves.toMatchObject({
      data: { gdpSn: 5 },
    });
    expect(sent()).toMatchObject({
      body: { type: 'midNum', currentInput: '123' },
      key: 'key-0123456789abcdef',
    });
    // Keywords typed with the product go in the same call (issue 39 §1).
    sent = stub(200, { code: 'OK', data: { gdpSn: 5 } });
    await registerGoods('prodNum', '9', ['캠핑 의자', '의자'], 'key-0123456789abcdef');
    expect(sent()).toMatchObject({
      body: { type: 'prodNum', currentInput: '9', keywords: ['캠핑 의자', '의자'] },
    });

    sent = stub(200, { code: 'OK', data: { gdpSn: 6 } });
    await changeGoods(5, 'prodNum', '77');
    expect(sent()).toMatchObject({
      url: '/api/naver/mygoodsRank/update',
      body: { type: 'prodNum', currentInput: '77', changeTrack: { oldGdpSn: 5 } },
    });

    sent = stub(200, { code: 'OK' });
    await deleteGoods([{ gdpSn: 5, midNo: '8' }]);
    expect(sent().body).toEqual({ ids: [{ gdpSn: 5, midNo: '8' }] });

    sent = stub(200, { code: 'OK' });
    await updateOrder([{ gdpSn: 5, order: 1, keywordRankCurrent: 0 }]);
    expect(sent()).toEqual({
      url: '/api/naver/mygoodsRank/updateOrder',
      method: 'POST',
      body: [{ gdpSn: 5, order: 1, keywordRankCurrent: 0 }],
    });
    expect(historyExportUrl(5)).toBe('/api/naver/mygoodsRank/history.xlsx?gdpSn=5');
  });

  it('rejects with the server code and Korean message', async () => {
    stub(402, { code: 'INSUFFICIENT_COINS', message: ko.errors.INSUFFICIENT_COINS, data: null });
    const error = await renewGoods(5, 'key-0123456789abcdef').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_COINS' });
  });
});

describe('previewGoods (issue 23 point 7)', () => {
  it('asks for the product a number or link names, leaving out the product being changed', async () => {
    const sent = stub(200, { code: 'OK', message: '', data: { title: 'Lamp', duplicateOf: null } });
    const answer = await previewGoods('prodNum', 'https://smartstore.naver.com/s/products/12', 7);
    expect(answer.data).toEqual({ title: 'Lamp', duplicateOf: null });
    expect(sent()).toEqual({
      url: '/api/naver/mygoodsRank/preview',
      method: 'POST',
      body: { type: 'prodNum', currentInput: 'https://smartstore.naver.com/s/products/12', oldGdpSn: 7 },
    });
  });

  it('passes the refusal of a number that names no product on with its message and code', async () => {
    stub(422, { code: 'PRODUCT_NUMBER_INVALID', message: ko.goodsRank.productNumberInvalid, data: null });
    const error = await previewGoods('prodNum', '77777777').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'PRODUCT_NUMBER_INVALID',
      message: ko.goodsRank.productNumberInvalid,
    });
  });
});
