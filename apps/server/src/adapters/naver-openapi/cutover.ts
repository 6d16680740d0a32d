/**
 * The developer center's end for the APIs that moved to NAVER API HUB (Naver's API terms, 부칙
 * 제2조 ①②④; reference/data-sources-2026.md §2): keys issued there work until 2027-06-30 24:00
 * Korea time, after which only the HUB serves local search, DataLab and Shopping Insight. With
 * `developers` configured the app warns from 30 days before (at start and on 수집 현황) and, once
 * it has passed, refuses those calls itself with a typed error instead of sending requests Naver
 * no longer answers.
 */
import { kstDate } from '@seller/shared';
import { ProviderError } from '../http';
import type { NaverApiPlatformId } from './platform';

/** The last Korea day the developer center serves them. */
const DEVELOPERS_LAST_DAY = '2027-06-30';
/** 2027-06-30 24:00 KST. */
const DEVELOPERS_END = new Date('2027-06-30T15:00:00Z');
/** The warning starts on the Korea day 30 days before the last: 2027-05-31 00:00 KST. */
const WARN_FROM = new Date('2027-05-30T15:00:00Z');

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Where the developer center stands for a deployment configured on it, or null: nothing to say. */
export type DevelopersCutover =
  { state: 'ending'; lastDay: string; daysLeft: number } | { state: 'ended'; lastDay: string; daysLeft: 0 };

export function developersCutover(platform: NaverApiPlatformId, now: Date): DevelopersCutover | null {
  if (platform !== 'developers' || now < WARN_FROM) return null;
  if (now >= DEVELOPERS_END) return { state: 'ended', lastDay: DEVELOPERS_LAST_DAY, daysLeft: 0 };
  return {
    state: 'ending',
    lastDay: DEVELOPERS_LAST_DAY,
    daysLeft: dayNumber(DEVELOPERS_LAST_DAY) - dayNumber(kstDate(now)),
  };
}

/** The operator's line at start (English, as every log line), or null. */
export function developersCutoverWarning(platform: NaverApiPlatformId, now: Date): string | null {
  const c = developersCutover(platform, now);
  if (!c) return null;
  const move =
    'Set NAVER_API_PLATFORM=hub with NAVER_API_HUB_CLIENT_ID and NAVER_API_HUB_CLIENT_SECRET (NCP console › ' +
    'NAVER API HUB › Application; docs/data-sources.md).';
  return c.state === 'ended'
    ? `NAVER_API_PLATFORM=developers: the Naver developer center ended local search, DataLab and Shopping ` +
        `Insight on ${c.lastDay} 24:00 KST; those calls are refused. ${move}`
    : `NAVER_API_PLATFORM=developers: the Naver developer center ends local search, DataLab and Shopping ` +
        `Insight on ${c.lastDay} 24:00 KST (${c.daysLeft} days left). ${move}`;
}

/**
 * A call on the developer center after its end, refused before it is made. Its `code` is the
 * shared error code (packages/shared errors.ts): features pass it on as is, a 503 with the Korean
 * message that names the HUB's variables, never a 500.
 */
export class DevelopersEndedError extends ProviderError {
  readonly code = 'NAVER_DEVELOPERS_ENDED';
  constructor(service: string) {
    super(
      service,
      'unconfigured',
      `the Naver developer center ended this API on ${DEVELOPERS_LAST_DAY} 24:00 KST: set NAVER_API_PLATFORM=hub ` +
        'with NAVER_API_HUB_CLIENT_ID and NAVER_API_HUB_CLIENT_SECRET',
    );
    this.name = 'DevelopersEndedError';
  }
}
