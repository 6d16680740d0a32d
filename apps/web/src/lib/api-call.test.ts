import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from './api';
import type { DownloadedFile } from '@seller/shared/contracts/contract';
import { call, callTagged, fillPath, href, once, queryString } from './api-call';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The Requests the calls sent. */
const sent = (fetchMock: ReturnType<typeof vi.fn>) => (fetchMock.mock.calls as [Request][]).map(([r]) => r);

afterEach(() => vi.unstubAllGlobals());

describe('calls typed from the contracts (issue 38 §3)', () => {
  it('fills the path, the query and the JSON body as the contract declares them', async () => {
    const fetchMock = vi.fn(async () => json(200, { code: 'OK', message: '', data: { ntcSn: 5 } }));
    vi.stubGlobal('fetch', fetchMock);
    await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: 5 } });
    await call('GET', '/v2/notice/getNotice-list', { query: { pageNum: 2, pageSize: 10 } });
    const saved = await call('POST', '/v1/cmmn/topMngtMenu/deleteNotice', { body: { ntcSn: 5 } });
    const sent = (fetchMock.mock.calls as unknown as [Request][]).map(([r]) => r);
    expect(sent.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://localhost/v2/notice/getNotice-list/5'],
      ['GET', 'http://localhost/v2/notice/getNotice-list?pageNum=2&pageSize=10'],
      ['POST', 'http://localhost/v1/cmmn/topMngtMenu/deleteNotice'],
    ]);
    expect(await sent[2]!.text()).toBe('{"ntcSn":5}');
    expect(sent[2]!.credentials).toBe('include');
    expect(sent[2]!.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]!.body).toBeNull();
    expect(saved.code).toBe('OK');
  });

  it("rejects with the server's code and Korean message, and NETWORK when offline", async () => {
    vi.stubGlobal('fetch', async () =>
      json(404, { code: 'NOTICE_NOT_FOUND', message: '공지가 없습니다.', data: null }),
    );
    const refused = await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: 9 } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'NOTICE_NOT_FOUND', message: '공지가 없습니다.' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: 9 } }).catch(
      (e: unknown) => e,
    );
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK', message: ko.ui.networkError });
  });

  it('encodes path values and leaves absent query values out', () => {
    expect(fillPath('/a/:name/b', { name: '가 b/c' })).toBe('/a/%EA%B0%80%20b%2Fc/b');
    expect(() => fillPath('/a/:id', {})).toThrow(/:id/);
    expect(queryString({ a: 1, b: undefined, c: null, d: ['x', 'y'] })).toBe('?a=1&d=x&d=y');
    expect(queryString({})).toBe('');
  });

  it('checks paths, inputs and answers against the contracts at compile time', () => {
    // Compile-time only (npm run typecheck): each line below is an error the compiler must find.
    const typed = async () => {
      // @ts-expect-error a path no contract declares
      await call('GET', '/v2/notice/nope', {});
      // @ts-expect-error a body the contract does not take
      await call('POST', '/v1/cmmn/topMngtMenu/deleteNotice', { body: { wrong: 1 } });
      const page = await call('GET', '/v2/notice/getNotice-list', { query: { pageNum: 1, pageSize: 1 } });
      expectTypeOf(page.data[0]!.ntcSn).toEqualTypeOf<number>();
    };
    expect(typed).toBeTypeOf('function');
  });

  it('reads a text answer as text (login), and a refusal of it as JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(text(200, 'LOGIN_SUCCESS')));
    const body = { mbrEmail: 'a@b.co', mbrPw: 'x' };
    await expect(call('POST', '/v1/member/user/login', { body })).resolves.toBe('LOGIN_SUCCESS');
    const refusal = { code: 'LOGIN_FAILED', message: ko.errors.LOGIN_FAILED, data: { left: 2 } };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, refusal)));
    await expect(call('POST', '/v1/member/user/login', { body })).rejects.toMatchObject({
      status: 401,
      code: 'LOGIN_FAILED',
      data: { left: 2 },
    });
  });

  it('falls back to a generic message for a refusal that is not JSON, and passes an abort on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(text(502, 'Bad Gateway')));
    await expect(call('GET', '/api/app-config', {})).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: ko.common.unexpected,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(call('GET', '/api/app-config', {})).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the Idempotency-Key of a call that moves coins or money, and none otherwise', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json(200, { data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    const body = { sellerCoinCnt: 1, mbrSn: 1 };
    await call('POST', '/v1/coin/coinPayInsert', { body }, { headers: once('key-0123456789abcdef') });
    await call('POST', '/v1/confCmmn/emailUserSelect', { body: { mbrEmail: 'a@b.co' } });
    const [keyed, plain] = sent(fetchMock);
    expect(keyed!.headers.get('Idempotency-Key')).toBe('key-0123456789abcdef');
    expect(plain!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('answers null for a 204 (getMyPage before identity is proven)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(call('POST', '/v1/member/myPage/getMyPage', {})).resolves.toBeNull();
  });

  it('downloads a file: the blob and the Korean name of its Content-Disposition', async () => {
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
    const file = await call('POST', '/v1/confCmmn/emailUserSelectV1/excel', { body: { mbrEmail: 'a' } });
    expect(file.name).toBe('회원관리_2026-11-25.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(await sent(fetchMock)[0]!.text()).toBe('{"mbrEmail":"a"}');
    const refusal = { code: 'ADMIN_EXPORT_TOO_LARGE', message: ko.errors.ADMIN_EXPORT_TOO_LARGE, data: null };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(400, refusal)));
    await expect(
      call('POST', '/v1/confCmmn/emailUserSelectV1/excel', { body: { mbrEmail: 'a' } }),
    ).rejects.toMatchObject({ status: 400, code: 'ADMIN_EXPORT_TOO_LARGE' });
  });

  it('uploads a file as multipart in the field `file`, with its name', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(json(200, { code: 'OK', message: '', data: { url: '/u/1.png' } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([1, 2])], '그림.png', { type: 'image/png' });
    await call('POST', '/cmmn/topMngtMenu/uploadImage', { file });
    const request = sent(fetchMock)[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect((form.get('file') as File).name).toBe('그림.png');
  });

  it('sends the held ETag and answers null on 304, the body and the new tag otherwise', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response('{"serverNow":"x"}', { headers: { 'content-type': 'application/json', etag: '"7"' } }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    vi.stubGlobal('fetch', fetchMock);
    const first = await callTagged('POST', '/api/naver/mygoodsRank/select', {}, undefined);
    expect(first).toEqual({ data: { serverNow: 'x' }, etag: '"7"' });
    expect(await callTagged('POST', '/api/naver/mygoodsRank/select', {}, '"7"')).toBeNull();
    const [plain, tagged] = sent(fetchMock);
    expect(plain!.headers.has('If-None-Match')).toBe(false);
    expect(tagged!.headers.get('If-None-Match')).toBe('"7"');
  });

  it('builds the link of a GET download', () => {
    expect(href('/api/naver/mygoodsRank/history.xlsx', { query: { gdpSn: 3 } })).toBe(
      '/api/naver/mygoodsRank/history.xlsx?gdpSn=3',
    );
    expect(href('/v1/bulk-add/:kind/template.xlsx', { params: { kind: 'goods' } })).toBe(
      '/v1/bulk-add/goods/template.xlsx',
    );
  });

  it('types text, 204, file, upload and ETag calls from their contracts', () => {
    // Compile-time only, as above.
    const typed = async () => {
      expectTypeOf(await call('POST', '/v1/member/user/logout', {})).toEqualTypeOf<'LOGOUT SUCCESS'>();
      const info = await call('POST', '/v1/member/myPage/getMyPage', {});
      expectTypeOf(info).toExtend<{ data: unknown } | null>();
      const file = await call('POST', '/v1/agencyMenu/coin/selectUserAjency/excel', { body: {} });
      expectTypeOf(file).toEqualTypeOf<DownloadedFile>();
      // @ts-expect-error an upload needs its file
      await call('POST', '/v1/bulk-add/:kind/upload', { params: { kind: 'goods' } });
      // @ts-expect-error only a notModified route answers 304
      await callTagged('POST', '/v1/member/myPage/getMyPage', {}, null);
      // @ts-expect-error a link only for a GET download
      href('/api/app-config', {});
    };
    expect(typed).toBeTypeOf('function');
  });
});
