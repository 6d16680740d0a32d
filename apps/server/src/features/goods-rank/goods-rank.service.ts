import {
  COIN_COST_RENEW,
  CHECK_NOW_PER_DAY,
  DELETE_AFTER_DAYS,
  type GoodsListAnswer,
  type HourlyListAnswer,
  type GoodsRow,
  type KeywordInfo,
  MAX_KEYWORDS,
  RANK_HISTORY_POINTS,
  type RankHistoryAnswer,
  type ChangeKind,
  type ChangeMark,
  type ErrorCode,
  type GoodsPreview,
  type ProductNumberType,
  type SpendQuote,
  formatNumber,
  ko,
  productInputSchema,
  deleteAt,
  isRanked,
  kstDate,
  normalizeKeyword,
  rankComparison,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { CoinsPort } from '../coins/index';
import { AppError } from '../../lib/app-error';
import { createActionGuard } from '../../lib/action-guard';
import {
  isFirstKeyword,
  makeRepresentative,
  refuseDeletingRepresentative,
} from '../../lib/rank-engine/representative';
import { answered, exactlyOnce } from '../../lib/idempotency';
import {
  currentProvenance,
  keywordMethodChanged,
  previousMethod,
  wireProvenance,
} from '../../lib/rank-engine/provenance';
import {
  type Charge,
  type ProductIds,
  autoRenewalCharge,
  quoteOf,
  registrationCharge,
  renewalCharge,
  sameProduct,
} from './goods-rank.domain';
import { numberOf } from './goods-rank.lifecycle';
import type { ProductInfo, ProductLookupPort } from './goods-rank.ports';
import * as repo from './goods-rank.repository';

export interface GoodsRankDeps {
  db: Db;
  lookup: ProductLookupPort;
  /** The coins feature: registration and renewal spend (the app wires it in). */
  coins: Pick<CoinsPort, 'balance' | 'spend'>;
  /** Queues a check of one keyword now (a job: lib/rank-engine/soon-checks.ts). */
  checkSoon: (keywordNorm: string) => void;
  now?: () => Date;
  /**
   * The member's own changes (memo, keywords, the product), kept in the change's transaction so
   * the rank chart can mark them (rank-alerts; the app wires it).
   */
  recordChange?: (tx: DbOrTx, change: GoodsChange) => Promise<void>;
  /** A product's recorded changes since a Korea date, oldest first. */
  changesOf?: (gdpSn: number, since: string) => Promise<ChangeMark[]>;
}

interface GoodsChange {
  mbrSn: number;
  kind: 'goods';
  targetId: number;
  change: ChangeKind;
  detail: string | null;
}

/** A quote's answer: the charge against the balance, with a Korean reason when it is short. */
function quoteAnswer(
  action: SpendQuote['action'],
  count: number,
  charge: Charge,
  balance: number,
  chargeAt: Date | null = null,
): SpendQuote {
  const q = quoteOf(charge.coins, balance);
  const message = q.enough
    ? null
    : action === 'autoRenew'
      ? ko.goodsQuote.shortAutoRenew(formatNumber(q.coins), formatNumber(q.balance))
      : ko.goodsQuote.short(
          formatNumber(q.coins),
          formatNumber(q.balance),
          formatNumber(q.coins - q.balance),
        );
  return {
    action,
    count,
    ...q,
    endAt: charge.end.toISOString(),
    endDate: kstDate(charge.end),
    chargeAt: chargeAt?.toISOString() ?? null,
    message,
  };
}

/** A looked-up product: the numbers and details a registration stores. */
export interface ResolvedProduct {
  midNo: string | null;
  mallPid: string | null;
  registeredBy: ProductNumberType;
  storeName: string | null;
  title: string | null;
  image: string | null;
  price: number | null;
  matchingModelMidNo: string | null;
  lookupStatus: string;
}

const NULL = 'null'; // spec 02 §3: the string 'null' marks a missing store / number
const nullable = (v: string | null) => v ?? NULL;

/** Automatic renewals within three days count against the balance (renewalShortfall). */
const dueBefore = (at: Date) => new Date(at.getTime() + 3 * 86_400_000);

/** The list's ETag (a strong validator: the same tag is the same answer but serverNow). */
const listTag = (version: string, balance: number, role: string) => `"${version}.${balance}.${role}"`;

const goodsRow = (g: Omit<repo.ListGoods, 'keywords'>): GoodsRow => ({
  gdpSn: g.gdpSn,
  midNo: nullable(g.midNo),
  mallPid: nullable(g.mallPid),
  storeName: nullable(g.storeName),
  goodsTitleNm: g.title,
  goodsImg: g.image,
  matchingModelMidNo: g.matchingModelMidNo,
  price: g.price,
  content: g.memo,
  coinStartDt: g.coinStartAt.toISOString(),
  coinEndDt: g.coinEndAt.toISOString(),
  deleteDt: deleteAt(g.coinEndAt).toISOString(),
  autRnwl: g.autoRenew ? 'Y' : 'N',
  order: g.sortOrder,
  isChecked: false,
  lookupStatus: g.lookupStatus === 'resolved' ? 'resolved' : 'pending',
  checkNow: { day: g.checkNowDay, count: g.checkNowCount, at: g.checkNowAt?.toISOString() ?? null },
});

export function createGoodsRankService(deps: GoodsRankDeps) {
  const now = deps.now ?? (() => new Date());
  const listVersion = repo.listVersionQuery(deps.db);
  const record = async (
    tx: DbOrTx,
    mbrSn: number,
    gdpSn: number,
    change: ChangeKind,
    detail: string | null,
  ) => {
    await deps.recordChange?.(tx, { mbrSn, kind: 'goods', targetId: gdpSn, change, detail });
  };

  /** A member's double submit of the same action answers 'already processing', on any instance. */
  const once = createActionGuard(deps.db, 'goods-rank');

  /**
   * The product behind a number, or a refusal (issue 23 point 4). While the look-up is down the
   * call is refused and nothing is charged: the issue also allows registering it free and
   * refunding after a day, but that needs a pending state, a resolver and a refund across
   * instances, while a refusal keeps "charged" meaning "found" and the member simply retries.
   */
  async function lookUp(
    read: { type: ProductNumberType; number: string },
    notFound: 'PRODUCT_NUMBER_INVALID' | 'PRODUCT_NOT_FOUND',
  ): Promise<ProductInfo> {
    let info: ProductInfo | null;
    try {
      info =
        read.type === 'midNum'
          ? await deps.lookup.byCatalogId(read.number)
          : await deps.lookup.byStoreProductNo(read.number);
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError('PRODUCT_LOOKUP_UNAVAILABLE');
    }
    if (!info) throw new AppError(notFound);
    return info;
  }

  const detailsOf = (
    read: { type: ProductNumberType; number: string },
    info: ProductInfo,
  ): ResolvedProduct => ({
    midNo: info.midNo ?? (read.type === 'midNum' ? read.number : null),
    mallPid: info.mallPid ?? (read.type === 'prodNum' ? read.number : null),
    registeredBy: read.type,
    storeName: info.storeName,
    title: info.title,
    image: info.image,
    price: info.price,
    matchingModelMidNo: info.matchingModelMidNo,
    lookupStatus: 'resolved',
  });

  /** The number or link the member entered (issue 23 point 8), or the refusal's code. */
  function readInput(input: { type: ProductNumberType; currentInput: string }) {
    const read = productInputSchema.safeParse(input);
    if (read.success) return read.data;
    const code = (read.error.issues[0] as { params?: { code?: ErrorCode } } | undefined)?.params?.code;
    throw new AppError(code ?? 'ENTER_NUMBER');
  }

  /** The member's row that already tracks this product (leaving out `except`), if any. */
  async function duplicateOf(db: DbOrTx, mbrSn: number, ids: ProductIds, except?: number) {
    const rows = await repo.productIdsOfMember(db, mbrSn);
    return rows.find((r) => r.gdpSn !== except && sameProduct(ids, r))?.gdpSn ?? null;
  }

  async function refuseDuplicate(db: DbOrTx, mbrSn: number, ids: ProductIds, except?: number) {
    const gdpSn = await duplicateOf(db, mbrSn, ids, except);
    if (gdpSn !== null) throw new AppError('GOODS_DUPLICATE', undefined, { gdpSn });
  }

  /** What the entered number alone says, before the look-up tells the product's other numbers. */
  const enteredIds = (read: { type: ProductNumberType; number: string }): ProductIds => ({
    midNo: read.type === 'midNum' ? read.number : null,
    mallPid: read.type === 'prodNum' ? read.number : null,
    matchingModelMidNo: null,
  });

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
    mbrSn: number,
    item: { product: ResolvedProduct; keywords: readonly string[]; memo: string },
    start: Date,
  ): Promise<{ gdpSn: number; keywordNorms: string[]; coins: number; balance: number }> {
    const keywords = item.keywords.map((k) => k.trim().replace(/\s+/g, ' '));
    const norms = keywords.map(normalizeKeyword);
    if (norms.some((n) => n === '')) throw new AppError('KEYWORD_REQUIRED');
    if (new Set(norms).size !== norms.length) throw new AppError('KEYWORD_EXISTS');
    if (norms.length > MAX_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
    await refuseDuplicate(tx, mbrSn, item.product);
    // The registration quote's function (issue 28 §3): the coins and end date it showed.
    const charge = registrationCharge(1, start);
    const gdpSn = await repo.insertGoods(tx, {
      mbrSn,
      ...item.product,
      memo: item.memo,
      coinStartAt: start,
      coinEndAt: charge.end,
      sortOrder: await repo.nextSortOrder(tx, mbrSn),
    });
    for (const [i, keyword] of keywords.entries()) {
      await repo.insertKeyword(tx, {
        gdpSn,
        keyword,
        keywordNorm: norms[i]!,
        representative: isFirstKeyword(i),
      });
      await record(tx, mbrSn, gdpSn, 'keywordAdd', keyword);
    }
    const balance = await deps.coins.spend(tx, {
      mbrSn,
      delta: charge.coins,
      kind: 'SPEND_REGISTER',
      refType: 'goods',
      refId: String(gdpSn),
      purpose: 'register',
      itemTitle: item.product.title,
      itemNo: numberOf(item.product),
    });
    return { gdpSn, keywordNorms: norms, coins: charge.coins, balance };
  }

  /**
   * Registers a product (and any keywords) for coins, once per Idempotency-Key (a repeat, on any
   * instance, answers the first product and spends nothing). Distinct registrations may run side
   * by side: the spend is checked under the balance lock.
   */
  async function registerOnce(
    mbrSn: number,
    input: { type: ProductNumberType; currentInput: string },
    keywords: readonly string[],
    key: string,
  ): Promise<{ gdpSn: number; keywords: Array<{ gdkdSn: number; keyword: string }> }> {
    const read = readInput(input);
    const request = { type: read.type, number: read.number };
    const call = {
      mbrSn,
      key,
      operation: 'goods-register',
      // Keys of plain registrations hash as before keywords could come along.
      request: keywords.length ? { ...request, keywords } : request,
    };
    const earlier = await answered<{ gdpSn: number; keywords?: Array<{ gdkdSn: number; keyword: string }> }>(
      deps.db,
      call,
    );
    if (earlier) return { gdpSn: earlier.gdpSn, keywords: earlier.keywords ?? [] };
    // Already tracked by the number entered: say so before looking it up or counting coins.
    await refuseDuplicate(deps.db, mbrSn, enteredIds(read));
    if (!quoteOf(registrationCharge(1, now()).coins, await deps.coins.balance(mbrSn)).enough)
      throw new AppError('INSUFFICIENT_COINS');
    // Found first, charged after (issue 23 point 4).
    const details = detailsOf(read, await lookUp(read, 'PRODUCT_NUMBER_INVALID'));
    const start = now();
    const added = await exactlyOnce(deps.db, call, async (tx) => {
      // Under the member's lock, with all the numbers the look-up found: two registrations of
      // one product at once make one row and one charge, on any instances.
      await repo.lockMember(tx, mbrSn);
      const { gdpSn } = await registerProductWithKeywords(
        tx,
        mbrSn,
        { product: details, keywords, memo: '' },
        start,
      );
      const rows = await repo.keywordsOfGoods(tx, [gdpSn]);
      return { gdpSn, keywords: rows.map((k) => ({ gdkdSn: k.gdkdSn, keyword: k.keyword })) };
    });
    for (const norm of new Set(keywords.map(normalizeKeyword))) deps.checkSoon(norm);
    return added;
  }

  return {
    /**
     * The list answer and its ETag, read fresh: products, keywords and the list's version in one
     * statement (one snapshot). The tag covers everything in the answer but `serverNow`: the
     * list's version, the balance and the role (a 304 keeps the browser's copy; its clock offset
     * from the last full answer still holds).
     */
    async list(mbrSn: number, role: string): Promise<{ answer: GoodsListAnswer; etag: string }> {
      const at = now();
      const { version, goods } = await repo.listOfMember(deps.db, mbrSn, dueBefore(at));
      const balance = await deps.coins.balance(mbrSn);
      const dueSoon = goods.filter((g) => g.autoRenew && g.coinEndAt < dueBefore(at)).length;
      return {
        etag: listTag(version, balance, role),
        answer: {
          myGoodsRank: goods.map(goodsRow),
          keywordRankInfos: goods.map((g) => ({
            gdpSn: g.gdpSn,
            keywordsInfo: g.keywords.map((k) => ({
              gdkdSn: k.gdkdSn,
              goodsKeyword: k.keyword,
              keywordRankCurrent: isRanked(k.rankCurrent) ? k.rankCurrent : 0,
              keywordRankPrevious: isRanked(k.rankPrevious) ? k.rankPrevious : 0,
              // Across a change of source or surface there is no move (issue 36 §2).
              keywordRankComparison: rankComparison(k.rankCurrent, k.rankPrevious, keywordMethodChanged(k)),
              checkStatus: k.checkStatus as KeywordInfo['checkStatus'],
              checkedAt: k.checkedAt?.toISOString() ?? null,
              failedAt: k.failedAt?.toISOString() ?? null,
              representative: k.representative,
              provenance: currentProvenance(k),
              previousProvenance: previousMethod(k),
            })),
          })),
          mbr: { sellerCoinCnt: balance, mbrAtrbCd: role },
          renewalShortfall: dueSoon * COIN_COST_RENEW > balance,
          serverNow: at.toISOString(),
        },
      };
    },

    /** The ETag `list` would answer now, without reading the list (one row and the balance). */
    async listTag(mbrSn: number, role: string): Promise<string> {
      const version = await listVersion(mbrSn, dueBefore(now()));
      return listTag(version, await deps.coins.balance(mbrSn), role);
    },

    /**
     * Registers a product for coins, once per Idempotency-Key (a repeat, on any instance, answers
     * the first product and spends nothing). Distinct registrations may run side by side: the
     * spend is checked under the balance lock.
     */
    /**
     * The add box's registration: the product and the keywords typed with it, in one transaction
     * and one charge. Answers what changed (issue 38 §5): the product, its keywords and the
     * balance now, so the web writes them into its caches instead of asking again.
     */
    async register(
      mbrSn: number,
      input: { type: ProductNumberType; currentInput: string; keywords: readonly string[] },
      key: string,
    ) {
      const added = await registerOnce(mbrSn, input, input.keywords, key);
      return { ...added, balance: await deps.coins.balance(mbrSn) };
    },

    /**
     * A product with its keywords (the public API), written and charged in one transaction, once
     * per Idempotency-Key: the single registration's checks and charge, nothing half-added.
     */
    registerWithKeywords: (
      mbrSn: number,
      input: { type: ProductNumberType; currentInput: string; keywords: readonly string[] },
      key: string,
    ) => registerOnce(mbrSn, input, input.keywords, key),

    /**
     * The product a number or link names, looked up for free (bulk add: each row of a file), with
     * the numbers and details a registration stores. Throws the single add's refusals.
     */
    async resolveProduct(input: { type: ProductNumberType; currentInput: string }) {
      const read = readInput(input);
      return {
        type: read.type,
        number: read.number,
        product: detailsOf(read, await lookUp(read, 'PRODUCT_NOT_FOUND')),
      };
    },

    /** The numbers of every product the member tracks (bulk add: "already tracked"). */
    trackedProductIds: (mbrSn: number): Promise<ProductIds[]> => repo.productIdsOfMember(deps.db, mbrSn),

    /** The registration's lock on the member; take it before `registerProductWithKeywords`. */
    lockMemberForRegistration: (tx: DbOrTx, mbrSn: number) => repo.lockMember(tx, mbrSn),

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
      mbrSn: number,
      input: { type: ProductNumberType; currentInput: string; oldGdpSn?: number },
    ): Promise<GoodsPreview> {
      const read = readInput(input);
      const details = detailsOf(read, await lookUp(read, 'PRODUCT_NOT_FOUND'));
      return {
        type: read.type,
        number: read.number,
        midNo: details.midNo,
        mallPid: details.mallPid,
        title: details.title,
        image: details.image,
        storeName: details.storeName,
        price: details.price,
        duplicateOf: await duplicateOf(deps.db, mbrSn, details, input.oldGdpSn),
      };
    },

    /** Adds a keyword, once per Idempotency-Key (merges carries one for both of its uses). */
    addKeyword(mbrSn: number, input: { gdpSn: number; goodsKeyword: string }, key: string) {
      const keyword = input.goodsKeyword.trim().replace(/\s+/g, ' ');
      if (!keyword) throw new AppError('KEYWORD_REQUIRED');
      const norm = normalizeKeyword(keyword);
      const call = { mbrSn, key, operation: 'goods-keyword', request: { gdpSn: input.gdpSn, keyword } };
      return once(`keyword:${mbrSn}:${input.gdpSn}`, async () => {
        const result = await exactlyOnce(deps.db, call, async (tx) => {
          const goods = await repo.ownedGoods(tx, mbrSn, input.gdpSn);
          if (!goods) throw new AppError('GOODS_NOT_FOUND');
          // Lock the product row so two concurrent adds cannot both pass the limit.
          await repo.lockGoods(tx, [goods.gdpSn]);
          const existing = await repo.keywordsOfGoods(tx, [goods.gdpSn]);
          if (existing.some((k) => k.keywordNorm === norm)) throw new AppError('KEYWORD_EXISTS');
          if (existing.length >= MAX_KEYWORDS) throw new AppError('KEYWORD_LIMIT');
          const gdkdSn = await repo.insertKeyword(tx, {
            gdpSn: goods.gdpSn,
            keyword,
            keywordNorm: norm,
            representative: isFirstKeyword(existing.length),
          });
          await record(tx, mbrSn, goods.gdpSn, 'keywordAdd', keyword);
          return { gdkdSn };
        });
        deps.checkSoon(norm);
        return result;
      });
    },

    /**
     * Switches a tracked product to another without coins. The keywords stay, and so does their
     * rank history (issue 23 point 7): the change is recorded on its day, so the chart marks where
     * the old product's ranks end and the new one's begin.
     */
    change(mbrSn: number, input: { type: ProductNumberType; currentInput: string; oldGdpSn: number }) {
      const read = readInput(input);
      return once(`change:${mbrSn}:${input.oldGdpSn}`, async () => {
        const old = await repo.ownedGoods(deps.db, mbrSn, input.oldGdpSn);
        if (!old) throw new AppError('GOODS_NOT_FOUND');
        const info = await lookUp(read, 'PRODUCT_NOT_FOUND');
        const details = detailsOf(read, info);
        await deps.db.transaction(async (tx) => {
          await repo.lockMember(tx, mbrSn);
          await refuseDuplicate(tx, mbrSn, details, old.gdpSn);
          if (!(await repo.updateOwnedGoods(tx, mbrSn, old.gdpSn, details)))
            throw new AppError('GOODS_NOT_FOUND');
          // Current ranks belong to the old product; the next check fills the new one's.
          await repo.resetRanks(tx, old.gdpSn);
          await record(tx, mbrSn, old.gdpSn, 'productChange', info.title ?? read.number);
        });
        for (const k of await repo.keywordsOfGoods(deps.db, [old.gdpSn])) deps.checkSoon(k.keywordNorm);
        return { gdpSn: old.gdpSn };
      });
    },

    /** Deletes the member's products; any id that is not theirs refuses the whole request. */
    async remove(mbrSn: number, gdpSns: number[]) {
      const ids = [...new Set(gdpSns)];
      if (ids.length === 0) throw new AppError('NO_ITEMS_SELECTED');
      const deleted = await deps.db.transaction(async (tx) => {
        // Ownership first, so another member's products are never locked, let alone deleted.
        const owned = await repo.ownedGoodsIds(tx, mbrSn, ids);
        if (owned.length !== ids.length) throw new AppError('GOODS_NOT_FOUND');
        await repo.lockGoods(tx, ids);
        return repo.deleteOwnedGoods(tx, mbrSn, ids);
      });
      return { deleted };
    },

    async reorder(mbrSn: number, gdpSns: number[]) {
      await deps.db.transaction(async (tx) => {
        const owned = new Set((await repo.goodsOfMember(tx, mbrSn)).map((g) => g.gdpSn));
        if (gdpSns.some((id) => !owned.has(id))) throw new AppError('GOODS_NOT_FOUND');
        await repo.lockGoods(tx, gdpSns);
        for (const [i, gdpSn] of gdpSns.entries()) {
          await repo.setSortOrder(tx, gdpSn, i);
        }
      });
    },

    async setRepresentative(mbrSn: number, gdpSn: number, gdkdSn: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, gdkdSn);
        if (!k || k.gdpSn !== gdpSn) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [gdpSn]);
        if (await makeRepresentative(tx, repo.goodsRankStore.tables, gdpSn, gdkdSn)) {
          await record(tx, mbrSn, gdpSn, 'representative', k.keyword);
        }
      });
    },

    async deleteKeyword(mbrSn: number, gdkdSn: number) {
      await deps.db.transaction(async (tx) => {
        const k = await repo.ownedKeyword(tx, mbrSn, gdkdSn);
        if (!k) throw new AppError('KEYWORD_NOT_FOUND');
        await repo.lockGoods(tx, [k.gdpSn]);
        await refuseDeletingRepresentative(tx, repo.goodsRankStore.tables, gdkdSn);
        await repo.deleteKeyword(tx, gdkdSn);
        await record(tx, mbrSn, k.gdpSn, 'keywordDelete', k.keyword);
      });
    },

    async history(mbrSn: number, gdkdSn: number, all = false): Promise<RankHistoryAnswer> {
      const k = await repo.ownedKeyword(deps.db, mbrSn, gdkdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const rows = await repo.historyOf(deps.db, gdkdSn, all ? undefined : RANK_HISTORY_POINTS);
      const ranked = rows.map((r) => r.rank).filter((r) => isRanked(r));
      const first = rows[0];
      return {
        data: rows.map((r) => ({
          frstRgstDt: r.day,
          keywordRankCurrent: isRanked(r.rank) ? r.rank : 0,
          provenance: wireProvenance({ ...r, checkedAt: r.checkedAt?.toISOString() ?? null }),
        })),
        bestRank: ranked.length ? Math.min(...ranked) : null,
        // The member's own changes over the shown dates, so the chart can mark them.
        changes: first && deps.changesOf ? await deps.changesOf(k.gdpSn, first.day) : [],
      };
    },

    /** One of the member's keywords with its daily ranks between two Korea dates (public API). */
    async historyBetween(mbrSn: number, gdkdSn: number, from: string, to: string) {
      const k = await repo.ownedKeyword(deps.db, mbrSn, gdkdSn);
      if (!k) throw new AppError('KEYWORD_NOT_FOUND');
      const rows = await repo.goodsRankStore.historyBetween(deps.db, [gdkdSn], from, to);
      return {
        keyword: k.keyword,
        ranks: rows.map((r) => ({
          day: r.day,
          rank: isRanked(r.rank) ? r.rank : null,
          provenance: wireProvenance(r.provenance),
        })),
      };
    },

    /** v1: the member's products with the last 24 hourly ranks of each keyword. */
    async listHourly(mbrSn: number): Promise<HourlyListAnswer> {
      const at = now();
      const goods = (await repo.goodsOfMember(deps.db, mbrSn)).filter((g) => g.coinEndAt > at);
      const keywords = await repo.keywordsOfGoods(
        deps.db,
        goods.map((g) => g.gdpSn),
      );
      const hours = await repo.hourlyOf(
        deps.db,
        keywords.map((k) => k.gdkdSn),
        new Date(at.getTime() - 24 * 3_600_000),
      );
      return {
        serverNow: at.toISOString(),
        items: goods.map((g) => ({
          gdpSn: g.gdpSn,
          goodsTitleNm: g.title,
          goodsImg: g.image,
          storeName: nullable(g.storeName),
          coinEndDt: g.coinEndAt.toISOString(),
          keywords: keywords
            .filter((k) => k.gdpSn === g.gdpSn)
            .map((k) => {
              const series = hours
                .filter((h) => h.gdkdSn === k.gdkdSn)
                .map((h) => ({
                  hour: h.hour.toISOString(),
                  rank: isRanked(h.rank) ? h.rank : 0,
                  // Where the hour's rank came from, as the daily history says it (issue 36 §2).
                  provenance: wireProvenance({ ...h, checkedAt: h.checkedAt?.toISOString() ?? null }),
                }));
              const last = series.at(-1);
              return {
                gdkdSn: k.gdkdSn,
                goodsKeyword: k.keyword,
                latestRank: last ? last.rank : null,
                latestHour: last?.hour ?? null,
                hours: series,
              };
            }),
        })),
      };
    },

    /**
     * "Check now" (issue 23 point 2): queues a check of each of the product's keywords at once,
     * free, at most CHECK_NOW_PER_DAY times a Korea day per product (counted on the product row,
     * so every instance sees the same count). A keyword's check ranks every product tracked on it.
     */
    async checkNow(mbrSn: number, gdpSn: number): Promise<{ left: number; keywords: number }> {
      const at = now();
      const keywords = await deps.db.transaction(async (tx) => {
        const goods = await repo.ownedGoods(tx, mbrSn, gdpSn);
        if (!goods) throw new AppError('GOODS_NOT_FOUND');
        if (goods.coinEndAt <= at) throw new AppError('CHECK_NOW_EXPIRED');
        const keywords = await repo.keywordsOfGoods(tx, [gdpSn]);
        if (keywords.length === 0) throw new AppError('CHECK_NOW_NO_KEYWORDS');
        const count = await repo.goodsRankStore.claimCheckNow(tx, gdpSn, kstDate(at), at, CHECK_NOW_PER_DAY);
        if (count === null) throw new AppError('CHECK_NOW_LIMIT');
        return { norms: [...new Set(keywords.map((k) => k.keywordNorm))], left: CHECK_NOW_PER_DAY - count };
      });
      for (const norm of keywords.norms) deps.checkSoon(norm);
      return { left: keywords.left, keywords: keywords.norms.length };
    },

    async saveMemo(mbrSn: number, gdpSn: number, content: string) {
      return deps.db.transaction(async (tx) => {
        const before = await repo.ownedGoods(tx, mbrSn, gdpSn);
        const saved = await repo.setMemo(tx, mbrSn, gdpSn, content);
        if (!saved) throw new AppError('GOODS_NOT_FOUND');
        if (before && before.memo !== saved.memo) await record(tx, mbrSn, gdpSn, 'memo', saved.memo);
        return { content: saved.memo };
      });
    },

    /** Extends a product's period for coins, once per Idempotency-Key (a repeat extends nothing). */
    renew(mbrSn: number, gdpSn: number, key: string) {
      return exactlyOnce(
        deps.db,
        { mbrSn, key, operation: 'goods-renew', request: { gdpSn } },
        async (tx) => {
          if (!(await repo.ownedGoods(tx, mbrSn, gdpSn))) throw new AppError('GOODS_NOT_FOUND');
          // Product before coins, as the auto-renew job locks them, and the end read after the
          // lock: otherwise the two deadlock, or one overwrites the other's extension.
          await repo.lockGoods(tx, [gdpSn]);
          const g = await repo.ownedGoods(tx, mbrSn, gdpSn);
          if (!g) throw new AppError('GOODS_NOT_FOUND');
          // The renewal quote's function (issue 28 §3).
          const { coins, end } = renewalCharge(g.coinEndAt, now());
          const balance = await deps.coins.spend(tx, {
            mbrSn,
            delta: coins,
            kind: 'SPEND_RENEW',
            refType: 'goods',
            refId: String(gdpSn),
            purpose: 'renew',
            itemTitle: g.title,
            itemNo: numberOf(g),
          });
          await repo.setCoinEnd(tx, gdpSn, end);
          return { coinEndDt: end.toISOString(), sellerCoinCnt: balance };
        },
      );
    },

    /**
     * A withdrawn member's products end now and never renew, in the withdrawal's transaction
     * (the daily clean-up deletes them DELETE_AFTER_DAYS later). Answers how many were running.
     */
    stopMemberGoods: (tx: DbOrTx, mbrSn: number, at: Date): Promise<number> =>
      repo.stopMemberGoods(tx, mbrSn, at),

    async setAutoRenew(mbrSn: number, gdpSn: number, on: boolean) {
      if (!(await repo.updateOwnedGoods(deps.db, mbrSn, gdpSn, { autoRenew: on }))) {
        throw new AppError('GOODS_NOT_FOUND');
      }
    },

    /** Job: renew expired auto-renew products from coins; those that cannot pay stay expired. */
    async autoRenewDue(): Promise<{ renewed: number; short: number }> {
      let renewed = 0;
      let short = 0;
      for (const g of await repo.expiredAutoRenew(deps.db, now())) {
        try {
          await deps.db.transaction(async (tx) => {
            // Re-read under lock: another worker may have renewed it meanwhile.
            const end = await repo.lockCoinEnd(tx, g.gdpSn);
            if (!end || end.getTime() > now().getTime()) return;
            // The auto-renewal quote's function (issue 28 §3).
            const charge = autoRenewalCharge(end, now());
            await deps.coins.spend(tx, {
              mbrSn: g.mbrSn,
              delta: charge.coins,
              kind: 'SPEND_RENEW',
              refType: 'goods-auto',
              refId: `${g.gdpSn}:${g.coinEndAt.toISOString()}`,
              purpose: 'autoRenew',
              itemTitle: g.title,
              itemNo: numberOf(g),
            });
            await repo.setCoinEnd(tx, g.gdpSn, charge.end);
            renewed += 1;
          });
        } catch (e) {
          if (e instanceof AppError && e.code === 'INSUFFICIENT_COINS') short += 1;
          else throw e;
        }
      }
      return { renewed, short };
    },

    // --- Cost before spending (issue 28 §3): what an action would take, without taking it. ---

    /** Registering `count` products now (the add box; issue 29's bulk add prices its rows here). */
    async quoteRegister(mbrSn: number, count = 1): Promise<SpendQuote> {
      return quoteAnswer(
        'register',
        count,
        registrationCharge(count, now()),
        await deps.coins.balance(mbrSn),
      );
    },

    /** Renewing one of the member's products now. */
    async quoteRenew(mbrSn: number, gdpSn: number): Promise<SpendQuote> {
      const g = await repo.ownedGoods(deps.db, mbrSn, gdpSn);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      return quoteAnswer('renew', 1, renewalCharge(g.coinEndAt, now()), await deps.coins.balance(mbrSn));
    },

    /** The next automatic renewal of one of the member's products (shown before turning it on). */
    async quoteAutoRenew(mbrSn: number, gdpSn: number): Promise<SpendQuote> {
      const g = await repo.ownedGoods(deps.db, mbrSn, gdpSn);
      if (!g) throw new AppError('GOODS_NOT_FOUND');
      const charge = autoRenewalCharge(g.coinEndAt, now());
      return quoteAnswer('autoRenew', 1, charge, await deps.coins.balance(mbrSn), charge.at);
    },

    /** Job: delete products expired more than 3 days ago (no recovery, spec 02 §4). */
    purgeExpired: () =>
      repo.deleteExpiredBefore(deps.db, new Date(now().getTime() - DELETE_AFTER_DAYS * 86_400_000)),
  };
}

export type GoodsRankService = ReturnType<typeof createGoodsRankService>;
