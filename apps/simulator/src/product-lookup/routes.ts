/**
 * Naver Shopping's public product data, mounted under /shopping: the smart-store product JSON
 * (`/i/v2/channels/{channelUid}/products/{no}`), the store product page that names the channel
 * (`/main/products/{no}`) and the catalogue page with its `__NEXT_DATA__` (`/catalog/{nvMid}`).
 * All three agree with the shopping search rows of the same product.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import type { SimProduct } from '../market/products';
import { marketOf } from '../market/state';

const SERVICE = 'product-lookup';
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
const page = (head: string, script: string) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>${head}</title></head><body><div id="root"></div>${script}</body></html>`;

function notFoundPage(reply: FastifyReply) {
  return reply.status(404).type('text/html; charset=utf-8').send(page('404', ''));
}

function smartStoreProductJson(p: SimProduct) {
  const s = p.store!;
  return {
    id: p.mallProductId,
    channelServiceType: 'STOREFARM',
    channelProductStatusType: 'NORMAL',
    channelProductDisplayStatusType: 'ON',
    category: {
      category1Name: p.category[0],
      category2Name: p.category[1],
      category3Name: p.category[2],
      category4Name: p.category[3],
      wholeCategoryName: p.category.filter(Boolean).join('>'),
    },
    name: p.title,
    productUrl: `https://smartstore.naver.com/main/products/${p.mallProductId}`,
    channel: {
      channelNo: s.channelNo,
      channelUid: s.channelUid,
      channelName: s.name,
      channelSiteUrl: s.slug,
      channelSiteFullUrl: `https://smartstore.naver.com/${s.slug}`,
    },
    // A JSON number in the real payload (see integrations.md §2).
    epInfo: { naverShoppingRegistration: true, naverShoppingExposure: true, syncNvMid: Number(p.productId) },
    productNo: String(Number(p.mallProductId) - 10_000_000),
    salePrice: p.lprice,
    benefitsView: { discountedSalePrice: p.lprice, dispDiscountedSalePrice: p.lprice },
    productImages: [{ order: 1, url: p.image, width: 800, height: 800, imageType: 'REPRESENTATIVE' }],
    naverShoppingSearchInfo: { manufacturerName: p.maker, brandName: p.brand },
    reviewAmount: { totalReviewCount: p.reviewCount },
  };
}

export function registerProductLookup(app: FastifyInstance, state: SimulatorState): void {
  const market = marketOf(state);

  app.get('/shopping/i/v2/channels/:channelUid/products/:no', async (req, reply) => {
    state.calls.hit(SERVICE);
    if (await applyFault(state.faults, SERVICE, reply)) return reply;
    const { channelUid, no } = req.params as { channelUid: string; no: string };
    const p = market.productByStoreNo(no);
    if (!p || p.store?.channelUid !== channelUid) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Product does not exist.' });
    }
    return smartStoreProductJson(p);
  });

  app.get('/shopping/main/products/:no', async (req, reply) => {
    state.calls.hit(SERVICE);
    if (await applyFault(state.faults, SERVICE, reply)) return reply;
    const { no } = req.params as { no: string };
    const p = market.productByStoreNo(no);
    if (!p) return notFoundPage(reply);
    const preloaded = {
      product: { A: smartStoreProductJson(p) },
      smartStoreV2: { channel: { channelUid: p.store!.channelUid } },
    };
    return reply
      .type('text/html; charset=utf-8')
      .send(page(p.title, `<script>window.__PRELOADED_STATE__=${json(preloaded)}</script>`));
  });

  app.get('/shopping/catalog/:nvMid', async (req, reply) => {
    state.calls.hit(SERVICE);
    if (await applyFault(state.faults, SERVICE, reply)) return reply;
    const { nvMid } = req.params as { nvMid: string };
    const p = market.productById(nvMid);
    if (!p) return notFoundPage(reply);
    const info = {
      nvMid: p.productId,
      productName: p.title,
      productType: p.productType,
      imageUrl: p.image,
      lowestPrice: p.lprice,
      mallCount: p.mallCount,
      mallName: p.productType === 1 ? null : p.mallName,
      mallProductId: p.mallProductId,
      channelUid: p.store?.channelUid ?? null,
      category1Name: p.category[0],
      category2Name: p.category[1],
      category3Name: p.category[2],
      category4Name: p.category[3],
      reviewCount: p.reviewCount,
      purchaseCnt: p.purchaseCnt,
      keepCnt: p.keepCnt,
      openDate: p.openDate,
    };
    const next = { props: { pageProps: { initialState: { catalog: { info } } } }, page: '/catalog/[id]' };
    return reply
      .type('text/html; charset=utf-8')
      .send(page(p.title, `<script id="__NEXT_DATA__" type="application/json">${json(next)}</script>`));
  });
}
