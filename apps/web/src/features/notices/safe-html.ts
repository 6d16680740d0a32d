import DOMPurify from 'dompurify';

/**
 * The browser's second line of defence (ARCHITECTURE §2 rich text): notice HTML was cleaned by
 * the server at save, and is cleaned again here, with the same allow-list, before it is shown.
 */

const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title', 'start'];
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const SAFE_SRC = /^(?:https:\/\/[^/\s]|\/uploads\/notices\/[a-f0-9]{32}\.(?:png|jpg|gif|webp)$)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const p = DOMPurify(window);
  if (!p.isSupported) return null;
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (SAFE_HREF.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_SRC.test(src.trim())) node.remove();
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
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/uploads\/notices\/)/i,
    FORBID_TAGS: ['style', 'svg', 'math', 'iframe', 'form'],
    RETURN_TRUSTED_TYPE: false,
  });
}
