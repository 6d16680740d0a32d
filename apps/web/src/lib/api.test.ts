import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { api, ApiError, postForFile } from './api';

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

describe('api client', () => {
  it('posts JSON with the session cookie and returns plain text answers as text', async () => {
    const fetchMock = vi.fn().mockResolvedValue(text(200, 'LOGIN_SUCCESS'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/v1/member/user/login', { mbrEmail: 'a@b.co', mbrPw: 'x' })).resolves.toBe(
      'LOGIN_SUCCESS',
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/member/user/login');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"mbrEmail":"a@b.co","mbrPw":"x"}');
  });

  it('sends the Idempotency-Key of a call that moves coins or money, and none otherwise', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json(200, { data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    await api.postOnce('/v1/coin/coinPayInsert', { sellerCoinCnt: 1 }, 'key-0123456789abcdef');
    await api.post('/v1/confCmmn/emailUserSelect', { mbrEmail: 'a@b.co' });
    const [, once] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, plain] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(once.headers).toMatchObject({ 'Idempotency-Key': 'key-0123456789abcdef' });
    expect(plain.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('parses JSON answers and builds query strings', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, { data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/v2/notice/getNotice-list', { pageNum: 1, pageSize: 1 })).resolves.toEqual({
      data: [],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/notice/getNotice-list?pageNum=1&pageSize=1');
  });

  it('throws ApiError with the server code and Korean message', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(json(401, { code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED, data: null })),
    );
    const error = await api.post('/v1/member/user/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED });
  });

  it('falls back to a generic message for non-JSON errors and to a network message when offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(text(502, 'Bad Gateway')));
    await expect(api.get('/api/app-config')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: ko.common.unexpected,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/app-config')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: ko.ui.networkError,
    });
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
    const file = await postForFile('/v1/confCmmn/emailUserSelectV1/excel', { mbrEmail: 'a' });
    expect(file.name).toBe('회원관리_2026-11-25.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"mbrEmail":"a"}' });

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(400, {
          code: 'ADMIN_EXPORT_TOO_LARGE',
          message: ko.errors.ADMIN_EXPORT_TOO_LARGE,
          data: null,
        }),
      ),
    );
    await expect(postForFile('/x', {})).rejects.toMatchObject({
      status: 400,
      code: 'ADMIN_EXPORT_TOO_LARGE',
      message: ko.errors.ADMIN_EXPORT_TOO_LARGE,
    });
  });
});
