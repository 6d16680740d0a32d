import sharp from 'sharp';
import type { AgencyLogoType } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { dimensionsRefusal } from './agency.logo.domain';

/** What an upload turned out to be once decoded. */
export interface InspectedLogo {
  width: number;
  height: number;
  /** A PNG for the PDF when the upload is WebP (PDFKit draws only PNG and JPEG); else null. */
  pdfImage: Buffer | null;
}

/** The decoder's pixel limit: a 4000×4000 logo is the largest accepted, so a "decompression bomb" stops here. */
const LIMIT_INPUT_PIXELS = 4000 * 4000;

/**
 * Decodes an upload whose first bytes said PNG, JPEG or WebP (libvips through sharp): a file that
 * only starts like an image, or has the wrong size, is refused here rather than breaking the
 * report's PDF later. The stored bytes stay the uploaded ones; only a WebP gets a PNG twin.
 */
export async function inspectLogo(data: Buffer, type: AgencyLogoType): Promise<InspectedLogo> {
  const image = sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => {
    throw new AppError('AGENCY_LOGO_UNREADABLE');
  });
  const { width, height } = meta;
  // The size from the header first: a huge image is refused before anything decodes it.
  const refusal = dimensionsRefusal(width, height);
  if (refusal) throw new AppError(refusal);
  // Then the whole image, once: a file that only starts like one fails here.
  await image
    .clone()
    .raw()
    .toBuffer()
    .catch(() => {
      throw new AppError('AGENCY_LOGO_UNREADABLE');
    });
  if (type !== 'image/webp') return { width, height, pdfImage: null };
  const pdfImage = await sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return { width, height, pdfImage };
}
