import type { AttributeValue } from '../../lib/rank-engine/store';
import type { ListedEntry } from '../../lib/rank-engine/walk';
import { type RankTarget, matches } from './goods-rank.domain';
import type { ShopItem } from './goods-rank.ports';

/**
 * What the shopping list said of a product on the day its rank was recorded (issue 42 §1), in
 * the order of db/schema/rank-tables GOODS_ATTRIBUTES: read from the entries the check fetched
 * anyway. A product not on the pages read has no title, price or counts that day (null, never 0);
 * `advertised` is whether one of its ad slots was among them, unknown (null) when the source does
 * not say which slots are ads.
 */
export interface GoodsAttributes {
  title: string | null;
  price: number | null;
  reviewCount: number | null;
  purchaseCount: number | null;
  rating: number | null;
  advertised: boolean | null;
}

const NONE: Omit<GoodsAttributes, 'advertised'> = {
  title: null,
  price: null,
  reviewCount: null,
  purchaseCount: null,
  rating: null,
};

export const attributeRow = (a: GoodsAttributes): readonly AttributeValue[] => [
  a.title,
  a.price,
  a.reviewCount,
  a.purchaseCount,
  a.rating,
  a.advertised,
];

const listedOf = (item: ShopItem | undefined): Omit<GoodsAttributes, 'advertised'> =>
  item
    ? {
        title: item.title || null,
        price: item.lprice,
        reviewCount: item.reviewCount ?? null,
        purchaseCount: item.purchaseCount ?? null,
        rating: item.rating ?? null,
      }
    : NONE;

/** The ads among the entries, and whether the source said which entries are ads at all. */
function adsOf(entries: readonly ListedEntry<ShopItem>[]) {
  // An empty list says nothing of ads either.
  const said = entries.length > 0 && entries.every((e) => e.item.adKnown !== false);
  const ads = entries.filter((e) => e.rank === null).map((e) => e.item);
  return { said, ads };
}

/** The tracked products' attributes of one check: built once, asked per target. */
export function trackedAttributes(entries: readonly ListedEntry<ShopItem>[]) {
  const { said, ads } = adsOf(entries);
  return (target: RankTarget, item: ShopItem | undefined): GoodsAttributes => ({
    ...listedOf(item),
    advertised: said ? ads.some((a) => matches(target, a)) : null,
  });
}

/** Pinned rivals by shopping productId: their first organic entry and whether an ad slot of theirs was read. */
export function rivalAttributes(entries: readonly ListedEntry<ShopItem>[]) {
  const { said } = adsOf(entries);
  const organic = new Map<string, { rank: number; item: ShopItem }>();
  const advertised = new Set<string>();
  for (const e of entries) {
    const id = e.item.productId;
    if (id === null) continue;
    if (e.rank === null) advertised.add(id);
    else if (!organic.has(id)) organic.set(id, { rank: e.rank, item: e.item });
  }
  return (productId: string): { rank: number | null } & GoodsAttributes => {
    const hit = organic.get(productId);
    return {
      rank: hit?.rank ?? null,
      ...listedOf(hit?.item),
      advertised: said ? advertised.has(productId) : null,
    };
  };
}
