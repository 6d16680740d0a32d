import { DAILY_PLACE_REGISTRATIONS, type ErrorCode, MAX_PLACES } from '@seller/shared';

/** Place list pages of 100 entries (ads included). */
export const PLACE_PAGE_SIZE = 100;
/**
 * Page budget of one check: 300 organic places plus the ads mixed in (a few at the top, about one
 * in fifteen after that) fit in 4 pages; the fifth leaves room for a list heavier on ads.
 */
export const PLACE_MAX_PAGES = 5;

/** Keywords keep the member's spelling with spaces collapsed. */
export const cleanKeyword = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

export interface RegistrationState {
  placeCount: number;
  registeredToday: number;
  alreadyTracked: boolean;
  confirmDuplicate: boolean;
}

/**
 * Why a registration is refused, or null. The hard limits come first (10 places, 2 a Korea day);
 * a place id the member already tracks only asks for a confirmation.
 */
export function registrationRefusal(s: RegistrationState): ErrorCode | null {
  if (s.placeCount >= MAX_PLACES) return 'PLACE_LIMIT';
  if (s.registeredToday >= DAILY_PLACE_REGISTRATIONS) return 'PLACE_DAILY_LIMIT';
  if (s.alreadyTracked && !s.confirmDuplicate) return 'PLACE_DUPLICATE';
  return null;
}

/** The Korea date `days` before a Korea date (yyyy-MM-dd). */
export function daysBefore(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
