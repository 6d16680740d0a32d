import { josa, numberToHangul } from 'es-hangul';

type Pair = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로';

/** What a message writes when the word's sound is unknown (a Latin word, an e-mail address). */
const BOTH: Record<Pair, string> = {
  '이/가': '이(가)',
  '을/를': '을(를)',
  '은/는': '은(는)',
  '와/과': '와(과)',
  '으로/로': '(으)로',
};

const HANGUL_SYLLABLE = /[가-힣]$/;
const TRAILING_DIGITS = /(\d+)$/;

/**
 * The particle that follows `word`, chosen by its last syllable as read aloud (es-hangul's
 * `josa.pick`): a word ending in Hangul directly, a number by its Korean reading (123 → 백이십삼,
 * so "123이"), anything else (Latin, an address) with both forms, as Korean writing does.
 * Closing quotes, brackets and spaces after the word are skipped.
 */
export function particle(word: string, pair: Pair): string {
  const end = word.replace(/[\s'"’”)\]}»」』]+$/u, '');
  if (HANGUL_SYLLABLE.test(end)) return josa.pick(end, pair);
  const digits = TRAILING_DIGITS.exec(end)?.[1];
  if (digits) {
    // Read whole up to 12 digits (a longer number ends as its last 12 digits do).
    const n = Number(digits.length > 12 ? digits.slice(-12) : digits);
    if (Number.isSafeInteger(n)) return josa.pick(numberToHangul(n), pair);
  }
  return BOTH[pair];
}
