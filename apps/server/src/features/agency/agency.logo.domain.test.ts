import { describe, expect, it } from 'vitest';
import {
  dimensionsRefusal,
  isLogoName,
  logoEtag,
  logoFileName,
  logoTypeOf,
  matchesEtag,
} from './agency.logo.domain';

describe('agency logo rules', () => {
  it('takes PNG, JPEG and WebP only', () => {
    expect(logoTypeOf('image/png')).toBe('image/png');
    expect(logoTypeOf('image/jpeg')).toBe('image/jpeg');
    expect(logoTypeOf('image/webp')).toBe('image/webp');
    expect(logoTypeOf('image/gif')).toBeNull();
    expect(logoTypeOf(null)).toBeNull();
  });

  it('names a logo by random bytes only', () => {
    const name = logoFileName(new Uint8Array(16).fill(171), 'image/jpeg');
    expect(name).toBe(`${'ab'.repeat(16)}.jpg`);
    expect(isLogoName(name)).toBe(true);
    for (const bad of ['../x.png', `${'a'.repeat(32)}.svg`, `${'A'.repeat(32)}.png`, `${'a'.repeat(31)}.png`])
      expect(isLogoName(bad)).toBe(false);
  });

  it('refuses sizes a report cannot show', () => {
    expect(dimensionsRefusal(240, 60)).toBeNull();
    expect(dimensionsRefusal(16, 4000)).toBeNull();
    expect(dimensionsRefusal(15, 60)).toBe('AGENCY_LOGO_DIMENSIONS');
    expect(dimensionsRefusal(240, 4001)).toBe('AGENCY_LOGO_DIMENSIONS');
  });

  it('answers If-None-Match with lists, weak tags and *', () => {
    const etag = logoEtag('f'.repeat(64));
    expect(etag).toBe(`"${'f'.repeat(32)}"`);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
  });
});
