import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from './api';
import { call, fillPath, queryString } from './api-call';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    vi.stubGlobal('fetch', async () => json(404, { code: 'NOTICE_NOT_FOUND', message: '공지가 없습니다.', data: null }));
    const refused = await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: 9 } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'NOTICE_NOT_FOUND', message: '공지가 없습니다.' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await call('GET', '/v2/notice/getNotice-list/:id', { params: { id: 9 } }).catch((e: unknown) => e);
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
});
