import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from './api';
import { answer, answerFile, client, once } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The Request the client sent (openapi-fetch calls fetch with one). */
const sent = (fetchMock: ReturnType<typeof vi.fn>, i = 0) => fetchMock.mock.calls[i]![0] as Request;

describe('the typed API client', () => {
  it('posts JSON with the session cookie and reads plain text answers as text', async () => {
    const fetchMock = vi.fn().mockResolvedValue(text(200, 'LOGIN_SUCCESS'));
    vi.stubGlobal('fetch', fetchMock);
    const body = { mbrEmail: 'a@b.co', mbrPw: 'x' };
    await expect(answer(client.POST('/v1/member/user/login', { body, parseAs: 'text' }))).resolves.toBe(
      'LOGIN_SUCCESS',
    );
    const request = sent(fetchMock);
    expect(new URL(request.url).pathname).toBe('/v1/member/user/login');
    expect(request.credentials).toBe('include');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"mbrEmail":"a@b.co","mbrPw":"x"}');
  });

  it('sends the Idempotency-Key of a call that moves coins or money, and none otherwise', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json(200, { data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    const body = { sellerCoinCnt: 1, mbrSn: 1 };
    await answer(client.POST('/v1/coin/coinPayInsert', { body, headers: once('key-0123456789abcdef') }));
    await answer(client.POST('/v1/confCmmn/emailUserSelect', { body: { mbrEmail: 'a@b.co' } }));
    expect(sent(fetchMock, 0).headers.get('Idempotency-Key')).toBe('key-0123456789abcdef');
    expect(sent(fetchMock, 1).headers.has('Idempotency-Key')).toBe(false);
  });

  it('parses JSON answers and builds query strings', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const query = { pageNum: 1, pageSize: 1 };
    await expect(answer(client.GET('/v2/notice/getNotice-list', { params: { query } }))).resolves.toEqual({
      data: [],
    });
    const url = new URL(sent(fetchMock).url);
    expect(url.pathname + url.search).toBe('/v2/notice/getNotice-list?pageNum=1&pageSize=1');
  });

  it('throws ApiError with the server code, Korean message and data', async () => {
    const refusal = { code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED, data: { left: 2 } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, refusal)));
    const error = await answer(client.POST('/v1/member/user/logout', { parseAs: 'text' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'LOGIN_FAILED',
      message: ko.errors.LOGIN_FAILED,
      data: { left: 2 },
    });
  });

  it('falls back to a generic message for non-JSON errors and to a network message when offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(text(502, 'Bad Gateway')));
    await expect(answer(client.GET('/api/app-config'))).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: ko.common.unexpected,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(answer(client.GET('/api/app-config'))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: ko.ui.networkError,
    });
  });

  it('passes an abort on as it is', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(answer(client.GET('/api/app-config'))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('posts for a file: the blob and the Korean file name; a refusal is an ApiError with its message', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('회원관리_2026-11-25')}.xlsx`,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const post = () =>
      client.POST('/v1/confCmmn/emailUserSelectV1/excel', { body: { mbrEmail: 'a' }, parseAs: 'blob' });
    const file = await answerFile(post());
    expect(file.name).toBe('회원관리_2026-11-25.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(sent(fetchMock)).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(await sent(fetchMock).text()).toBe('{"mbrEmail":"a"}');

    const refusal = { code: 'ADMIN_EXPORT_TOO_LARGE', message: ko.errors.ADMIN_EXPORT_TOO_LARGE, data: null };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, refusal)));
    await expect(answerFile(post())).rejects.toMatchObject({
      status: 400,
      code: 'ADMIN_EXPORT_TOO_LARGE',
      message: ko.errors.ADMIN_EXPORT_TOO_LARGE,
    });
  });
});
