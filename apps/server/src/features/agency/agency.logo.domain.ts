import {
  AGENCY_LOGO_TYPES,
  AGENCY_LOGO_URL_PREFIX,
  type AgencyLogoType,
  type ErrorCode,
  agencyLogoUrl,
} from '@seller/shared';

/**
 * The agency logo's rules (issue 40 §1), pure: which sniffed types are a logo, its public file
 * name, the dimensions a report can show, and the answer to a conditional GET.
 */

/** Where logos are served: GET /v1/agency-logos/<name>. */
export const LOGO_URL_PREFIX = AGENCY_LOGO_URL_PREFIX;
/** A logo is shown at most ~200 px wide; smaller than this is a favicon, larger a photo. */
const LOGO_MIN_SIDE = 16;
const LOGO_MAX_SIDE = 4000;

const EXTENSION: Record<AgencyLogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** A sniffed type as a logo type, or null (GIF and anything else are refused). */
export function logoTypeOf(sniffed: string | null): AgencyLogoType | null {
  return (AGENCY_LOGO_TYPES as readonly string[]).includes(sniffed ?? '')
    ? (sniffed as AgencyLogoType)
    : null;
}

/** A new public file name from 16 random bytes: it names the upload, never the group. */
export function logoFileName(random: Uint8Array, type: AgencyLogoType): string {
  return `${Buffer.from(random).toString('hex')}.${EXTENSION[type]}`;
}

export const isLogoName = (name: string): boolean => NAME.test(name);

export const logoUrl = agencyLogoUrl;

/** Why an image of these dimensions is no logo, or null. */
export function dimensionsRefusal(width: number, height: number): ErrorCode | null {
  const ok = (side: number) => Number.isInteger(side) && side >= LOGO_MIN_SIDE && side <= LOGO_MAX_SIDE;
  return ok(width) && ok(height) ? null : 'AGENCY_LOGO_DIMENSIONS';
}

/** The strong ETag of a logo from its SHA-256. */
export const logoEtag = (sha256: string): string => `"${sha256.slice(0, 32)}"`;

/** True when an If-None-Match header names this ETag (a list, a weak form or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
