/** Synthetic places (local businesses) per keyword, generated on demand like products. */
import { hash32, intBetween, keywordCode, pick, rngFor } from './rng';
import words from './words.json' with { type: 'json' };

/** Index offset of the places used as paid entries (ads) for a keyword. */
export const PLACE_AD_BASE = 900;

export interface SimPlace {
  keyword: string;
  index: number;
  id: string;
  name: string;
  category: string;
  address: string;
  roadAddress: string;
  /** WGS84 longitude / latitude. */
  x: number;
  y: number;
  imageUrl: string;
  visitorReviewCount: number;
  visitorReviewScore: number | null;
  blogCafeReviewCount: number;
  saveCount: number;
  options: string[];
  microReview: string | null;
}

/** Organic places per keyword: at least 300 (the deepest place rank tracked). */
export function placePoolSize(keyword: string): number {
  return 320 + (hash32(`places:${keyword}`) % 100);
}

function districtOf(keyword: string) {
  const d = words.places.districts;
  const named = d.find(
    (x) => keyword.includes(x.gu.slice(0, 2)) || x.dongs.some((n) => keyword.includes(n.slice(0, 2))),
  );
  return named ?? d[hash32(`district:${keyword}`) % d.length]!;
}

export function placeAt(keyword: string, index: number): SimPlace {
  const r = rngFor('place', keyword, index);
  const district = districtOf(keyword);
  const dong = pick(r, district.dongs);
  const road = pick(r, district.roads);
  // Paid entries are ordinary businesses too: give them the standing of a mid-list place.
  const standing = index >= PLACE_AD_BASE ? (index - PLACE_AD_BASE) * 7 + 20 : index;
  const popularity = Math.max(0.02, 1 - standing / 500);
  const visitorReviewCount = Math.floor(popularity ** 2 * 5_000 * r());
  const id = `3${keywordCode(keyword)}${String(index).padStart(3, '0')}`;
  const options = words.places.options.filter(() => r() < 0.3);
  return {
    keyword,
    index,
    id,
    name: [pick(r, words.places.names), pick(r, words.places.suffixes)].filter(Boolean).join(' '),
    category: pick(r, words.places.categories),
    address: `${district.city} ${district.gu} ${dong} ${intBetween(r, 1, 999)}-${intBetween(r, 1, 40)}`,
    roadAddress: `${district.city} ${district.gu} ${road} ${intBetween(r, 1, 300)}`,
    x: Number((district.x + (r() - 0.5) * 0.03).toFixed(7)),
    y: Number((district.y + (r() - 0.5) * 0.03).toFixed(7)),
    imageUrl: `https://ldb-phinf.pstatic.net/20240101_${intBetween(r, 1, 299)}/${id}_IMAGE.jpg`,
    visitorReviewCount,
    visitorReviewScore: visitorReviewCount > 5 ? Number((3.8 + r() * 1.2).toFixed(2)) : null,
    blogCafeReviewCount: Math.floor(visitorReviewCount * (0.1 + r() * 0.5)),
    saveCount: Math.floor(visitorReviewCount * (0.5 + r() * 2)),
    options,
    microReview: r() < 0.7 ? pick(r, words.places.microReviews) : null,
  };
}

export function parsePlaceId(id: string): { code: string; index: number } | null {
  const m = /^3(\d{7})(\d{3})$/.exec(id);
  return m ? { code: m[1]!, index: Number(m[2]) } : null;
}
