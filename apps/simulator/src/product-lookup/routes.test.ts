import { afterAll, describe, expect, it } from 'vitest';
import { buildSimulator } from '../app';
import { SIMULATOR_SEARCHAPI_KEY } from '../searchapi/routes';

const { app } = buildSimulator({ logLevel: 'silent', now: () => new Date('2026-03-01T03:00:00Z') });
afterAll(() => app.close());
/** A SearchApi row, as far as the look-up compares it. */
interface Row {
  product_id: string;
  title: string;
  link: string;
  thumbnail: string;
  extracted_price: number;
  store: { name: string };
}

describe('simulated product look-up', () => {
  it('agrees with the shopping search row by productId and by store product number', async () => {
    const rows = (
      await app.inject({
        method: 'GET',
        url: `/searchapi/api/v1/search?engine=naver_shopping&q=${encodeURIComponent('에어프라이어')}&num=30`,
        headers: { authorization: `Bearer ${SIMULATOR_SEARCHAPI_KEY}` },
      })
    ).json().shopping_results as Row[];
    const store = rows.find((r) => r.link.includes('/products/'))!;
    const catalog = rows.find((r) => r.link.includes('/catalog/'))!;
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
    expect(json.name).toBe(store.title);
    expect(json.channel.channelName).toBe(store.store.name);
    expect(String(json.epInfo.syncNvMid)).toBe(store.product_id);
    expect(json.salePrice).toBe(store.extracted_price);
    expect(json.productImages[0].url).toBe(store.thumbnail);

    const html = (await app.inject({ method: 'GET', url: `/shopping/catalog/${catalog.product_id}` })).body;
    const next = JSON.parse(
      /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(next.props.pageProps.initialState.catalog.info).toMatchObject({
      nvMid: catalog.product_id,
      productName: catalog.title,
      lowestPrice: catalog.extracted_price,
      imageUrl: catalog.thumbnail,
    });
    expect(
      (await app.inject({ method: 'GET', url: `/shopping/i/v2/channels/WRONGCHANNEL/products/${no}` }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/shopping/catalog/123' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/shopping/main/products/123' })).statusCode).toBe(404);
  });
});
