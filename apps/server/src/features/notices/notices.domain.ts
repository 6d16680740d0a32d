import sanitizeHtml, { type Attributes, type Tag } from 'sanitize-html';
import { NOTICE_IMAGE_PATH, type NoticeImageType } from '@seller/shared/schemas/notices';
import {
  NOTICE_ALLOWED_ATTRIBUTES,
  NOTICE_ALLOWED_TAGS,
  NOTICE_DROPPED_WITH_CONTENT,
  NOTICE_HTTPS_SRC,
  NOTICE_LINK_REL,
  NOTICE_SAFE_HREF,
} from '@seller/shared/rules/notice-html';

/**
 * Pure rules of the notices: the HTML allow-list applied at save, image type sniffing and the
 * addresses of our own uploads. No I/O here.
 */

/** Where uploaded notice images are served from (GET /uploads/notices/<name>). */
export const IMAGE_URL_PREFIX = '/uploads/notices/';
const IMAGE_NAME = /^[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;
const OWN_IMAGE_IN_HTML = /\/uploads\/notices\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))/g;

export const EXTENSION_OF: Record<NoticeImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPE_OF_EXTENSION: Record<string, NoticeImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const isImageName = (name: string): boolean => IMAGE_NAME.test(name);

/** The content type to serve a stored image with, from its (server-chosen) extension. */
export function contentTypeOfName(name: string): NoticeImageType | null {
  if (!isImageName(name)) return null;
  return TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? null;
}

/** The real type of an upload from its bytes (shared with the agency logos: lib/image-type.ts). */
export { sniffImageType } from '../../lib/image-type';

/**
 * The file name of one of our uploads named by `url` (relative, or absolute on our own origin),
 * or null for anything else: other hosts, other folders, encoded separators, dot segments.
 */
export function ownImageName(url: string, publicOrigin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), publicOrigin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicOrigin).origin || parsed.search || parsed.hash) return null;
  // The URL parser removes dot segments; a name that survives the strict pattern has no separators.
  const m = NOTICE_IMAGE_PATH.exec(parsed.pathname);
  return m ? m[1]! : null;
}

/** Names of our uploads that an HTML text mentions (before or after sanitizing). */
export function imageNamesIn(html: string): string[] {
  return [...new Set([...html.matchAll(OWN_IMAGE_IN_HTML)].map((m) => m[1]!))];
}

/**
 * Cleans notice HTML for storage. Links keep only absolute http, https and mailto addresses and
 * always open in a new tab without referrer or opener; images keep only https sources or our own
 * uploads for which `isKnownImage` answers true (an image deleted from storage is not kept).
 */
export function sanitizeNoticeHtml(html: string, isKnownImage: (name: string) => boolean): string {
  return sanitizeHtml(html, {
    allowedTags: [...NOTICE_ALLOWED_TAGS],
    // sanitize-html wants mutable arrays; the shared list stays read-only.
    allowedAttributes: Object.fromEntries(
      Object.entries(NOTICE_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...NOTICE_DROPPED_WITH_CONTENT],
    // An image we cannot vouch for is removed entirely (renaming a void tag would unbalance the output).
    exclusiveFilter: (frame) => frame.tag === 'img' && !keepImage(frame.attribs.src ?? '', isKnownImage),
    transformTags: {
      a: (tagName, attribs): Tag => {
        const href = (attribs.href ?? '').trim();
        // A link without a safe absolute address loses it and stays inert text. (Renaming the tag
        // instead would unbalance sanitize-html's output.)
        if (!NOTICE_SAFE_HREF.test(href)) return { tagName, attribs: {} };
        return { tagName, attribs: { href, target: '_blank', rel: NOTICE_LINK_REL } };
      },
      ol: (tagName, attribs): Tag => {
        const out: Attributes = {};
        if (/^\d{1,6}$/.test(attribs.start ?? '')) out.start = attribs.start!;
        return { tagName, attribs: out };
      },
    },
  });
}

function keepImage(src: string, isKnownImage: (name: string) => boolean): boolean {
  const own = NOTICE_IMAGE_PATH.exec(src.trim());
  return own ? isKnownImage(own[1]!) : NOTICE_HTTPS_SRC.test(src.trim());
}

/** True when sanitized HTML shows nothing: no text and no image. */
export function isBlankHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

/** The running number of the row at `index` on a page (newest notice = total). */
export function listNumber(total: number, offset: number, index: number): number {
  return total - offset - index;
}

/** Pages of the list; 0 when there are no notices. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
