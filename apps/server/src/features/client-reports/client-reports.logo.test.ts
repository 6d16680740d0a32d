/**
 * The agency's logo on its client report (issue 40 §1): the public page's answer names the logo's
 * public address, the PDF draws it (a WebP through its PNG twin), a new logo makes a new PDF, and
 * a report whose agency has no logo, or whose maker is no agency, carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type TestApp, createMember, createTestApp, login } from '../../test/app';
import { makeAgency, trackProduct } from '../../test/client-reports';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-11-22T03:00:00Z') });
}, 60_000);
afterAll(() => t.close());

const logo = (format: 'png' | 'webp') =>
  sharp({ create: { width: 240, height: 60, channels: 3, background: { r: 220, g: 38, b: 38 } } })
    .toFormat(format)
    .toBuffer();

async function upload(cookie: string, data: Buffer, type: string) {
  const boundary = '----reportlogo';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l"\r\nContent-Type: ${type}\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/agencyMenu/settings/logo',
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

/** A member (an agency when `company` is given) with a ranked product and a report link on it. */
async function reportOf(company: string | null) {
  const m = await createMember(t);
  if (company) await makeAgency(t, m.mbrSn, company);
  const cookie = await login(t, m.email);
  const gdpSn = await trackProduct(t, m.mbrSn, '무선 이어폰', { '무선 이어폰': [['2026-11-22', 7]] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/member/clientReports',
    headers: { cookie },
    payload: {
      name: '11월 리포트',
      expiresInDays: 30,
      goods: [gdpSn],
      places: [],
      monthly: false,
      mailTo: [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, token: res.json().data.token as string };
}

const page = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/report/${token}` })).json().data as {
    company: string | null;
    logoUrl: string | null;
  };
const pdf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/report/${token}/pdf` })).rawPayload;
/** Image XObjects in a PDF (PDFKit writes their dictionaries uncompressed). */
const images = (file: Buffer) => file.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe("the agency's logo on its report", () => {
  it('is named on the page and drawn in the PDF; a new logo makes a new PDF', async () => {
    const r = await reportOf('로고랩');
    expect(await page(r.token)).toMatchObject({ company: '로고랩', logoUrl: null });
    expect(images(await pdf(r.token))).toBe(0);

    const url = await upload(r.cookie, await logo('png'), 'image/png');
    expect((await page(r.token)).logoUrl).toBe(url);
    const withLogo = await pdf(r.token);
    expect(images(withLogo)).toBe(1);
    // Still the agency's PDF in Korean, the name beside the logo.
    expect(withLogo.length).toBeGreaterThan(1000);

    // Replaced by a WebP: drawn through its PNG twin, in a PDF made anew (not the cached one).
    const webpUrl = await upload(r.cookie, await logo('webp'), 'image/webp');
    expect((await page(r.token)).logoUrl).toBe(webpUrl);
    const replaced = await pdf(r.token);
    expect(images(replaced)).toBe(1);
    expect(replaced.equals(withLogo)).toBe(false);

    // Deleted: the name alone.
    await t.app.inject({
      method: 'DELETE',
      url: '/v1/agencyMenu/settings/logo',
      headers: { cookie: r.cookie },
    });
    expect((await page(r.token)).logoUrl).toBeNull();
    expect(images(await pdf(r.token))).toBe(0);
  });

  it("carries none for a seller's own report", async () => {
    const r = await reportOf(null);
    expect(await page(r.token)).toMatchObject({ company: null, logoUrl: null });
  });
});
