import type {
  AgencyLogo,
  AgencySettingsAnswer,
  AgencySettingsBody,
} from '@seller/shared/schemas/agency-settings';
import { call } from '../../../lib/api-call';

/** 대행사 설정 (issue 40 §1): the name and logo on the agency's client reports. */
export async function fetchAgencySettings(signal?: AbortSignal): Promise<AgencySettingsAnswer> {
  return (await call('GET', '/v1/agencyMenu/settings', {}, { signal })).data;
}

export async function saveAgencyName(body: AgencySettingsBody): Promise<AgencySettingsAnswer> {
  return (await call('PUT', '/v1/agencyMenu/settings', { body })).data;
}

/** Multipart upload of the logo (it replaces the one before). */
export async function uploadAgencyLogo(file: File): Promise<AgencyLogo> {
  return (await call('POST', '/v1/agencyMenu/settings/logo', { file })).data;
}

export async function deleteAgencyLogo(): Promise<{ deleted: boolean }> {
  return (await call('DELETE', '/v1/agencyMenu/settings/logo', {})).data;
}
