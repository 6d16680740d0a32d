import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import {
  type BulkKind,
  type BulkPreview,
  type BulkResult,
  type BulkResultRow,
  type BulkRow,
  type ProductNumberType,
  DAILY_PLACE_REGISTRATIONS,
  MAX_PLACES,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exactlyOnce } from '../../lib/idempotency';
import {
  type Checked,
  type SheetRow,
  applyPlaceLimits,
  checkGoodsRow,
  checkPlaceRow,
  placesLeftToday,
  refuseRepeats,
  refuseTracked,
} from './bulk-add.domain';
import type { BulkPlace, BulkProduct, GoodsBulkPort, PlacesBulkPort } from './bulk-add.ports';
import * as repo from './bulk-add.repository';
import type { SheetReader } from './bulk-add.sheet-pool';

/**
 * Look-ups in flight at once. A row's look-up is a product (or place) page fetch of about
 * 0.1–0.3 s at the source; one after the other, 500 rows would take minutes, and all at once
 * would run into the source's rate limit and the adapter's retry waits. Twelve keep a full file
 * near 15 s (bench/README.md, "Bulk add") while staying a small, steady load for the source.
 */
const LOOKUPS_AT_ONCE = 12;
/** Previews never confirmed are dropped after a day (each holds up to 500 rows). */
const PREVIEW_KEPT_MS = 86_400_000;

/** A row as the import keeps it: the preview's answer and what its look-up found. */
interface StoredRow extends BulkRow {
  product?: BulkProduct;
  placeId?: string;
  place?: BulkPlace;
}

const r = () => ko.bulkAdd.reasons;

const stored = <T>(c: Checked<T>, found: (read: T) => Partial<StoredRow>): StoredRow => ({
  row: c.row.row,
  input: c.row.input,
  keywords: c.row.keywords,
  memo: c.row.memo,
  title: null,
  ok: c.ok,
  reason: c.ok ? null : c.reason,
  ...(c.ok ? found(c.read) : {}),
});

const shown = ({ product: _p, placeId: _i, place: _pl, ...row }: StoredRow): BulkRow => row;

const resultRow = (row: StoredRow, id: number | null, reason: string | null): BulkResultRow => ({
  row: row.row,
  input: row.input,
  title: row.title,
  id,
  keywords: row.keywords,
  reason,
});

/** A look-up's refusal as the row's reason; anything else is not the row's fault and propagates. */
function lookupReason(e: unknown): string {
  if (!(e instanceof AppError)) throw e;
  switch (e.code) {
    case 'PRODUCT_NUMBER_INVALID':
      return r().notFound;
    case 'ENTER_NUMBER':
    case 'PRODUCT_LINK_INVALID':
      return r().inputInvalid;
    case 'PRODUCT_LOOKUP_UNAVAILABLE':
      return r().lookupUnavailable;
    case 'PLACE_INFO_INVALID':
      return r().placeNotFound;
    case 'PLACE_LOOKUP_UNAVAILABLE':
      return r().placeLookupUnavailable;
    default:
      throw e;
  }
}

/** A registration's refusal under the lock as the row's reason (something changed since the preview). */
function registrationReason(e: unknown): string {
  if (!(e instanceof AppError)) throw e;
  switch (e.code) {
    case 'GOODS_DUPLICATE':
      return r().alreadyTracked;
    case 'PLACE_DUPLICATE':
      return r().placeAlreadyTracked;
    case 'PLACE_LIMIT':
      return r().placeLimit(MAX_PLACES);
    case 'PLACE_DAILY_LIMIT':
      return r().placeDailyLimit(DAILY_PLACE_REGISTRATIONS);
    default:
      throw e;
  }
}

/**
 * Bulk add from a spreadsheet (issue 29 §2): upload → a validated preview kept in `bulk_imports`
 * → confirm, which registers every valid row in one transaction through the rank features' own
 * registration (same checks, same coin ledger rows), once per Idempotency-Key and once per import.
 */
