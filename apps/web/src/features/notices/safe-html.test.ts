// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NOTICE_ALLOWED_ATTRIBUTES, NOTICE_ALLOWED_TAGS } from '@seller/shared/rules/notice-html';
import { safeNoticeHtml } from './safe-html';

const tagsIn = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return [...box.querySelectorAll('*')].map((e) => e.tagName.toLowerCase());
};

describe('safeNoticeHtml uses the shared allow-list', () => {
  it('keeps every tag of the shared list', () => {
    for (const tag of NOTICE_ALLOWED_TAGS) {
      const html = tag === 'img' ? '<img src="https://a.example/x.png">' : `<${tag}>x</${tag}>`;
      expect(tagsIn(safeNoticeHtml(html))).toContain(tag);
    }
  });

  it('removes a tag outside the list and keeps its text, but drops script/style with content', () => {
    const out = safeNoticeHtml('<h1>head</h1><div><span>in</span></div><table><tr><td>c</td></tr></table>');
    expect(tagsIn(out)).toEqual([]);
    expect(out).toContain('head');
    expect(out).toContain('in');
    expect(safeNoticeHtml('<p>a</p><style>p{}</style><svg><text>t</text></svg>')).toBe('<p>a</p>');
  });

  it('keeps an attribute only on the tag the shared list allows it for', () => {
    expect(NOTICE_ALLOWED_ATTRIBUTES.p).toBeUndefined();
    expect(safeNoticeHtml('<p title="t" href="https://a.example">x</p>')).toBe('<p>x</p>');
    expect(safeNoticeHtml('<ol start="3" title="t"><li>x</li></ol>')).toBe('<ol start="3"><li>x</li></ol>');
  });

  it('forces link targets and keeps only safe images', () => {
    expect(safeNoticeHtml('<a href="https://a.example" target="_self">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(safeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeNoticeHtml('<img src="http://a.example/x.png">')).toBe('');
    expect(safeNoticeHtml(`<img src="/uploads/notices/${'a'.repeat(32)}.png">`)).toContain('loading="lazy"');
  });
});
