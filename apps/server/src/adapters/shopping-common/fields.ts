/**
 * zod readers for the product fields of shopping providers whose answers are UNCONFIRMED
 * (docs/data-sources.md): every field is read tolerantly (a number may come as "39,900원", an id
 * as a number), anything unreadable becomes null (missing is missing, never 0), and the objects
 * around them keep unknown keys (z.looseObject), so a provider adding fields breaks nothing.
 */
import { z } from 'zod';
import type { ShoppingEntry } from '../../lib/shopping-source/port';
import { id, plain } from '../parse';

/** 39900, "39,900", "39,900원", "₩39,900", "4.8", "1,000+" → number; "", "무료", junk → null. */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  // \u20a9 is the won sign, \uc6d0 the word for won (Hangul stays out of code: eslint).
  const s = v.replace(/[\s,+\u20a9]|\uc6d0$/g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

/** true/false, "true"/"false", 1/0, "Y"/"N" → boolean; anything else → null. */
export function boolOf(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase();
  if (['true', 'y', 'yes', '1'].includes(s)) return true;
  if (['false', 'n', 'no', '0'].includes(s)) return false;
  return null;
}

/** Any value, the key may be absent: an object's field that is read, never required. */
const field = z.unknown().optional();
export const zText = field.transform((v) => plain(v) || null);
export const zId = field.transform((v) => id(v) || null);
export const zNumber = field.transform(numberOf);
export const zInt = field.transform((v) => {
  const n = numberOf(v);
  return n === null ? null : Math.trunc(n);
});
export const zBool = field.transform(boolOf);

/** The store product number of a smart-store / brand-store link (…/products/{no}), else null. */
export function storeProductNoOf(url: string | null): string | null {
  const m = url ? /\/products\/(\d+)(?:[/?#]|$)/.exec(url) : null;
  return m ? m[1]! : null;
}

/** A catalogue link (search.shopping.naver.com/catalog/{id}) says the product is one. */
function catalogOf(url: string | null): boolean | null {
  if (!url) return null;
  if (/\/catalog\/\d+/.test(url)) return true;
  return storeProductNoOf(url) ? false : null;
}

/** An entry from what a source gave; the store number and catalogue flag fall back on the link. */
export function entryOf(slot: number, f: Omit<ShoppingEntry, 'slot'>): ShoppingEntry {
  return {
    ...f,
    slot,
    storeProductNo: f.storeProductNo ?? storeProductNoOf(f.url),
    isCatalog: f.isCatalog ?? catalogOf(f.url),
  };
}
