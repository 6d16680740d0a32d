import DOMPurify from 'dompurify';
import {
  isNoticeImageSrc,
  NOTICE_ALLOWED_ATTRIBUTE_NAMES,
  NOTICE_ALLOWED_TAGS,
  NOTICE_DROPPED_WITH_CONTENT,
  NOTICE_LINK_REL,
  NOTICE_SAFE_HREF,
  noticeAttributeAllowed,
} from '@seller/shared/rules/notice-html';

/**
 * The browser's second line of defence (ARCHITECTURE §2 rich text): notice HTML was cleaned by
 * the server at save, and is cleaned again here, with the same allow-list (shared with the server),
 * before it is shown.
 */

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const p = DOMPurify(window);
  if (!p.isSupported) return null;
  // DOMPurify keeps one flat attribute list; narrow it to the shared per-tag list.
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (!noticeAttributeAllowed(node.nodeName.toLowerCase(), data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (NOTICE_SAFE_HREF.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', NOTICE_LINK_REL);
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!isNoticeImageSrc(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
  purifier = p;
  return p;
}

/**
 * Notice HTML safe to put into the page. Where no DOM exists (server rendering in tests) nothing
 * is shown rather than unchecked HTML.
 */
export function safeNoticeHtml(html: string): string {
  const p = instance();
  if (!p) return '';
  return p.sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...NOTICE_ALLOWED_ATTRIBUTE_NAMES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/uploads\/notices\/)/i,
    // A list's start number is no address: without this the address rule above would drop it.
    ADD_URI_SAFE_ATTR: ['start'],
    // Removed with their content, as the server does (DOMPurify would otherwise keep the text).
    FORBID_TAGS: [...NOTICE_DROPPED_WITH_CONTENT, 'form'],
    ADD_FORBID_CONTENTS: [...NOTICE_DROPPED_WITH_CONTENT],
    RETURN_TRUSTED_TYPE: false,
  });
}
