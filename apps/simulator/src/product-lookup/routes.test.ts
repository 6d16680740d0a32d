import { afterAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';

const { app } = buildSimulator({ logLevel: 'silent', now: () => new Date('2026-03-01T03:00:00Z') });
afterAll(() => app.close());
const headers = { 'x-naver-client-id': 'client-a', 'x-naver-client-secret': 'secret-a' };

describe('simulated product look-up', () => {
  it('agrees with the shopping search row by productId and by store product number', async () => {
    const rows = (
      await app.inject({
        method: 'GET',
        url: `/naver-openapi/v1/search/shop.json?query=${encodeURIComponent('에어프라이어')}&display=30`,
        headers,
      })
    ).json().items;
    const store = rows.find((r: { productType: string }) => r.productType === '2');
    const catalog = rows.find((r: { productType: string }) => r.productType === '1');
    const no = /\/products\/(\d+)$/.exec(store.link)![1]!;

    const pageHtml = (await app.inject({ method: 'GET', url: `/shopping/main/products/${no}` })).body;
    const channelUid = /"channelUid":"([^"]+)"/.exec(pageHtml)![1];
    const json = (
      await app.inject({
        method: 'GET',
        url: `/shopping/i/v2/channels/${channelUid}/products/${no}?withWindow=false`,
      })
    ).json();
    expect(json.id).toBe(no);
    expect(json.name).toBe(store.title.replace(/<\/?b>/g, ''));
    expect(json.channel.channelName).toBe(store.mallName);
    expect(String(json.epInfo.syncNvMid)).toBe(store.productId);
    expect(String(json.salePrice)).toBe(store.lprice);
    expect(json.productImages[0].url).toBe(store.image);

    const html = (await app.inject({ method: 'GET', url: `/shopping/catalog/${catalog.productId}` })).body;
    const next = JSON.parse(
      /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(next.props.pageProps.initialState.catalog.info).toMatchObject({
      nvMid: catalog.productId,
      productName: catalog.title.replace(/<\/?b>/g, ''),
      lowestPrice: Number(catalog.lprice),
      imageUrl: catalog.image,
    });
    expect(
      (await app.inject({ method: 'GET', url: `/shopping/i/v2/channels/WRONGCHANNEL/products/${no}` }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/shopping/catalog/123' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/shopping/main/products/123' })).statusCode).toBe(404);
  });
});
