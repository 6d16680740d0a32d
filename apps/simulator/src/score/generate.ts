/** Deterministic data helpers shared by the score and ranking stand-ins. */
import { createHash } from 'node:crypto';

/** A seeded PRNG (mulberry32) from any string. */
export function rng(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export const between = (r: () => number, min: number, max: number): number =>
  min + Math.floor(r() * (max - min + 1));
export const round1 = (n: number): number => Math.round(n * 10) / 10;
export const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** Seeded Fisher–Yates shuffle (copy). */
export function shuffle<T>(r: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The Korea (UTC+9) calendar date of an instant, as yyyy-mm-dd. */
export function koreaDate(d: Date, offsetDays = 0): string {
  return new Date(d.getTime() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A small placeholder product picture, coloured by its id. */
export function productSvg(id: string): string {
  const hue = createHash('sha256').update(id).digest().readUInt16LE(0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="12" fill="hsl(${hue},60%,86%)"/><rect x="44" y="52" width="72" height="64" rx="8" fill="hsl(${hue},55%,55%)"/><circle cx="80" cy="44" r="14" fill="hsl(${hue},55%,45%)"/></svg>`;
}
