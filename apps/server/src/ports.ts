import type { Ports } from './app';
import type { Config } from './config';
import { type NaverAdapterOptions, createNaverAdapters } from './adapters/index';
import type { ProductInfo as LookupInfo } from './adapters/product-lookup/port';
import type { ProductInfo } from './features/goods-rank/goods-rank.ports';
import type { ScoreShopPort } from './features/keyword-score/keyword-score.ports';
import type { PlaceInfo } from './features/place-rank/place-rank.ports';
import type { Place } from './adapters/naver-place/port';
import { PortOneError, PortOneWebhookError, type PortOnePort } from './adapters/portone/types';
import {
  type PaymentGatewayPort,
  PaymentRefusedError,
  WebhookRejectedError,
} from './features/payments/payments.ports';

const toProduct = (p: LookupInfo | null): ProductInfo | null =>
  p && {
    midNo: p.catalogId,
    mallPid: p.mallProductId,
    title: p.title,
    image: p.imageUrl,
    storeName: p.isPriceComparison ? null : p.storeName,
    price: p.price,
    matchingModelMidNo: p.matchingCatalogId,
  };

const toPlace = (p: Place): PlaceInfo => ({
  id: p.id,
  name: p.name,
  category: p.category,
  roadAddress: p.roadAddress || p.address,
  imageUrl: p.imageUrl,
  options: p.options,
  visitorReviewScore: p.visitorReviewScore,
  visitorReviewCount: p.visitorReviewCount,
  blogCafeReviewCount: p.blogCafeReviewCount,
  saveCount: p.saveCount,
  microReview: p.microReview,
  isAd: p.isAd,
});

/** Builds every outside-service port the features use from the real adapters (config decides where they point). */
export function createPorts(config: Config, opts: NaverAdapterOptions = {}): Ports {
  const naver = createNaverAdapters(config, opts);
  return {
    shop: {
      async search(keyword, page) {
        const r = await naver.shop.search({
          query: keyword,
          start: page.start,
          display: page.display,
          sort: 'sim',
        });
        return {
          total: r.total,
          items: r.items.map((i) => ({
            productId: i.productId,
            mallProductId: i.mallProductId,
            title: i.title,
            image: i.image || null,
            lprice: i.lprice,
            mallName: i.mallName || null,
            isCatalog: i.isCatalog,
          })),
        };
      },
    },
    productLookup: {
      byCatalogId: async (mid) => toProduct(await naver.productLookup.byCatalogId(mid)),
      byStoreProductNo: async (no) => toProduct(await naver.productLookup.byStoreProductNo(no)),
    },
    // Keyword analysis: the keyword tool and DataLab as they are; one shopping page for the product
    // count and the category ratio of the top 100.
    keywordStats: naver.searchAd,
    keywordTrends: naver.dataLab,
    shopOverview: {
      async overview(keyword) {
        const r = await naver.shop.search({ query: keyword, start: 1, display: 100, sort: 'sim' });
        return { total: r.total, categories: r.items.map((i) => i.categories) };
      },
    },
    scoreShop: {
      async top(keyword, count) {
        const r = await naver.shop.search({
          query: keyword,
          start: 1,
          display: Math.min(100, Math.max(1, count)),
          sort: 'sim',
        });
        return r.items.map((i): Awaited<ReturnType<ScoreShopPort['top']>>[number] => ({
          productId: i.productId,
          mallProductId: i.mallProductId,
          title: i.title,
          link: i.link,
          image: i.image,
          lprice: i.lprice,
          hprice: i.hprice,
          mallName: i.mallName,
          isCatalog: i.isCatalog,
          brand: i.brand,
          maker: i.maker,
          categories: i.categories,
        }));
      },
    },
    places: {
      async listPlaces(keyword, page) {
        const r = await naver.place.listPlaces(keyword, page);
        return { total: r.total, items: r.items.map(toPlace) };
      },
      async getPlace(placeId) {
        const p = await naver.place.getPlace(placeId);
        return p && toPlace(p);
      },
    },
  };
}

/**
 * The payments feature's gateway on the PortOne adapter: PortOne's errors become the feature's
 * (a payment PortOne does not know is null, a 4xx on a cancellation a refusal, a bad webhook a
 * rejection); everything else passes through unchanged.
 */
export function paymentGateway(portone: PortOnePort): PaymentGatewayPort {
  return {
    getPayment: (id) => portone.getPayment(id),
    async findPayment(id) {
      try {
        return await portone.getPayment(id);
      } catch (e) {
        if (e instanceof PortOneError && e.kind === 'not-found') return null;
        throw e;
      }
    },
    listPayments: (query) => portone.listPayments(query),
    async cancelPayment(id, input) {
      try {
        return await portone.cancelPayment(id, input);
      } catch (e) {
        if (e instanceof PortOneError && e.status !== undefined && e.status >= 400 && e.status < 500)
          throw new PaymentRefusedError(e.message, { cause: e });
        throw e;
      }
    },
    async verifyWebhook(rawBody, headers) {
      try {
        return await portone.verifyWebhook(rawBody, headers);
      } catch (e) {
        if (e instanceof PortOneWebhookError) throw new WebhookRejectedError(e.reason);
        throw e;
      }
    },
  };
}
