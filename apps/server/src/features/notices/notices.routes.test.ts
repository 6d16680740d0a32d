import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login, post } from '../../test/app';

// A 1×1 PNG, and a few bytes that only pretend to be images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const MAX = 64 * 1024;

let t: TestApp;
let uploadDir: string;
let manager: string;
let member: string;
let agency: string;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir, UPLOAD_MAX_BYTES: String(MAX) });
  const m = await createMember(t, { role: 'MNGR_MBR' });
  const g = await createMember(t);
  const a = await createMember(t, { role: 'MNPY_MBR' });
  [manager, member, agency] = await Promise.all([login(t, m.email), login(t, g.email), login(t, a.email)]);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

function upload(data: Buffer, type: string, cookie?: string, filename = 'a.png') {
  const boundary = `----notice${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/cmmn/topMngtMenu/uploadImage',
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const fileOf = (url: string) => path.join(uploadDir, 'notices', url.split('/').pop()!);

async function insert(body: Record<string, unknown>, cookie = manager) {
  return post(t, '/v1/cmmn/topMngtMenu/insertNotice', body, cookie);
}
async function detail(ntcSn: number) {
  const res = await t.app.inject({ method: 'GET', url: `/v2/notice/getNotice-list/${ntcSn}` });
  return res.json().data as { content: string; title: string; noticeDt: string; category: string };
}
const list = (q: string) => t.app.inject({ method: 'GET', url: `/v2/notice/getNotice-list?${q}` });

describe('notice list and content', () => {
  it('is empty at first', async () => {
    const res = await list('pageNum=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'OK',
      message: '',
      data: [],
      total: { totalElements: 0, totalPages: 0, pageNum: 1, pageSize: 10 },
    });
  });

  it('pages newest first with running numbers and totals, content only in the detail', async () => {
    // 23 notices on 23 days, inserted out of order.
    for (const day of Array.from({ length: 23 }, (_, i) => ((i * 7) % 23) + 1)) {
      const res = await insert({
        title: `Notice ${day}`,
        content: `<p>Body ${day}</p>`,
        noticeDt: `2026-01-${String(day).padStart(2, '0')}`,
        category: day % 2 ? 'UPDATE' : 'NOTICE',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(ko.notices.saved);
    }
    const first = (await list('pageNum=1&pageSize=10')).json();
    expect(first.total).toEqual({ totalElements: 23, totalPages: 3, pageNum: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({
      number: 23,
      ntcSn: expect.any(Number),
      category: 'UPDATE',
      noticeCategoryNm: ko.notices.categories.UPDATE,
      title: 'Notice 23',
      noticeDt: '2026-01-23',
    });
    expect(first.data[0]).not.toHaveProperty('content');
    expect(first.data[1].noticeCategoryNm).toBe(ko.notices.categories.NOTICE);

    const last = (await list('pageNum=3&pageSize=10')).json();
    expect(last.data.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(last.data.map((r: { noticeDt: string }) => r.noticeDt)).toEqual([
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    expect((await list('pageNum=4&pageSize=10')).json().data).toEqual([]);

    // The home asks for page 1 of size 1 (spec 01 §9).
    const home = (await list('pageNum=1&pageSize=1')).json();
    expect(home.data).toHaveLength(1);
    expect(home.data[0].title).toBe('Notice 23');
    expect(home.total.totalPages).toBe(23);

    const d = await detail(home.data[0].ntcSn);
    expect(d.content).toBe('<p>Body 23</p>');
  });

  it('refuses bad paging and answers 404 for a missing notice', async () => {
    expect((await list('pageNum=0&pageSize=10')).statusCode).toBe(400);
    expect((await list('pageNum=1&pageSize=101')).statusCode).toBe(400);
    expect((await list('pageNum=x')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/v2/notice/getNotice-list/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOTICE_NOT_FOUND', message: ko.errors.NOTICE_NOT_FOUND });
  });
});

describe('registration', () => {
  const body = { title: 'Hello', content: '<p>Hi</p>', noticeDt: '2026-02-01', category: 'EVENT' };

  it('is for managers only', async () => {
    expect((await insert(body, '')).statusCode).toBe(401);
    expect((await insert(body, member)).statusCode).toBe(403);
    expect((await insert(body, agency)).statusCode).toBe(403);
    expect(
      (await post(t, '/v1/cmmn/topMngtMenu/updateNotice', { ...body, ntcSn: 1 }, member)).statusCode,
    ).toBe(403);
    expect((await post(t, '/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn: 1 }, member)).statusCode).toBe(403);
    expect(
      (await post(t, '/cmmn/topMngtMenu/deleteImage', { url: '/uploads/notices/x.png' }, member)).statusCode,
    ).toBe(403);
    expect((await upload(PNG, 'image/png', member)).statusCode).toBe(403);
    expect((await upload(PNG, 'image/png')).statusCode).toBe(401);
  });

  it('requires a date', async () => {
    for (const noticeDt of [undefined, null, '', '   ']) {
      const res = await insert({ ...body, noticeDt });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ko.notices.dateRequired);
    }
    const bad = await insert({ ...body, noticeDt: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ko.notices.dateInvalid);
  });

  it('requires a title and content, and a known category', async () => {
    expect((await insert({ ...body, title: ' ' })).json().message).toBe(ko.notices.titleRequired);
    expect((await insert({ ...body, title: 'x'.repeat(101) })).json().message).toBe(ko.notices.titleTooLong);
    expect((await insert({ ...body, category: 'OTHER' })).json().message).toBe(ko.notices.categoryInvalid);
    const empty = await insert({ ...body, content: '<p> </p><script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'NOTICE_CONTENT_REQUIRED',
      message: ko.notices.contentRequired,
    });
  });

  it('files a notice without a category (the spec payload) as NOTICE', async () => {
    const res = await insert({ title: 'Plain', content: '<p>x</p>', noticeDt: '2026-02-02' });
    expect(res.statusCode).toBe(200);
    expect((await detail(res.json().data.ntcSn)).category).toBe('NOTICE');
  });

  it('lets managers edit and delete', async () => {
    const { ntcSn } = (await insert(body)).json().data as { ntcSn: number };
    const upd = await post(
      t,
      '/v1/cmmn/topMngtMenu/updateNotice',
      { ntcSn, title: 'Changed', content: '<p>New</p>', noticeDt: '2026-02-03', category: 'MAINTENANCE' },
      manager,
    );
    expect(upd.statusCode).toBe(200);
    expect(upd.json().message).toBe(ko.notices.updated);
    expect(await detail(ntcSn)).toMatchObject({
      title: 'Changed',
      content: '<p>New</p>',
      category: 'MAINTENANCE',
    });
    const del = await post(t, '/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn }, manager);
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v2/notice/getNotice-list/${ntcSn}` })).statusCode,
    ).toBe(404);
    expect((await post(t, '/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn }, manager)).statusCode).toBe(404);
    expect(
      (await post(t, '/v1/cmmn/topMngtMenu/updateNotice', { ...body, ntcSn }, manager)).json().code,
    ).toBe('NOTICE_NOT_FOUND');
  });

  it('neutralises stored XSS payloads', async () => {
    const payloads = [
      '<p>a<script>alert(1)</script></p>',
      '<p onmouseover="alert(1)">b</p>',
      '<img src="https://img.example/x.png" onerror="alert(1)">',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">c</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">d</a>',
      '<a href="&#106;avascript:alert(1)">e</a>',
      '<svg onload=alert(1)><circle r="1"/></svg>',
      '<svg><script href="data:,alert(1)"></script><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>',
      '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">f</maction></math>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<p style="background:url(javascript:alert(1))">g</p>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<a href="https://ok.example" onclick="alert(1)">h</a>',
    ];
    const { ntcSn } = (await insert({ ...body, content: `<p>safe</p>${payloads.join('')}` })).json().data as {
      ntcSn: number;
    };
    const { content } = await detail(ntcSn);
    expect(content).toContain('<p>safe</p>');
    expect(content).not.toMatch(/<(script|svg|math|iframe|use|noscript|style)/i);
    expect(content).not.toMatch(/\son[a-z]+\s*=/i);
    expect(content).not.toMatch(/javascript|data:/i);
    expect(content).not.toMatch(/style=/i);
    expect(content).toContain('<img src="https://img.example/x.png" />');
    expect(content).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">h</a>',
    );
  });
});

