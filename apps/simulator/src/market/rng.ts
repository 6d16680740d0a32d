/** Seeded, pure randomness for the synthetic market: same inputs, same numbers, on any machine. */

/** 32-bit FNV-1a over the UTF-16 code units, then an avalanche step. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** Integer mixer (murmur3 finaliser): cheap noise from numbers without building strings. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A uniform number in [0, 1) from integer parts. */
export function unit(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = mix32((h + Math.imul(p | 0, 0x27d4eb2d)) | 0);
  return h / 4294967296;
}

export type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function rngFor(...parts: (string | number)[]): Rng {
  return mulberry32(hash32(parts.join('\u241f')));
}

export function pick<T>(r: Rng, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

export function intBetween(r: Rng, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

/** Keyword identity: Naver search ignores case and repeated spaces. */
export function normKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The 7-digit keyword code embedded in every synthetic id, so ids decode back to their keyword. */
export function keywordCode(keyword: string): string {
  return String(hash32(normKeyword(keyword)) % 10_000_000).padStart(7, '0');
}

/** A second, unrelated-looking code for store product numbers (they differ from productId). */
export function storeCode(code: string): string {
  return String((Number(code) * 7 + 3_141_592) % 10_000_000).padStart(7, '0');
}

/** Days since 1970-01-01 of a yyyy-mm-dd date. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** A base62 string of fixed length (smart-store channel uids look like 2sWDwjRGh5VajdQmiM4w2). */
export function base62(r: Rng, length: number): string {
  const abc = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let i = 0; i < length; i++) s += abc[Math.floor(r() * 62)];
  return s;
}
