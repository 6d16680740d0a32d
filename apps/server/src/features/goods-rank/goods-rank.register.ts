import { MAX_KEYWORDS, type GoodsPreview, type ProductNumberType, normalizeKeyword } from '@seller/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { answered, exactlyOnce } from '../../lib/idempotency';
import { isFirstKeyword } from '../../lib/rank-engine/representative';
import type { GoodsContext, ResolvedProduct } from './goods-rank.context';
import { type ProductIds, quoteOf, registrationCharge } from './goods-rank.domain';
import { numberOf } from './goods-rank.lifecycle';
import * as repo from './goods-rank.repository';

/** Registering a product (the add box, the public API, the bulk add), its preview and its change. */
export function goodsRegistration(ctx: GoodsContext) {
  const { deps, now, record, once, lookUp, detailsOf, readInput, duplicateOf, refuseDuplicate, enteredIds } =
    ctx;

  /**
   * Registers one looked-up product with its keywords and memo in the caller's transaction, which
   * must hold the member's lock (`repo.lockMember`): refuses a product the member already tracks
   * (GOODS_DUPLICATE, before anything is written), inserts the product and its keywords (the first
   * is the representative) and spends the registration charge with the single add's ledger kind
   * and reference. The single registration and the bulk add both go through here (the public API
   * may later). The caller queues the keywords' first check after commit (`checkKeywordsSoon`).
   */
  async function registerProductWithKeywords(
    tx: DbOrTx,
    memberId: number,
    item: { product: ResolvedProduct; keywords: readonly string[]; memo: string },
    start: Date,
  ): Promise<{ gdpSn: number; keywordNorms: string[]; coins: number; balance: number }> {
    const keywords = item.keywords.map((k) => k.trim().replace(/\s+/g, ' '));
    const norms = keywords.map(normalizeKeyword);
    if (norms.some((n) => n === '')) throw new AppError('KEYWORD_REQUIRED');
    if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
    if (norms.length > MAX_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
    await refuseDuplicate(tx, memberId, item.product);
    // The registration quote's function (issue 28 §3): the coins and end date it showed.
    const charge = registrationCharge(1, start);
    const goodsId = await repo.insertGoods(tx, {
      mbrSn: memberId,
      ...item.product,
      memo: item.memo,
      coinStartAt: start,
      coinEndAt: charge.end,
      sortOrder: await repo.nextSortOrder(tx, memberId),
    });
    for (const [i, keyword] of keywords.entries()) {
      await repo.insertKeyword(tx, {
        gdpSn: goodsId,
        keyword,
        keywordNorm: norms[i]!,
        representative: isFirstKeyword(i),
      });
      await record(tx, memberId, goodsId, 'keywordAdd', keyword);
    }
    const balance = await deps.coins.spend(tx, {
      mbrSn: memberId,
      delta: charge.coins,
      kind: 'SPEND_REGISTER',
      refType: 'goods',
      refId: String(goodsId),
      purpose: 'register',
      itemTitle: item.product.title,
      itemNo: numberOf(item.product),
    });
    return { gdpSn: goodsId, keywordNorms: norms, coins: charge.coins, balance };
  }

  /**
   * Registers a product (and any keywords) for coins, once per Idempotency-Key (a repeat, on any
   * instance, answers the first product and spends nothing). Distinct registrations may run side
   * by side: the spend is checked under the balance lock.
   */
  async function registerOnce(
    memberId: number,
    input: { type: ProductNumberType; currentInput: string },
    keywords: readonly string[],
    key: string,
  ): Promise<{ gdpSn: number; keywords: Array<{ gdkdSn: number; keyword: string }>; balance: number }> {
    const read = readInput(input);
    const request = { type: read.type, number: read.number };
    const call = {
      mbrSn: memberId,
      key,
      operation: 'goods-register',
      // Keys of plain registrations hash as before keywords could come along.
      request: keywords.length ? { ...request, keywords } : request,
    };
    const earlier = await answered<{
      gdpSn: number;
      keywords?: Array<{ gdkdSn: number; keyword: string }>;
      balance?: number;
    }>(deps.db, call);
    // A repeat answers what the first call answered (its balance after the charge included); an
    // answer stored before balances were kept says today's balance.
    if (earlier)
      return {
        gdpSn: earlier.gdpSn,
        keywords: earlier.keywords ?? [],
        balance: earlier.balance ?? (await deps.coins.balance(memberId)),
      };
    // Already tracked by the number entered: say so before looking it up or counting coins.
    await refuseDuplicate(deps.db, memberId, enteredIds(read));
    if (!quoteOf(registrationCharge(1, now()).coins, await deps.coins.balance(memberId)).enough)
      throw new AppError('INSUFFICIENT_COINS');
    // Found first, charged after (issue 23 point 4).
    const details = detailsOf(read, await lookUp(read));
    const start = now();
    const added = await exactlyOnce(deps.db, call, async (tx) => {
      // Under the member's lock, with all the numbers the look-up found: two registrations of
      // one product at once make one row and one charge, on any instances.
      await repo.lockMember(tx, memberId);
      const { gdpSn: goodsId, balance } = await registerProductWithKeywords(
        tx,
        memberId,
        { product: details, keywords, memo: '' },
        start,
      );
      const rows = await repo.keywordsOfGoods(tx, [goodsId]);
      return {
        gdpSn: goodsId,
        keywords: rows.map((k) => ({ gdkdSn: k.gdkdSn, keyword: k.keyword })),
        balance,
      };
    });
    for (const norm of new Set(keywords.map(normalizeKeyword))) deps.checkSoon(norm);
    return added;
  }

  return {
    /**
     * The add box's registration: the product and the keywords typed with it, in one transaction
     * and one charge. Answers what changed (issue 38 §5): the product, its keywords and the
     * balance now, so the web writes them into its caches instead of asking again.
     */
    async register(
      memberId: number,
      input: { type: ProductNumberType; currentInput: string; keywords: readonly string[] },
      key: string,
    ) {
      return registerOnce(memberId, input, input.keywords, key);
    },

    /**
     * A product with its keywords (the public API), written and charged in one transaction, once
     * per Idempotency-Key: the single registration's checks and charge, nothing half-added.
     */
    registerWithKeywords: (
      memberId: number,
      input: { type: ProductNumberType; currentInput: string; keywords: readonly string[] },
      key: string,
    ) => registerOnce(memberId, input, input.keywords, key),

    /**
     * The product a number or link names, looked up for free (bulk add: each row of a file), with
     * the numbers and details a registration stores. Throws the single add's refusals.
     */
    async resolveProduct(input: { type: ProductNumberType; currentInput: string }) {
      const read = readInput(input);
      return {
        type: read.type,
        number: read.number,
        product: detailsOf(read, await lookUp(read)),
      };
    },

    /** The numbers of every product the member tracks (bulk add: "already tracked"). */
    trackedProductIds: (memberId: number): Promise<ProductIds[]> =>
      repo.productIdsOfMember(deps.db, memberId),

    /** The registration's lock on the member; take it before `registerProductWithKeywords`. */
    lockMemberForRegistration: (tx: DbOrTx, memberId: number) => repo.lockMember(tx, memberId),

    registerProductWithKeywords,

    /** Queues the first check of new keywords (after their transaction committed). */
    checkKeywordsSoon(norms: readonly string[]) {
      for (const norm of new Set(norms)) deps.checkSoon(norm);
    },

    /**
     * The product a number or link names, looked up without spending or changing anything, and
     * the member's row that already tracks it (the change confirmation shows it; issue 23 point 7).
     */
    async preview(
      memberId: number,
      input: { type: ProductNumberType; currentInput: string; oldGdpSn?: number },
    ): Promise<GoodsPreview> {
      const read = readInput(input);
      const details = detailsOf(read, await lookUp(read));
      return {
        type: read.type,
        number: read.number,
        midNo: details.midNo,
        mallPid: details.mallPid,
        title: details.title,
        image: details.image,
        storeName: details.storeName,
        price: details.price,
        duplicateOf: await duplicateOf(deps.db, memberId, details, input.oldGdpSn),
      };
    },

    /**
     * Switches a tracked product to another without coins. The keywords stay, and so does their
     * rank history (issue 23 point 7): the change is recorded on its day, so the chart marks where
     * the old product's ranks end and the new one's begin.
     */
    change(memberId: number, input: { type: ProductNumberType; currentInput: string; oldGdpSn: number }) {
      const read = readInput(input);
      return once(`change:${memberId}:${input.oldGdpSn}`, async () => {
        const old = await repo.ownedGoods(deps.db, memberId, input.oldGdpSn);
        if (!old) throw new AppError('GOODS_NOT_FOUND');
        const info = await lookUp(read);
        const details = detailsOf(read, info);
        await deps.db.transaction(async (tx) => {
          await repo.lockMember(tx, memberId);
          await refuseDuplicate(tx, memberId, details, old.gdpSn);
          if (!(await repo.updateOwnedGoods(tx, memberId, old.gdpSn, details)))
            throw new AppError('GOODS_NOT_FOUND');
          // Current ranks belong to the old product; the next check fills the new one's.
          await repo.resetRanks(tx, old.gdpSn);
          await record(tx, memberId, old.gdpSn, 'productChange', info.title ?? read.number);
        });
        for (const k of await repo.keywordsOfGoods(deps.db, [old.gdpSn])) deps.checkSoon(k.keywordNorm);
        return { gdpSn: old.gdpSn };
      });
    },
  };
}
