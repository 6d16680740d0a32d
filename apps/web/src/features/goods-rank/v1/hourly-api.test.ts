import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { fetchHourlyList, toHourlyState } from './hourly-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('v1 list call', () => {
  it('posts to the v1 select call and records the server clock offset', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      json(200, {
        items: [{ gdpSn: 1, goodsTitleNm: 't', goodsImg: null, storeName: 's', coinEndDt: '', keywords: [] }],
        serverNow: '2030-01-01T00:00:00.000Z',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const state = await fetchHourlyList();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/naver/mygoodsRank/v1/select');
    expect(request.method).toBe('POST');
    expect(state.items).toHaveLength(1);
    expect(state.clockOffsetMs).toBeGreaterThan(0);
  });

  it('rejects with the server message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, { code: 'LOGIN_REQUIRED', message: 'm' })));
    await expect(fetchHourlyList()).rejects.toBeInstanceOf(ApiError);
  });

  it('tolerates missing arrays', () => {
    const state = toHourlyState(
      { items: [{ gdpSn: 1, keywords: [{ gdkdSn: 2 }] }] } as never,
      Date.parse('2026-03-10T00:00:00.000Z'),
    );
    expect(state.items[0]!.keywords[0]!.hours).toEqual([]);
    expect(state.serverNow).toBe('2026-03-10T00:00:00.000Z');
    expect(state.clockOffsetMs).toBe(0);
    expect(toHourlyState(null, 0).items).toEqual([]);
  });
});
