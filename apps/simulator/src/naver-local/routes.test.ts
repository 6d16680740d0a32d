import { afterAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';

const { app } = buildSimulator({ logLevel: 'silent', now: () => new Date('2026-03-01T03:00:00Z') });
afterAll(() => app.close());
const headers = { 'x-naver-client-id': 'client-a', 'x-naver-client-secret': 'secret-a' };
const local = (qs: string) =>
  app.inject({ method: 'GET', url: `/naver-openapi/v1/search/local.json?${qs}`, headers });

describe('simulated local search', () => {
  it('returns at most 5 places with WGS84×1e7 string coordinates, matching the place list', async () => {
    const r = await local(`query=${encodeURIComponent('강남 맛집')}&display=10`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.items).toHaveLength(5);
    for (const it of body.items) {
      expect(it.mapx).toMatch(/^1\d{9}$/);
      expect(it.mapy).toMatch(/^3\d{8}$/);
      expect(it.telephone).toBe('');
      expect(it.roadAddress).toContain('강남구');
    }
    const list = await app.inject({
      method: 'POST',
      url: '/place/graphql',
      payload: {
        operationName: 'getPlacesList',
        variables: { input: { query: '강남 맛집', start: 1, display: 10 } },
      },
    });
    const firstOrganic = list.json().data.businesses.items.find((i: { adId?: string }) => !i.adId);
    expect(body.items[0].title.replace(/<\/?b>/g, '')).toBe(firstOrganic.name);
    expect((await local(`query=${encodeURIComponent('강남 맛집')}&start=2`)).json().items).toEqual([]);
    expect((await local('query=x&sort=date')).json().errorCode).toBe('SE04');
  });
});
