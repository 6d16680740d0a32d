import { describe, expect, it } from 'vitest';
import {
  isNoticeImageSrc,
  NOTICE_ALLOWED_ATTRIBUTE_NAMES,
  NOTICE_ALLOWED_TAGS,
  NOTICE_DROPPED_WITH_CONTENT,
  noticeAttributeAllowed,
} from './notice-html';

describe('notice HTML allow-list', () => {
  it('allows attributes per tag only', () => {
    expect(noticeAttributeAllowed('a', 'href')).toBe(true);
    expect(noticeAttributeAllowed('ol', 'start')).toBe(true);
    expect(noticeAttributeAllowed('p', 'href')).toBe(false);
    expect(noticeAttributeAllowed('a', 'onclick')).toBe(false);
    expect([...NOTICE_ALLOWED_ATTRIBUTE_NAMES].sort()).toEqual([
      'alt',
      'href',
      'rel',
      'src',
      'start',
      'target',
      'title',
    ]);
  });

  it('never allows a tag it drops with its content', () => {
    for (const tag of NOTICE_DROPPED_WITH_CONTENT) expect(NOTICE_ALLOWED_TAGS).not.toContain(tag);
  });

  it('accepts images from https or our own uploads only', () => {
    expect(isNoticeImageSrc('https://a.example/x.png')).toBe(true);
    expect(isNoticeImageSrc(`/uploads/notices/${'a'.repeat(32)}.webp`)).toBe(true);
    expect(isNoticeImageSrc('http://a.example/x.png')).toBe(false);
    expect(isNoticeImageSrc('/uploads/notices/../x.png')).toBe(false);
    expect(isNoticeImageSrc('data:image/png;base64,AAAA')).toBe(false);
  });
});
