/** The raster image types we accept from uploads (notice images, agency logos). */
export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The real type of an uploaded file from its first bytes (the declared type is not trusted).
 * Raster formats only; SVG is never recognised (it can carry script). Each feature narrows the
 * answer to the types it allows (a logo takes no GIF).
 */
export function sniffImageType(data: Uint8Array): SniffedImageType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  const ascii = (at: number, text: string) => [...text].every((c, i) => data[at + i] === c.charCodeAt(0));
  if (data.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (data.length >= 4 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (data.length >= 6 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return 'image/gif';
  if (data.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}
