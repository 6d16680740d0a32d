import {
  type ChangeKind,
  type ChangeMark,
  type ErrorCode,
  type ProductNumberType,
  productInputSchema,
} from '@seller/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { CoinsPort } from '../coins/index';
import { AppError } from '../../lib/app-error';
import { createActionGuard } from '../../lib/action-guard';
import { type ProductIds, sameProduct } from './goods-rank.domain';
import type { ProductInfo, ProductLookupPort } from './goods-rank.ports';
import * as repo from './goods-rank.repository';

/*
 * What every use case of tracked products shares (issue 38 §4: the service is split by use case,
 * goods-rank.service.ts composes them): the dependencies, the clock, the change record, the
 * double-submit guard and the product look-up with its duplicate checks.
 */

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
  changesOf?: (goodsId: number, since: string) => Promise<ChangeMark[]>;
}

interface GoodsChange {
  mbrSn: number;
  kind: 'goods';
  targetId: number;
  change: ChangeKind;
  detail: string | null;
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

/** The shared parts of the goods-rank use cases (see the top of this file). */
export function createGoodsContext(deps: GoodsRankDeps) {
  const now = deps.now ?? (() => new Date());
  const listVersion = repo.listVersionQuery(deps.db);
  const record = async (
    tx: DbOrTx,
    memberId: number,
    goodsId: number,
    change: ChangeKind,
    detail: string | null,
  ) => {
    await deps.recordChange?.(tx, { mbrSn: memberId, kind: 'goods', targetId: goodsId, change, detail });
  };

  /** A member's double submit of the same action answers 'already processing', on any instance. */
  const once = createActionGuard(deps.db, 'goods-rank');

  /**
   * The product behind a number, or a refusal (issue 23 point 4). While the look-up is down the
   * call is refused and nothing is charged: the issue also allows registering it free and
   * refunding after a day, but that needs a pending state, a resolver and a refund across
   * instances, while a refusal keeps "charged" meaning "found" and the member simply retries.
   */
  async function lookUp(read: { type: ProductNumberType; number: string }): Promise<ProductInfo> {
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
    // One message for a number that finds nothing, on add, preview and change (spec 02 §8, issue 39 §5).
    if (!info) throw new AppError('PRODUCT_NUMBER_INVALID');
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
  async function duplicateOf(db: DbOrTx, memberId: number, ids: ProductIds, except?: number) {
    const rows = await repo.productIdsOfMember(db, memberId);
    return rows.find((r) => r.gdpSn !== except && sameProduct(ids, r))?.gdpSn ?? null;
  }

  async function refuseDuplicate(db: DbOrTx, memberId: number, ids: ProductIds, except?: number) {
    const goodsId = await duplicateOf(db, memberId, ids, except);
    if (goodsId !== null) throw new AppError('GOODS_DUPLICATE', undefined, { gdpSn: goodsId });
  }

  /** What the entered number alone says, before the look-up tells the product's other numbers. */
  const enteredIds = (read: { type: ProductNumberType; number: string }): ProductIds => ({
    midNo: read.type === 'midNum' ? read.number : null,
    mallPid: read.type === 'prodNum' ? read.number : null,
    matchingModelMidNo: null,
  });

  return {
    deps,
    now,
    listVersion,
    record,
    once,
    lookUp,
    detailsOf,
    readInput,
    duplicateOf,
    refuseDuplicate,
    enteredIds,
  };
}

export type GoodsContext = ReturnType<typeof createGoodsContext>;
