import { NOTICE_IMAGE_PATH } from '../schemas/notices';

/**
 * The notice HTML allow-list, one definition for both sanitizers (issue 26 §2): the server cleans
 * with sanitize-html at save, the browser cleans again with DOMPurify before showing. Tags are what
 * the notice editor (TipTap starter kit + image, headings 2 and 3) produces; everything else is
 * dropped: no style or class, no event handlers, no svg/math/iframe/script.
 */
export const NOTICE_ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
] as const;

export type NoticeTag = (typeof NOTICE_ALLOWED_TAGS)[number];

/** The only attributes kept, per tag; `a`'s target and rel are forced, not taken from input. */
export const NOTICE_ALLOWED_ATTRIBUTES: Readonly<Partial<Record<NoticeTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
};

/** Every attribute name some tag may keep (DOMPurify takes one flat list; a hook narrows it per tag). */
export const NOTICE_ALLOWED_ATTRIBUTE_NAMES: readonly string[] = [
  ...new Set(Object.values(NOTICE_ALLOWED_ATTRIBUTES).flat()),
];

/** Containers removed together with their content, not unwrapped. */
export const NOTICE_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
] as const;

/** Links keep only absolute http, https and mailto addresses and open in a new tab like this. */
export const NOTICE_SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
export const NOTICE_LINK_REL = 'noopener noreferrer nofollow';

/** Images come from https or our own uploads (the server also checks the upload still exists). */
export const NOTICE_HTTPS_SRC = /^https:\/\/[^/\s]/i;

export function isNoticeImageSrc(src: string): boolean {
  const s = src.trim();
  return NOTICE_HTTPS_SRC.test(s) || NOTICE_IMAGE_PATH.test(s);
}

/** Whether a tag may keep an attribute. */
export function noticeAttributeAllowed(tag: string, attribute: string): boolean {
  return NOTICE_ALLOWED_ATTRIBUTES[tag as NoticeTag]?.includes(attribute) ?? false;
}
