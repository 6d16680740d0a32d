import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { logoFileRefusal, logoSizeText } from './model';

const t = ko.agencySettings;

describe('the logo picker', () => {
  it('takes PNG, JPEG and WebP up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(logoFileRefusal({ type, size: 1000 })).toBeNull();
    expect(logoFileRefusal({ type: 'image/png', size: 512 * 1024 })).toBeNull();
  });

  it('refuses other types, a file too big and an empty one, in Korean', () => {
    expect(logoFileRefusal({ type: 'image/gif', size: 10 })).toBe(t.logoTypeInvalid);
    expect(logoFileRefusal({ type: 'image/svg+xml', size: 10 })).toBe(t.logoTypeInvalid);
    expect(logoFileRefusal({ type: '', size: 10 })).toBe(t.logoTypeInvalid);
    expect(logoFileRefusal({ type: 'image/png', size: 512 * 1024 + 1 })).toBe(t.logoTooLarge(512));
    expect(logoFileRefusal({ type: 'image/png', size: 0 })).toBe(t.logoRequired);
  });

  it('says the size in KB and pixels', () => {
    expect(logoSizeText({ size: 12_595, width: 240, height: 60 })).toBe('12.3KB · 240×60px');
  });
});
