/** Digits a coin or count input keeps (one billion and more is never a sensible grant or filter). */
const COUNT_INPUT_MAX_DIGITS = 9;

/** Number inputs accept digits only (spec 01 §5): anything else is stripped. */
export function digitsOnly(value: string, maxDigits = COUNT_INPUT_MAX_DIGITS): string {
  return value.replace(/\D/g, '').slice(0, maxDigits);
}

/** A digits-only input as a number, or null when empty. */
export const countValue = (value: string): number | null => {
  const d = digitsOnly(value);
  return d === '' ? null : Number(d);
};
