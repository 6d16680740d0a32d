/**
 * 대행사 설정 (issue 40 §1): an agency member uploads, replaces and deletes its group's report
 * logo (PNG, JPEG or WebP by their bytes, 512 KB at most, decodable) and sets its name; the logo is
 * served publicly by a random name with caching headers and nothing else; nobody else changes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type Role, ko } from '@seller/shared';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { makeAgency } from '../../test/client-reports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
}, 60_000);
afterAll(() => t.close());

const S = '/v1/agencyMenu/settings';
const L = `${S}/logo`;
const s = ko.agencySettings;

async function signedIn(role: Role = 'GNRL_MBR') {
  const m = await createMember(t, { role });
  return { ...m, cookie: await login(t, m.email) };
}
/** An agency member with a group named `company`, signed in after it became one. */
async function agency(company = '마케팅랩') {
  const m = await createMember(t);
  await makeAgency(t, m.mbrSn, company);
  return { ...m, cookie: await login(t, m.email) };
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 240, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .toFormat(format)
    .toBuffer();

function multipart(data: Buffer, type = 'image/png', filename = 'logo.png') {
  const boundary = `----logo${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (cookie: string | undefined, data: Buffer, type?: string) => {
  const m = multipart(data, type);
  return t.app.inject({
    method: 'POST',
    url: L,
    payload: m.payload,
    headers: { ...m.headers, ...(cookie ? { cookie } : {}) },
  });
};
const settings = (cookie: string) => t.app.inject({ method: 'GET', url: S, headers: { cookie } });
const remove = (cookie: string) => t.app.inject({ method: 'DELETE', url: L, headers: { cookie } });
const fetchLogo = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the agency logo', () => {
  it('uploads, serves with caching headers and nothing else, replaces and deletes', async () => {
    const a = await agency();
    expect((await settings(a.cookie)).json().data).toEqual({ companyName: '마케팅랩', logo: null });

    const png = await image('png');
    const up = await upload(a.cookie, png);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe(s.logoSaved);
    const logo = up.json().data as { url: string; contentType: string; width: number; height: number };
    expect(logo).toMatchObject({ contentType: 'image/png', size: png.length, width: 240, height: 60 });
    expect(logo.url).toMatch(/^\/v1\/agency-logos\/[a-f0-9]{32}\.png$/);
    expect((await settings(a.cookie)).json().data.logo).toEqual(logo);

    // Public, without a session: the bytes, their type, an ETag and a long cache; no cookie set.
    const served = await fetchLogo(logo.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['set-cookie']).toBeUndefined();
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await fetchLogo(logo.url, { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // The name tells nothing of the group: not its id, code or company.
    expect(logo.url).not.toContain('마케팅랩');

    // Replaced: a new name (so no cache shows the old one), the old name gone.
    const webp = await image('webp', 300, 100);
    const replaced = await upload(a.cookie, webp, 'image/webp');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json().data as { url: string; contentType: string };
    expect(next.contentType).toBe('image/webp');
    expect(next.url).not.toBe(logo.url);
    expect((await fetchLogo(logo.url)).statusCode).toBe(404);
    expect((await fetchLogo(next.url)).headers['content-type']).toBe('image/webp');
    // A WebP gets a PNG twin for the PDF.
    const [row] = (
      await t.database.sql.executeSql('select pdf_image from agency_logos where group_id = $1', [
        (
          (await t.database.sql.executeSql('select group_id from members where mbr_sn = $1', [a.mbrSn]))
            .rows as Array<{ group_id: number }>
        )[0]!.group_id,
      ])
    ).rows as Array<{ pdf_image: Uint8Array }>;
    expect(Buffer.from(row!.pdf_image).subarray(0, 4).toString('latin1')).toBe('\x89PNG');

    const deleted = await remove(a.cookie);
    expect([deleted.statusCode, deleted.json().data]).toEqual([200, { deleted: true }]);
    expect(deleted.json().message).toBe(s.logoDeleted);
    expect((await fetchLogo(next.url)).statusCode).toBe(404);
    expect((await settings(a.cookie)).json().data.logo).toBeNull();
    // A second delete is no error.
    expect((await remove(a.cookie)).json().data).toEqual({ deleted: false });
  });

  it('takes a JPEG too', async () => {
    const a = await agency();
    const res = await upload(a.cookie, await image('jpeg'), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(/\.jpg$/);
  });

  it('refuses a wrong type by its bytes, whatever it is declared as, in Korean', async () => {
    const a = await agency();
    const gif = await image('gif');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [data, type] of [
      [gif, 'image/gif'],
      [gif, 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('just some text, not an image'), 'image/png'],
    ] as const) {
      const res = await upload(a.cookie, data, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'AGENCY_LOGO_TYPE_INVALID', message: s.logoTypeInvalid });
    }
    // Starts like a PNG and is not one: refused before it can break a PDF.
    const fake = Buffer.concat([(await image('png')).subarray(0, 16), Buffer.alloc(200, 7)]);
    const broken = await upload(a.cookie, fake);
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'AGENCY_LOGO_UNREADABLE']);
    expect(broken.json().message).toBe(s.logoUnreadable);
    // A favicon-sized or a huge image.
    for (const [w, h] of [
      [8, 8],
      [5000, 20],
    ] as const) {
      const res = await upload(a.cookie, await image('png', w, h));
      expect([res.statusCode, res.json().code]).toEqual([400, 'AGENCY_LOGO_DIMENSIONS']);
    }
    expect((await settings(a.cookie)).json().data.logo).toBeNull();
  });

  it('refuses a file over 512 KB and a call without a file', async () => {
    const a = await agency();
    // Noise does not compress: a PNG well over the limit.
    const big = await sharp(
      Buffer.from(Array.from({ length: 600 * 600 * 3 }, () => (Math.random() * 256) | 0)),
      {
        raw: { width: 600, height: 600, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(512 * 1024);
    const res = await upload(a.cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'AGENCY_LOGO_TOO_LARGE', message: s.logoTooLarge(512) });

    const none = await t.app.inject({
      method: 'POST',
      url: L,
      payload: { file: 'x' },
      headers: { cookie: a.cookie },
    });
    expect([none.statusCode, none.json().code]).toEqual([400, 'AGENCY_LOGO_REQUIRED']);
    const empty = await upload(a.cookie, Buffer.alloc(0));
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'AGENCY_LOGO_REQUIRED']);
  });

  it("lets only the group's agency member change it", async () => {
    const a = await agency('A 에이전시');
    const b = await agency('B 에이전시');
    const png = await image('png');
    expect((await upload(a.cookie, png)).statusCode).toBe(200);
    const url = (await settings(a.cookie)).json().data.logo.url as string;

    // A member placed in A's group, a plain member and a manager: refused by role.
    const inGroup = await createMember(t);
    await t.database.sql.executeSql(
      'update members set group_id = (select group_id from members where mbr_sn = $1) where mbr_sn = $2',
      [a.mbrSn, inGroup.mbrSn],
    );
    const groupMember = { cookie: await login(t, inGroup.email) };
    for (const who of [groupMember, await signedIn('GNRL_MBR'), await signedIn('MNGR_MBR')]) {
      expect((await upload(who.cookie, png)).statusCode).toBe(403);
      expect((await remove(who.cookie)).statusCode).toBe(403);
      expect((await settings(who.cookie)).statusCode).toBe(403);
    }
    expect((await upload(undefined, png)).statusCode).toBe(401);
    // Another agency changes only its own: B's delete leaves A's logo.
    expect((await remove(b.cookie)).json().data).toEqual({ deleted: false });
    expect((await fetchLogo(url)).statusCode).toBe(200);
    expect((await settings(b.cookie)).json().data).toEqual({ companyName: 'B 에이전시', logo: null });
  });

  it('sets the name its reports show, refusing an empty one', async () => {
    const a = await agency('옛 이름');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: S, payload, headers: { cookie: a.cookie } });
    const saved = await put({ companyName: '  새 이름 컴퍼니 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: s.nameSaved, data: { companyName: '새 이름 컴퍼니' } });
    const empty = await put({ companyName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ko.agencyValidation.companyRequired);
    expect((await put({ companyName: 'x'.repeat(51) })).json().message).toBe(
      ko.agencyValidation.companyTooLong,
    );
  });

  it('gives an agency without a group one at its first save', async () => {
    const m = await createMember(t, { role: 'MNPY_MBR', name: '혼자대행' });
    const cookie = await login(t, m.email);
    expect((await settings(cookie)).json().data).toEqual({ companyName: null, logo: null });
    expect((await upload(cookie, await image('png'))).statusCode).toBe(200);
    expect((await settings(cookie)).json().data.companyName).toBe('혼자대행');
  });

  it('answers 404 for a name that is not a logo', async () => {
    for (const name of ['0'.repeat(32) + '.png', '..%2F..%2Fetc%2Fpasswd', 'abc.svg'])
      expect((await fetchLogo(`/v1/agency-logos/${name}`)).statusCode).toBe(404);
  });
});
