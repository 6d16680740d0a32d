/**
 * 대행사 설정 (issue 40 §1): the agency's name and logo, shown on its white-label client reports
 * (the /report/:token page and the PDF). One logo per agency group.
 */
import { z } from './zod';
import { ko } from '../messages/ko';
import { COMPANY_NAME_MAX } from './agency';

const v = ko.agencyValidation;

/** The logo types an agency may upload: raster only (SVG can carry script), sniffed by their bytes. */
export const AGENCY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AgencyLogoType = (typeof AGENCY_LOGO_TYPES)[number];
/** A logo is shown small: 512 KB is plenty and keeps the report page and the PDF light. */
export const AGENCY_LOGO_MAX_BYTES = 512 * 1024;
/** Where a logo is served from: `/v1/agency-logos/<32 hex>.<png|jpg|webp>`, a new name per upload. */
export const AGENCY_LOGO_URL_PREFIX = '/v1/agency-logos/';
export const agencyLogoUrl = (fileName: string): string => `${AGENCY_LOGO_URL_PREFIX}${fileName}`;

export const agencyLogo = z.object({
  /** The public address of the logo (a new one at every upload, so caches never show an old one). */
  url: z.string(),
  contentType: z.enum(AGENCY_LOGO_TYPES),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  updatedAt: z.string(),
});
export type AgencyLogo = z.infer<typeof agencyLogo>;

/** GET /v1/agencyMenu/settings: what the agency's reports carry. */
export const agencySettingsAnswer = z.object({
  /** The group's company name; null before the agency has a group (made at its first save). */
  companyName: z.string().nullable(),
  logo: agencyLogo.nullable(),
});
export type AgencySettingsAnswer = z.infer<typeof agencySettingsAnswer>;

/** PUT /v1/agencyMenu/settings {companyName}: the name its reports show ("제공: <name>"). */
const companyName = z
  .string({ error: v.companyRequired })
  .trim()
  .min(1, v.companyRequired)
  .max(COMPANY_NAME_MAX, v.companyTooLong);
export const agencySettingsBody = z.looseObject({ companyName });
export type AgencySettingsBody = z.input<typeof agencySettingsBody>;

/** The settings form (react-hook-form + zod). */
export const agencySettingsForm = z.object({ companyName });
export type AgencySettingsForm = z.input<typeof agencySettingsForm>;
