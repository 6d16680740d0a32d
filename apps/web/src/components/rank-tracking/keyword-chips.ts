import { normalizeKeyword } from '@seller/shared/rules/goods-rank';

/** A typed keyword as it is kept: trimmed, inner spaces collapsed (the server does the same). */
const tidyKeyword = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * Adds what was typed to the chips: each comma-separated part once (by the server's normalized
 * form), up to `max`. Answers the new chips and why a part was left out, if one was.
 */
export function addKeywords(
  chips: readonly string[],
  typed: string,
  max: number,
): { chips: string[]; refused: { kind: 'duplicate'; keyword: string } | { kind: 'full' } | null } {
  const next = [...chips];
  let refused: { kind: 'duplicate'; keyword: string } | { kind: 'full' } | null = null;
  for (const part of typed.split(',').map(tidyKeyword)) {
    if (part === '') continue;
    if (next.some((c) => normalizeKeyword(c) === normalizeKeyword(part))) {
      refused = { kind: 'duplicate', keyword: part };
      continue;
    }
    if (next.length >= max) {
      refused = { kind: 'full' };
      break;
    }
    next.push(part);
  }
  return { chips: next, refused };
}