export function createBulkAddService(deps: {
  db: Db;
  goods: GoodsBulkPort;
  places: PlacesBulkPort;
  /** Reads an upload off the event loop with its limits (bulk-add.sheet-pool.ts). */
  sheets: SheetReader;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function previewGoods(memberId: number, rows: SheetRow[]) {
    const limit = pLimit(LOOKUPS_AT_ONCE);
    const read = refuseRepeats(
      rows.map(checkGoodsRow),
      (a, b) => a.type === b.type && a.number === b.number,
      r().duplicateInFile,
    );
    const looked = await Promise.all(
      read.map((c): Promise<Checked<BulkProduct>> | Checked<BulkProduct> =>
        c.ok
          ? limit(async () => {
              try {
                const found = await deps.goods.resolveProduct({
                  type: c.read.type as ProductNumberType,
                  currentInput: c.read.number,
                });
                return { row: c.row, ok: true, read: found.product };
              } catch (e) {
                return { row: c.row, ok: false, reason: lookupReason(e) };
              }
            })
          : c,
      ),
    );
    const tracked = await deps.goods.trackedProductIds(memberId);
    const checked = refuseTracked(
      refuseRepeats(looked, deps.goods.sameProduct, r().duplicateInFile),
      (p) => tracked.some((t) => deps.goods.sameProduct(p, t)),
      r().alreadyTracked,
    );
    return checked.map((c) => stored(c, (product) => ({ product, title: product.title })));
  }

  async function previewPlaces(memberId: number, rows: SheetRow[]) {
    const limit = pLimit(LOOKUPS_AT_ONCE);
    const read = refuseRepeats(
      rows.map(checkPlaceRow),
      (a, b) => a.placeId === b.placeId,
      r().duplicatePlaceInFile,
    );
    const looked = await Promise.all(
      read.map(
        (
          c,
        ):
          | Promise<Checked<{ placeId: string; place: BulkPlace }>>
          | Checked<{ placeId: string; place: BulkPlace }> =>
          c.ok
            ? limit(async () => {
                try {
                  return { row: c.row, ok: true, read: await deps.places.resolvePlace(c.read.placeId) };
                } catch (e) {
                  return { row: c.row, ok: false, reason: lookupReason(e) };
                }
              })
            : c,
      ),
    );
    const snapshot = await deps.places.registrationSnapshot(memberId);
    const checked = applyPlaceLimits(
      refuseTracked(looked, (p) => snapshot.placeIds.includes(p.placeId), r().placeAlreadyTracked),
      { placeCount: snapshot.placeIds.length, registeredToday: snapshot.registeredToday },
    );
    return {
      rows: checked.map((c) =>
        stored(c, ({ placeId, place }) => ({ placeId, place, title: place.name || null })),
      ),
      leftToday: placesLeftToday({
        placeCount: snapshot.placeIds.length,
        registeredToday: snapshot.registeredToday,
      }),
    };
  }

  return {
    /** Reads and validates an uploaded file (every row looked up) and keeps the preview. */
    async upload(memberId: number, kind: BulkKind, file: Buffer): Promise<BulkPreview> {
      const sheet = await deps.sheets.read(kind, file);
      const fileSha256 = createHash('sha256').update(file).digest('hex');
      const places = kind === 'place' ? await previewPlaces(memberId, sheet) : null;
      const rows = places ? places.rows : await previewGoods(memberId, sheet);
      const valid = rows.filter((row) => row.ok).length;
      const quote = kind === 'goods' ? await deps.goods.quoteRegister(memberId, valid) : null;
      const at = now();
      await repo.deleteStalePreviews(deps.db, memberId, new Date(at.getTime() - PREVIEW_KEPT_MS));
      const importSn = await repo.insertImport(deps.db, {
        mbrSn: memberId,
        kind,
        fileSha256,
        rows,
        createdAt: at,
      });
      const refusal = valid === 0 ? ko.bulkAdd.nothingToAdd : quote && !quote.enough ? quote.message : null;
      return {
        importSn,
        kind,
        rows: rows.map(shown),
        total: rows.length,
        valid,
        coins: quote?.coins ?? 0,
        balance: quote?.balance ?? 0,
        balanceAfter: quote?.balanceAfter ?? 0,
        confirmable: refusal === null,
        refusal,
        placeLimits: places
          ? { maxPlaces: MAX_PLACES, daily: DAILY_PLACE_REGISTRATIONS, leftToday: places.leftToday }
          : null,
      };
    },

    /**
     * Adds every valid row of the member's import in one transaction under the member's lock,
     * once per Idempotency-Key (a repeat answers the first result) and once per import (a second
     * confirm, with another key, is refused after the first commits). A row that became a
     * duplicate or hit a place limit since the preview is refused with its reason; too few coins
     * refuses the whole confirm and nothing is written.
     */
    async confirm(memberId: number, importSn: number, key: string): Promise<BulkResult> {
      const norms: string[] = [];
      let kind: BulkKind = 'goods';
      const result = await exactlyOnce(
        deps.db,
        { mbrSn: memberId, key, operation: 'bulk-add-confirm', request: { importSn } },
        async (tx): Promise<Omit<BulkResult, 'balance'>> => {
          const found = await repo.lockOwnedImport(tx, memberId, importSn);
          if (!found) throw new AppError('BULK_IMPORT_NOT_FOUND');
          if (found.status === 'confirmed') throw new AppError('BULK_ALREADY_CONFIRMED');
          kind = found.kind as BulkKind;
          const rows = found.rows as StoredRow[];
          const at = now();
          const added: BulkResultRow[] = [];
          const refused: BulkResultRow[] = [];
          let coins = 0;
          const lock = kind === 'goods' ? deps.goods : deps.places;
          await lock.lockMemberForRegistration(tx, memberId);
          for (const row of rows) {
            if (!row.ok) {
              refused.push(resultRow(row, null, row.reason));
              continue;
            }
            try {
              if (kind === 'goods') {
                const done = await deps.goods.registerProductWithKeywords(
                  tx,
                  memberId,
                  { product: row.product!, keywords: row.keywords, memo: row.memo },
                  at,
                );
                coins += done.coins;
                norms.push(...done.keywordNorms);
                added.push(resultRow(row, done.gdpSn, null));
              } else {
                const done = await deps.places.registerPlaceWithKeywords(
                  tx,
                  memberId,
                  { placeId: row.placeId!, place: row.place!, keywords: row.keywords },
                  at,
                );
                norms.push(...done.keywordNorms);
                added.push(resultRow(row, done.plceSn, null));
              }
            } catch (e) {
              // Only refusals checked before anything of the row is written land here.
              refused.push(resultRow(row, null, registrationReason(e)));
            }
          }
          const answer = { importSn, kind, added, refused, coins };
          await repo.markConfirmed(tx, importSn, answer, at);
          return answer;
        },
      );
      if (norms.length > 0) (kind === 'goods' ? deps.goods : deps.places).checkKeywordsSoon(norms);
      const balance = result.kind === 'goods' ? (await deps.goods.quoteRegister(memberId, 0)).balance : 0;
      return { ...result, balance };
    },

    /** Ends the sheet-reading thread (the app's close). */
    close: () => deps.sheets.close(),
  };
}

export type BulkAddService = ReturnType<typeof createBulkAddService>;
