import * as ko from '@seller/shared/messages/sections';
import { AGENCY_LOGO_MAX_BYTES, AGENCY_LOGO_TYPES } from '@seller/shared/schemas/agency-settings';

const t = ko.agencySettings;
export const LOGO_MAX_KB = Math.floor(AGENCY_LOGO_MAX_BYTES / 1024);
/** The file picker's filter (the server reads the bytes; this only spares a useless upload). */
export const LOGO_ACCEPT = AGENCY_LOGO_TYPES.join(',');

/**
 * Why a picked file will not do as a logo, before it is sent: the browser's type and the size.
 * The server decides by the file's bytes; this catches the obvious cases at once.
 */
export function logoFileRefusal(file: { type: string; size: number }): string | null {
  if (file.size === 0) return t.logoRequired;
  if (!(AGENCY_LOGO_TYPES as readonly string[]).includes(file.type)) return t.logoTypeInvalid;
  if (file.size > AGENCY_LOGO_MAX_BYTES) return t.logoTooLarge(LOGO_MAX_KB);
  return null;
}

/** "12.3KB · 240×60px" under the logo. */
export function logoSizeText(logo: { size: number; width: number; height: number }): string {
  const kb = (Math.round((logo.size / 1024) * 10) / 10).toLocaleString('ko-KR');
  return t.logoSize(kb, logo.width, logo.height);
}
