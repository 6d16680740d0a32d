import { createHash, randomBytes } from 'node:crypto';
import {
  AGENCY_LOGO_MAX_BYTES,
  type AgencyLogo,
  type AgencySettingsAnswer,
  type SessionUser,
  ko,
} from '@seller/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sniffImageType } from '../../lib/image-type';
import { ensureGroup } from './agency.groups';
import { inspectLogo } from './agency.logo-image';
import { logoFileName, logoTypeOf, logoUrl } from './agency.logo.domain';
import * as repo from './agency.settings.repository';

export interface AgencySettingsDeps {
  db: Db;
  now: () => Date;
  maxLogoBytes?: number;
}

const kilobytes = (bytes: number) => Math.floor(bytes / 1024);

const logoView = (r: NonNullable<Awaited<ReturnType<typeof repo.logoOf>>>): AgencyLogo => ({
  url: logoUrl(r.fileName),
  contentType: r.contentType,
  size: r.size,
  width: r.width,
  height: r.height,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * 대행사 설정 (issue 40 §1): the name and logo of the agency's own group, shown on its client
 * reports. Only the agency member (MNPY_MBR) of the group changes them: the routes let only that
 * role in, and the group is the caller's own as the database has it, never one named in a request.
 */
export function createAgencySettings(deps: AgencySettingsDeps) {
  const { db, now } = deps;
  const maxLogoBytes = deps.maxLogoBytes ?? AGENCY_LOGO_MAX_BYTES;

  const agencyOnly = (caller: SessionUser) => {
    if (caller.mbrAtrbCd !== 'MNPY_MBR') throw new AppError('FORBIDDEN');
  };

  async function answer(groupId: number | null): Promise<AgencySettingsAnswer> {
    if (groupId === null) return { companyName: null, logo: null };
    const logo = await repo.logoOf(db, groupId);
    return { companyName: await repo.companyName(db, groupId), logo: logo ? logoView(logo) : null };
  }

  /** The caller's group, made now if the agency has none yet (a first save). */
  const groupFor = (caller: SessionUser) => db.transaction((tx) => ensureGroup(tx, caller, now()));

  return {
    maxLogoBytes,

    async settings(caller: SessionUser): Promise<AgencySettingsAnswer> {
      agencyOnly(caller);
      return answer(await repo.groupOf(db, caller.mbrSn));
    },

    async saveName(caller: SessionUser, companyName: string): Promise<AgencySettingsAnswer> {
      agencyOnly(caller);
      const groupId = await groupFor(caller);
      await repo.setCompanyName(db, groupId, companyName);
      return answer(groupId);
    },

    /**
     * Stores (or replaces) the logo. Its type comes from its bytes (PNG, JPEG or WebP; the
     * declared type is not trusted) and it must decode, within the size and dimension limits.
     */
    async uploadLogo(caller: SessionUser, data: Buffer): Promise<AgencyLogo> {
      agencyOnly(caller);
      if (data.length === 0) throw new AppError('AGENCY_LOGO_REQUIRED');
      if (data.length > maxLogoBytes) throw tooLarge(maxLogoBytes);
      const type = logoTypeOf(sniffImageType(data));
      if (!type) throw new AppError('AGENCY_LOGO_TYPE_INVALID');
      const { width, height, pdfImage } = await inspectLogo(data, type);
      const groupId = await groupFor(caller);
      await repo.putLogo(db, {
        groupId,
        fileName: logoFileName(randomBytes(16), type),
        contentType: type,
        content: data,
        pdfImage,
        sha256: createHash('sha256').update(data).digest('hex'),
        size: data.length,
        width,
        height,
        updatedBy: caller.mbrSn,
        updatedAt: now(),
      });
      return (await answer(groupId)).logo!;
    },

    /** Removes the logo; removing none is no error (a second click). */
    async deleteLogo(caller: SessionUser): Promise<{ deleted: boolean }> {
      agencyOnly(caller);
      const groupId = await repo.groupOf(db, caller.mbrSn);
      return { deleted: groupId !== null && (await repo.deleteLogo(db, groupId)) };
    },

    /** The served logo by its public name, or null. */
    logoFile: (fileName: string) => repo.logoFile(db, fileName),
  };
}

export const tooLarge = (maxBytes: number) =>
  new AppError('AGENCY_LOGO_TOO_LARGE', ko.agencySettings.logoTooLarge(kilobytes(maxBytes)));

export type AgencySettings = ReturnType<typeof createAgencySettings>;
