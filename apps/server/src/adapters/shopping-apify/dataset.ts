/**
 * Reads the dataset rows of one synchronous actor run into the port's entries, through the
 * actor's mapping (mappings.ts). Everything is read tolerantly (shopping-common/fields.ts);
 * refused are a row reporting a failed page (blocked when it carries Naver's refusal), a missing
 * position when the mapping has one, a product without any id, and two rows in one slot.
 */
import { ShoppingSourceError, type ShoppingEntry, type ShoppingPage } from '../../lib/shopping-source/port';
import { isObj, plain } from '../parse';
import { saysBlocked } from '../shopping-common/blocked';
import { entryOf, zBool, zId, zInt, zNumber, zText } from '../shopping-common/fields';
import { excerpt } from '../shopping-common/metered';
import type { ApifyMapping } from './mappings';

const SOURCE = 'apify';
type Row = Record<string, unknown>;

function at(row: Row, path: string): unknown {
  // A key with dots in it ("#debug.url") is read whole first, then as a path.
  if (path in row) return row[path];
  let v: unknown = row;
  for (const part of path.split('.')) v = isObj(v) ? v[part] : undefined;
  return v;
}

function first(row: Row, paths: string[]): unknown {
  for (const p of paths) {
    const v = at(row, p);
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

const drift = (field: string, row: unknown) =>
  new ShoppingSourceError(SOURCE, 'drift', `the dataset has no usable ${field}`, {
    field,
    detail: excerpt(row),
  });

/** A category given as a path string, an array of levels or an object with a name. */
function category(v: unknown): string | null {
  if (Array.isArray(v))
    return (
      v
        .map((x) => (isObj(x) ? plain(x.name) : plain(x)))
        .filter(Boolean)
        .join('>') || null
    );
  return (isObj(v) ? plain(v.name ?? v.id) : plain(v)) || null;
}

/** The error a failed-page row reports, or null for a product row. */
function rowError(row: Row, m: ApifyMapping): string | null {
  const flagged = m.output.error.some((p) => {
    const v = at(row, p);
    return v === true || (typeof v === 'string' && v.trim() !== '');
  });
  if (!flagged) return null;
  const message = ['errorMessage', 'error', 'message', '#debug.errorMessages'].map((p) => at(row, p));
  const text = message.find((v) => typeof v === 'string' && v) as string | undefined;
  return text ?? JSON.stringify(row).slice(0, 300);
}

function toEntry(slot: number, row: Row, m: ApifyMapping): ShoppingEntry {
  const o = m.output;
  return entryOf(slot, {
    isAd: o.isAd.length ? zBool.parse(first(row, o.isAd)) : null,
    nvMid: zId.parse(first(row, o.nvMid)),
    storeProductNo: zId.parse(first(row, o.storeProductNo)),
    isCatalog: zBool.parse(first(row, o.isCatalog)),
    title: zText.parse(first(row, o.title)),
    mallName: zText.parse(first(row, o.mallName)),
    image: zText.parse(first(row, o.image)),
    url: zText.parse(first(row, o.url)),
    price: zNumber.parse(first(row, o.price)),
    reviewCount: zInt.parse(first(row, o.reviewCount)),
    purchaseCount: zInt.parse(first(row, o.purchaseCount)),
    rating: zNumber.parse(first(row, o.rating)),
    category: category(first(row, o.category)),
  });
}

/**
 * Slots `from`…`to` of the dataset. `firstSlot` is the slot of the dataset's first row when the
 * order gives the slot (1, or the offset asked for).
 */
export function readDataset(
  body: unknown,
  m: ApifyMapping,
  range: { from: number; to: number; firstSlot: number },
): ShoppingPage {
  if (!Array.isArray(body))
    throw new ShoppingSourceError(SOURCE, 'malformed', 'the dataset is not a JSON array');
  const rows = body.map((r) => {
    if (!isObj(r)) throw drift('row object', r);
    return r;
  });
  for (const row of rows) {
    const error = rowError(row, m);
    if (error === null) continue;
    const detail = error.slice(0, 200);
    if (saysBlocked(error))
      throw new ShoppingSourceError(SOURCE, 'blocked', 'Naver refused the actor', { detail });
    throw new ShoppingSourceError(SOURCE, 'run-failed', 'the actor reported a failed page', { detail });
  }
  const positioned = m.output.position.length > 0;
  const all = rows.map((row, i) => {
    let slot = range.firstSlot + i;
    if (positioned) {
      const p = zInt.parse(first(row, m.output.position));
      if (p === null || p < 1) throw drift(m.output.position.join('|'), row);
      slot = p;
    }
    const entry = toEntry(slot, row, m);
    if (entry.isAd !== true && entry.nvMid === null && entry.storeProductNo === null)
      throw drift([...m.output.nvMid, ...m.output.storeProductNo].join('|'), row);
    return entry;
  });
  all.sort((a, b) => a.slot - b.slot);
  if (all.some((e, i) => i > 0 && e.slot === all[i - 1]!.slot))
    throw drift('position (two rows in one slot)', body);

  const total = rows.length ? zInt.parse(first(rows[0]!, m.output.total)) : null;
  const entries = all.filter((e) => e.slot >= range.from && e.slot <= range.to);
  const wanted = range.to - range.from + 1;
  if (entries.some((e, i) => e.slot !== range.from + i))
    throw new ShoppingSourceError(SOURCE, 'short', 'the run left slots out', {
      detail: excerpt(entries.map((e) => e.slot)),
    });
  if (entries.length === wanted) return { entries, total, end: total !== null && range.to >= total };
  const last = entries.length ? entries[entries.length - 1]!.slot : range.from - 1;
  if (entries.length === 0 && (total === null || total >= range.from))
    throw new ShoppingSourceError(SOURCE, 'short', 'the run returned no products', {
      detail: `${rows.length} rows`,
    });
  if (total !== null && last < Math.min(total, range.to))
    throw new ShoppingSourceError(SOURCE, 'short', `the run returned ${entries.length} of ${wanted} slots`, {
      detail: `total ${total}, last slot ${last}`,
    });
  // Fewer than asked and no total that says more exist: the list ends here (docs: an actor that
  // stops early without saying so cannot be told apart from a short list).
  return { entries, total, end: true };
}
