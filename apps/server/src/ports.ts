import type { Config } from './config';
import { type NaverAdapterOptions, createNaverAdapters } from './adapters/index';
import type { ProductInfo as LookupInfo } from './adapters/product-lookup/port';
import type {
  ProductInfo,
  ProductLookupPort,
  ShopItem,
  ShopSearchPort,
} from './features/goods-rank/goods-rank.ports';
import type {
  KeywordStatsPort,
  KeywordTrendPort,
  ShopOverviewPort,
} from './features/keyword-analysis/keyword-analysis.ports';
import type { ScoreShopPort } from './features/keyword-score/keyword-score.ports';
import { defineFeature } from './lib/features/module';
import type { ScoreShopItem } from './features/keyword-score/keyword-score.ports';
import { createShoppingSource } from './adapters/shopping-sources';
import { providerGates } from './adapters/rate-gate.repository';
import type { ProviderMeter } from './lib/provider-usage/port';
import type { ShoppingEntry } from './lib/shopping-source/port';
import type { PlaceInfo, PlaceListPort } from './features/place-rank/place-rank.ports';
import type { Place } from './adapters/naver-place/port';
import { PortOneError, PortOneWebhookError, type PortOnePort } from './adapters/portone/types';
import {
  type PaymentGatewayPort,
  PaymentRefusedError,
  WebhookRejectedError,
} from './features/payments/payments.ports';

/** The outside sources the features read, each behind the port the feature owns. */
export interface Ports {
  shop: ShopSearchPort;
  productLookup: ProductLookupPort;
  keywordStats: KeywordStatsPort;
  keywordTrends: KeywordTrendPort;
  shopOverview: ShopOverviewPort;
  scoreShop: ScoreShopPort;
  places: PlaceListPort;
}

declare module './lib/features/module' {
  interface FeatureServices {
    sources: { sources: Ports };
    'payment-gateway': { paymentGateway: PaymentGatewayPort };
  }
}

/**
 * The outside sources as a module the rank and keyword features name in their needs: built from
 * config (the paid ones through the provider meter), each replaceable by the caller (tests).
 */
export const sourcesModule = defineFeature({
  name: 'sources',
  needs: ['provider-usage'],
  create: ({ config, db, now, overrides }, { providerMeter }) => ({
    sources: {
      ...createPorts(config, { db, now, meter: providerMeter }),
      ...(overrides.ports as Partial<Ports> | undefined),
    },
  }),
});

/** PortOne as the payments feature's gateway (below). */
export const paymentGatewayModule = defineFeature({
  name: 'payment-gateway',
  needs: [],
  create: ({ adapters }) => ({ paymentGateway: paymentGateway(adapters.portone) }),
});

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
  ...(p.listedCounts ? { listedCounts: p.listedCounts } : {}),
  saveCount: p.saveCount,
  microReview: p.microReview,
  isAd: p.isAd,
});

/** Room for the ads mixed into the first slots (Naver shows a handful on the first screen). */
const AD_ROOM = 20;

const categoryPath = (category: string | null): string[] =>
  category
    ? category
        .split('>')
        .map((c) => c.trim())
        .filter(Boolean)
    : [];

const toShopItem = (e: ShoppingEntry): ShopItem => ({
  productId: e.nvMid,
  mallProductId: e.storeProductNo,
  title: e.title ?? '',
  image: e.image,
  lprice: e.price,
  mallName: e.mallName,
  isCatalog: e.isCatalog === true,
  isAd: e.isAd === true,
  adKnown: e.isAd !== null,
  // Kept beside the rank (issue 42 §1): what the page said, null where it said nothing.
  reviewCount: e.reviewCount,
  purchaseCount: e.purchaseCount,
  rating: e.rating,
});

/** The built-in keyword score reads what the sources give; brand and maker no source gives. */
const toScoreItem = (e: ShoppingEntry): ScoreShopItem => ({
  productId: e.nvMid ?? '',
  mallProductId: e.storeProductNo,
  title: e.title ?? '',
  link: e.url ?? '',
  image: e.image ?? '',
  lprice: e.price,
  hprice: null,
  mallName: e.mallName ?? '',
  isCatalog: e.isCatalog === true,
  brand: '',
  maker: '',
  categories: categoryPath(e.category),
});

export interface PortOptions extends NaverAdapterOptions {
  /** Counts, prices and caps every paid shopping call (lib/provider-usage). */
  meter: ProviderMeter;
}

/** Builds every outside-service port the features use from the real adapters (config decides where they point). */
export function createPorts(config: Config, opts: PortOptions): Ports {
  const naver = createNaverAdapters(config, opts);
  // Spaced to the source's per-second limit across every process (PROVIDER_RATE_LIMITS).
  const gates = providerGates({ rates: config.providerRates, db: opts.db });
  const shopping = createShoppingSource(config, {
    meter: opts.meter,
    timeoutMs: opts.timeoutMs,
    retry: opts.retry,
    gates,
  });
  /**
   * The first `count` organic entries (ads left out), in Naver's order: answers of the source in
   * its own pages until that many are read or the list ends. A source that reads from the top on
   * every call (not resumable) is asked once, with room for the ads among the slots.
   */
  const topOrganic = async (keyword: string, count: number, opts: { oneAnswer?: boolean } = {}) => {
    const entries: ShoppingEntry[] = [];
    let total: number | null = null;
    const step = shopping.resumable ? shopping.pageSize : count + AD_ROOM;
    for (let from = 1; from <= shopping.maxDepth; from += step) {
      const r = await shopping.search({ keyword, from, count: Math.min(step, shopping.maxDepth - from + 1) });
      total = r.total ?? total;
      entries.push(...r.entries.filter((e) => e.isAd !== true));
      if (entries.length >= count || r.end || !shopping.resumable || opts.oneAnswer || r.entries.length === 0)
        break;
    }
    return { total, entries: entries.slice(0, count) };
  };

  return {
    // Ranks read through the configured shopping source (docs/data-sources.md): its pages, ads
    // flagged, as the rank walk reads them.
    shop: {
      profile: {
        source: shopping.id,
        label: shopping.label,
        surface: shopping.surface,
        device: shopping.device,
        pageSize: shopping.pageSize,
        maxDepth: shopping.maxDepth,
        resumable: shopping.resumable,
        pricing: shopping.pricing,
      },
      async search(keyword, page) {
        const r = await shopping.search({ keyword, from: page.start, count: page.display });
        return { total: r.total, end: r.end, items: r.entries.map(toShopItem) };
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
        // One answer: the total and the category shares of the organic products on it.
        const organic = await topOrganic(keyword, 100, { oneAnswer: true });
        return {
          total: organic.total,
          categories: organic.entries.map((e) => categoryPath(e.category)),
        };
      },
    },
    scoreShop: {
      async top(keyword, count) {
        const organic = await topOrganic(keyword, Math.min(100, Math.max(1, count)));
        return organic.entries.map(toScoreItem);
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
function paymentGateway(portone: PortOnePort): PaymentGatewayPort {
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