describe('images', () => {
  it('stores an image under a random name and serves it with its type', async () => {
    const res = await upload(PNG, 'image/png', manager, '../../evil.svg');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/uploads\/notices\/[a-f0-9]{32}\.png$/);
    expect(fs.readFileSync(fileOf(url))).toEqual(PNG);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload).toEqual(PNG);

    const gif = await upload(GIF, 'image/gif', manager, 'x.gif');
    expect(gif.json().data.url).toMatch(/\.gif$/);
  });

  it('answers 404 for unknown or malformed image paths, never the SPA', async () => {
    for (const url of [
      `/uploads/notices/${'c'.repeat(32)}.png`,
      '/uploads/notices/..%2f..%2fpackage.json',
      '/uploads/notices/x.svg',
      '/uploads/other.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('refuses files that are not png, jpeg, gif or webp by their bytes', async () => {
    const svg = await upload(SVG, 'image/svg+xml', manager, 'x.svg');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('IMAGE_TYPE_INVALID');
    // Declared as PNG, but the bytes are not.
    const fake = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', manager);
    expect(fake.statusCode).toBe(415);
    // Real PNG bytes declared as something else.
    expect((await upload(PNG, 'text/html', manager)).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'image/png', manager)).json().code).toBe('IMAGE_REQUIRED');
  });

  it('refuses files over the size limit and non-multipart calls', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    const res = await upload(big, 'image/png', manager);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: ko.notices.imageTooLarge(0.1) });
    const json = await post(t, '/cmmn/topMngtMenu/uploadImage', { file: 'x' }, manager);
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('IMAGE_REQUIRED');
    expect(
      fs.readdirSync(path.join(uploadDir, 'notices')).every((f) => /^[a-f0-9]{32}\.(png|gif)$/.test(f)),
    ).toBe(true);
  });

  it('deletes the file of a removed image, and only our own uploads', async () => {
    const { url } = (await upload(PNG, 'image/png', manager)).json().data as { url: string };
    expect(fs.existsSync(fileOf(url))).toBe(true);
    const res = await post(t, '/cmmn/topMngtMenu/deleteImage', { url }, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Again: nothing left to delete, still fine.
    expect((await post(t, '/cmmn/topMngtMenu/deleteImage', { url }, manager)).json().data).toEqual({
      deleted: false,
    });

    const outside = path.join(uploadDir, 'keep.png');
    fs.writeFileSync(outside, PNG);
    for (const bad of [
      '/uploads/notices/../keep.png',
      '/uploads/notices/..%2fkeep.png',
      '../keep.png',
      `https://evil.example${url}`,
      '/etc/passwd',
    ]) {
      const r = await post(t, '/cmmn/topMngtMenu/deleteImage', { url: bad }, manager);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().code).toBe('IMAGE_URL_INVALID');
    }
    expect(fs.existsSync(outside)).toBe(true);
  });

  it('keeps the images a saved notice shows and removes them with it', async () => {
    const a = (await upload(PNG, 'image/png', manager)).json().data.url as string;
    const b = (await upload(PNG, 'image/png', manager)).json().data.url as string;
    const content = `<p>x</p><img src="${a}" alt="a"><img src="${b}">`;
    const saved = await insert({ title: 'With images', content, noticeDt: '2026-03-01' });
    const { ntcSn } = saved.json().data as { ntcSn: number };
    expect((await detail(ntcSn)).content).toBe(`<p>x</p><img src="${a}" alt="a" /><img src="${b}" />`);

    // The remove button on an image a saved notice shows keeps the file (the edit may be abandoned).
    expect((await post(t, '/cmmn/topMngtMenu/deleteImage', { url: a }, manager)).json().data).toEqual({
      deleted: false,
    });
    expect(fs.existsSync(fileOf(a))).toBe(true);

    // Saved without `a`: its file goes; `b` stays.
    const upd = await post(
      t,
      '/v1/cmmn/topMngtMenu/updateNotice',
      { ntcSn, title: 'With images', content: `<p>x</p><img src="${b}">`, noticeDt: '2026-03-01' },
      manager,
    );
    expect(upd.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(a))).toBe(false);
    expect(fs.existsSync(fileOf(b))).toBe(true);

    // A deleted image is not kept in a notice saved later (it would show broken).
    const later = await insert({
      title: 'Stale',
      content: `<p>y</p><img src="${a}">`,
      noticeDt: '2026-03-02',
    });
    expect((await detail(later.json().data.ntcSn)).content).toBe('<p>y</p>');

    await post(t, '/v1/cmmn/topMngtMenu/deleteNotice', { ntcSn }, manager);
    expect(fs.existsSync(fileOf(b))).toBe(false);
  });
});
