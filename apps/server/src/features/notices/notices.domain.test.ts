import { describe, expect, it } from 'vitest';
import { NOTICE_ALLOWED_TAGS } from '@seller/shared/rules/notice-html';
import {
  contentTypeOfName,
  imageNamesIn,
  isBlankHtml,
  listNumber,
  ownImageName,
  sanitizeNoticeHtml,
  sniffImageType,
  totalPages,
} from './notices.domain';

const OWN = 'a'.repeat(32) + '.png';
const known = (name: string) => name === OWN;
const clean = (html: string) => sanitizeNoticeHtml(html, known);

describe('sanitizeNoticeHtml', () => {
  it('uses the shared allow-list: keeps each listed tag and removes one outside it', () => {
    for (const tag of NOTICE_ALLOWED_TAGS) {
      const html = tag === 'img' ? '<img src="https://a.example/x.png" />' : `<${tag}>x</${tag}>`;
      expect(clean(html)).toContain(`<${tag}`);
    }
    expect(clean('<h1>head</h1><div><span>in</span></div>')).toBe('headin');
    expect(clean('<p title="t">x</p>')).toBe('<p>x</p>');
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br />x</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>code</code></pre><hr />';
    expect(clean(html)).toBe(html);
  });

  it('forces rel and target on links and keeps only http, https and mailto addresses', () => {
    expect(clean('<a href="https://example.com/a?b=1" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(clean('<a href="mailto:help@example.com">m</a>')).toContain('href="mailto:help@example.com"');
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/relative',
    ]) {
      const out = clean(`<p><a href="${href}">x</a></p>`);
      expect(out, href).toBe('<p><a>x</a></p>');
    }
  });

  it('drops scripts, event handlers, styles and classes', () => {
    expect(
      clean('<p onclick="alert(1)" style="color:red" class="x" id="y">a<script>alert(1)</script></p>'),
    ).toBe('<p>a</p>');
    expect(clean('<img src="https://img.example/x.png" onerror="alert(1)" style="x" />')).toBe(
      '<img src="https://img.example/x.png" />',
    );
    expect(clean('<style>p{}</style><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('neutralises svg, math, iframe and parser tricks', () => {
    const payloads = [
      '<svg onload="alert(1)"><p>x</p></svg>',
      '<svg><a href="https://x"><text>in svg</text></a><script>alert(1)</script></svg>',
      '<svg><foreignObject><img src="https://x" onerror="alert(1)"></foreignObject></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<template><script>alert(1)</script></template>',
      '<form action="javascript:alert(1)"><button>b</button></form>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<base href="javascript:/">',
      '<div><img/src/onerror=alert(1)></div>',
    ];
    for (const payload of payloads) {
      const out = clean(payload);
      expect(out, payload).not.toMatch(
        /<(svg|math|iframe|script|object|embed|style|form|meta|base|noscript|template)/i,
      );
      expect(out, payload).not.toMatch(/\son\w+=/i);
      expect(out, payload).not.toMatch(/javascript:/i);
    }
    // All at once, between good paragraphs: the output stays balanced (cleaning it again changes nothing).
    const mixed = `<p>a</p>${payloads.join('<p>b</p>')}<img src=x onerror=alert(1)><p>c</p><a href="javascript:x">d</a><p>e</p>`;
    const out = clean(mixed);
    expect(out).toMatch(/^<p>a<\/p>.*<p>c<\/p><a>d<\/a><p>e<\/p>$/);
    expect(clean(out)).toBe(out);
  });

  it('keeps images only from https or our own known uploads', () => {
    expect(clean(`<img src="/uploads/notices/${OWN}" alt="a" />`)).toBe(
      `<img src="/uploads/notices/${OWN}" alt="a" />`,
    );
    const unknown = 'b'.repeat(32) + '.png';
    expect(clean(`<p>x</p><img src="/uploads/notices/${unknown}" />`)).toBe('<p>x</p>');
    for (const src of [
      'http://img.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/x.png',
      '/uploads/notices/../secret.png',
      'x',
      'javascript:alert(1)',
    ]) {
      expect(clean(`<p>x</p><img src="${src}" />`), src).toBe('<p>x</p>');
    }
  });

  it('tells a blank document from one with text or an image', () => {
    expect(isBlankHtml('<p></p><p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<img src="https://x/y.png" />')).toBe(false);
  });
});

describe('images', () => {
  it('reads the type from the bytes', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('accepts only addresses of our own uploads', () => {
    const origin = 'http://localhost:8081';
    expect(ownImageName(`/uploads/notices/${OWN}`, origin)).toBe(OWN);
    expect(ownImageName(`${origin}/uploads/notices/${OWN}`, origin)).toBe(OWN);
    for (const url of [
      `https://evil.example/uploads/notices/${OWN}`,
      `/uploads/notices/${OWN}?x=1`,
      '/uploads/notices/../../../etc/passwd',
      '/uploads/notices/..%2f..%2fconfig.png',
      `/uploads/notices/%2e%2e/${OWN}`,
      `/uploads/other/${OWN}`,
      '/uploads/notices/AAAA.png',
      'javascript:alert(1)',
      '',
    ]) {
      expect(ownImageName(url, origin), url).toBeNull();
    }
    expect(contentTypeOfName(OWN)).toBe('image/png');
    expect(contentTypeOfName('x.svg')).toBeNull();
    expect(imageNamesIn(`<img src="/uploads/notices/${OWN}"><img src="/uploads/notices/${OWN}">`)).toEqual([
      OWN,
    ]);
  });
});

describe('list numbers', () => {
  it('counts down from the total across pages', () => {
    expect(listNumber(23, 0, 0)).toBe(23);
    expect(listNumber(23, 20, 2)).toBe(1);
    expect(totalPages(23, 10)).toBe(3);
    expect(totalPages(0, 10)).toBe(0);
  });
});
