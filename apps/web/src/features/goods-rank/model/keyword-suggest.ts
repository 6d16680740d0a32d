import type { RelatedAnswer } from '@seller/shared/schemas/keyword-analysis';
import { normalizeKeyword } from '@seller/shared/rules/goods-rank';
import { TREND_MAX_KEYWORDS, uniqueKeywords } from '@seller/shared/rules/keyword-analysis';

/** How many suggestions the add box shows at once (issue 39 §1). */
export const SUGGESTIONS_SHOWN = 8;
/** The related-keyword tool takes at most this many hint keywords, each this long. */
const MAX_HINTS = TREND_MAX_KEYWORDS;
const HINT_MAX_LENGTH = 50;

/** Bracketed asides of a title: [무료배송], (2개입), 【특가】, <신상>, {세트}. */
const ASIDES = /\[[^\]]*\]|\([^)]*\)|【[^】]*】|<[^>]*>|\{[^}]*\}/g;
/** What separates a title's words besides spaces. */
const SEPARATORS = /[\s,/|·+&_~!?*#"'‘’“”:;]+/u;
/** Leading and trailing marks of a word (a dash, a dot). */
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The hint keywords for a product's related keywords: the keyword it was found with (when known),
 * then the title's main words in order, without bracketed asides and without words that hold a
 * digit (sizes, counts, 1+1). At most five, as the tool takes.
 */
export function titleHints(title: string, keyword?: string | null): string[] {
  const words = title
    .replace(ASIDES, ' ')
    .split(SEPARATORS)
    .map((w) => w.replace(EDGES, ''))
    .filter((w) => w.length >= 2 && w.length <= HINT_MAX_LENGTH && !/\d/.test(w));
  return uniqueKeywords([...(keyword ? [keyword] : []), ...words]).slice(0, MAX_HINTS);
}

/** The tool's keywords in its order (the hints' own rows first), each once. */
export function relatedWords(answer: RelatedAnswer): string[] {
  return uniqueKeywords(answer.relatedKeyword.map((row) => row.relKeyword));
}

/** What the box shows: the first suggestions that are not chips already. */
export function shownSuggestions(words: readonly string[], chips: readonly string[]): string[] {
  const taken = new Set(chips.map(normalizeKeyword));
  return words.filter((w) => !taken.has(normalizeKeyword(w))).slice(0, SUGGESTIONS_SHOWN);
}
