/**
 * Keyword demand: one seeded popularity per keyword drives search volumes (keywordstool),
 * the product total of the shopping search and the DataLab series, so they agree.
 */
import { PRODUCT_POOL } from './products';
import { hash32, normKeyword, rngFor, unit } from './rng';
import words from './words.json' with { type: 'json' };

const samples = new Set(words.sampleKeywords.map(normKeyword));

/** 0..1; sample keywords are popular ones. */
export function popularity(keyword: string): number {
  const k = normKeyword(keyword);
  const p = (hash32(`pop:${k}`) % 10_000) / 10_000;
  return samples.has(k) ? 0.6 + p * 0.4 : p * 0.85;
}

/** Keywords the ad system has never seen answer an empty list; `zz` marks one in tests. */
export function isUnknownKeyword(keyword: string): boolean {
  const k = normKeyword(keyword);
  return k === '' || k.includes('zz');
}

/** `total` of the shopping search for a keyword (always more than the reachable 1,000). */
export function productTotal(keyword: string): number {
  return PRODUCT_POOL + Math.round(10 ** (2 + popularity(keyword) * 4.5));
}

export interface Volume {
  pc: number;
  mobile: number;
  pcShare: number;
}

/** Monthly (30-day) searches. */
export function monthlyVolume(keyword: string): Volume {
  const k = normKeyword(keyword);
  const total = Math.round(10 ** (0.4 + popularity(k) * 5.2));
  const pcShare = 0.12 + unit(hash32(`pc:${k}`)) * 0.3;
  const pc = Math.round(total * pcShare);
  return { pc, mobile: total - pc, pcShare };
}

export type CompLevel = 'low' | 'mid' | 'high';

export function competition(keyword: string): CompLevel {
  const k = normKeyword(keyword);
  const score = 0.6 * popularity(k) + 0.4 * unit(hash32(`comp:${k}`));
  return score > 0.6 ? 'high' : score > 0.35 ? 'mid' : 'low';
}

/** Related keywords, stable per keyword, most relevant first. */
export function relatedKeywords(keyword: string): string[] {
  const k = normKeyword(keyword).replace(/\s+/g, '');
  if (!k) return [];
  const r = rngFor('related', k);
  const pool = [
    ...words.related.prefixes.map((p) => `${p}${k}`),
    ...words.related.suffixes.map((s) => `${k}${s}`),
    ...words.brands.slice(0, 12).map((b) => `${b}${k}`),
  ];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, 20 + Math.floor(r() * 26));
}
