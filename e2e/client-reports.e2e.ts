/**
 * 고객 리포트 (issue 29 §1) in the browser: an agency member with a tracked product makes a report
 * link in 마이페이지, a signed-out browser opens it (company, item, chart, PDF), and after the
 * member revokes it the link is refused. Then the monthly mail's addresses (issue 35 §12): each
 * gets a confirmation mail in the simulator's inbox; the client confirms on the link's page (or
 * refuses by its unsubscribe link), and the member's list shows each address's state and resends.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { ACCOUNTS } from './support/accounts';
import { ApiSession } from './support/api-session';
import { artifactPath, openBrowser, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

const t = ko.clientReports;
const COMPANY = '마케팅랩';
const KEYWORD = 'camping chair';
const WAIT = { timeout: 20_000 };
const MONTHLY = '월간 순위 리포트';

interface Mail {
  subject: string;
  text: string;
}
/** The confirmation mails the simulator caught for an address. */
const confirmations = async (to: string) =>
  (await control<{ messages: Mail[] }>(`/__control/mail?to=${encodeURIComponent(to)}`)).messages.filter(
    (m) => m.subject === t.confirmSubject(MONTHLY),
  );
const linkIn = (mail: Mail, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`https?://[^\\s]+/v1/report-mail/${kind}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text)![0];

/** CRC-32 of PNG chunks (the polynomial of the PNG spec). */
function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
/**
 * A 240×60 RGB PNG logo: a red band with a white stripe, made here so the spec needs no image
 * file or library.
 */
function logoPng(): Buffer {
  const [w, h] = [240, 60];
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    rows.push(0);
    for (let x = 0; x < w; x++) {
      const stripe = y > 24 && y < 36 && x > 20 && x < 220;
      rows.push(...(stripe ? [255, 255, 255] : [220, 38, 38]));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let owner: Awaited<ReturnType<typeof openBrowser>>;
let visitor: Awaited<ReturnType<typeof openBrowser>>;
let productTitle: string;

beforeAll(async () => {
  owner = await openBrowser();
  visitor = await openBrowser();
});
afterAll(async () => {
  await owner?.close();
  await visitor?.close();
});

/** The reporter as an agency with a tracked, ranked product. */
async function seed() {
  // The manager makes the reporter an agency with a company name, as on the agency screen.
  const manager = await new ApiSession(owner.baseUrl).login(
    ACCOUNTS.manager.email,
    ACCOUNTS.manager.password,
  );
  const found = await manager.post<{ userAccess: { userMbrSn: number } }>(
    '/v1/agencyMenu/coin/selectEmailAjency',
    {
      mbrEmail: ACCOUNTS.reporter.email,
    },
  );
  await manager.post('/v1/agencyMenu/coin/addUserAjency', {
    userAccess: { userMbrSn: found.userAccess.userMbrSn },
    companyName: COMPANY,
  });
  // A tracked product with a keyword, through the public API (the same service as the web form).
  const reporter = await new ApiSession(owner.baseUrl).login(
    ACCOUNTS.reporter.email,
    ACCOUNTS.reporter.password,
  );
  const { token } = await reporter.post<{ token: string }>('/v1/member/myPage/apiTokens', {
    name: 'seed',
    scope: 'write',
    expiresInDays: 30,
    currentPassword: ACCOUNTS.reporter.password,
  });
  const bearer = { authorization: `Bearer ${token}` };
  const market = await control<{
    items: Array<{ productId: string; mallProductId: string | null; title: string }>;
  }>(`/__control/market/products?keyword=${encodeURIComponent(KEYWORD)}&display=100`);
  const catalog = market.items.find((i) => !i.mallProductId)!;
  const added = await fetch(`${owner.baseUrl}/api/v1/products`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ type: 'midNum', number: catalog.productId, keywords: [KEYWORD] }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
  // The new keyword is checked at once; the report shows its rank once it is recorded.
  await expect
    .poll(async () => {
      const res = await fetch(`${owner.baseUrl}/api/v1/products`, { headers: bearer });
      const products = (
        (await res.json()) as { data: Array<{ title: string; keywords: Array<{ rank: number | null }> }> }
      ).data;
      productTitle = products?.[0]?.title ?? '';
      return products?.[0]?.keywords[0]?.rank ?? null;
    }, WAIT)
    .not.toBeNull();
  await signIn(owner.page, owner.baseUrl, 'reporter');
}

describe('client reports', () => {
  it('are made in 마이페이지, opened without sign-in with a PDF, and refused once revoked', async () => {
    await seed();
    const page = owner.page;
    await page.goto(`${owner.baseUrl}/myPage/info`);
    await page.getByRole('link', { name: t.menu, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/myPage/reports');
    await page.getByText(t.empty).waitFor();
    await page
      .getByRole('checkbox', {
        name: new RegExp(productTitle.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .waitFor();

    // The form says what is missing before sending anything.
    await page.getByTestId('report-create').click();
    await page.getByText(t.itemsRequired).waitFor();
    await page.getByLabel(t.name).fill('11월 순위 리포트');
    await page.getByLabel(t.expiry).selectOption('7');
    await page
      .getByTestId('report-goods')
      .getByRole('checkbox', { name: new RegExp(t.selectAll) })
      .check();
    await screenshotWidths(page, 'client-reports-create', () => page.getByTestId('report-form').waitFor());
    await page.getByTestId('report-create').click();
    const dialog = page.getByRole('dialog', { name: t.createdTitle });
    await dialog.waitFor();
    const link = (await page.getByTestId('report-link-value').innerText()).trim();
    expect(link).toMatch(/\/report\/[A-Za-z0-9_-]{43}$/);
    await screenshotWidths(page, 'client-reports-created', () => dialog.waitFor());
    await page.getByTestId('report-link-close').click();
    await page.getByTestId('report-list').getByText('11월 순위 리포트').waitFor();
    expect(await page.getByTestId('report-last-opened').innerText()).toBe(t.neverOpened);

    // A signed-out browser: company, item, keyword ranks and the chart; never indexed.
    const v = visitor.page;
    const doc = await v.goto(link);
    expect(doc?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await v.getByTestId('public-report').waitFor();
    expect(await v.getByTestId('report-company').innerText()).toBe(t.preparedBy(COMPANY));
    await v.getByRole('heading', { name: '11월 순위 리포트' }).waitFor();
    await v.getByText(productTitle).first().waitFor();
    await v.getByText(KEYWORD).first().waitFor();
    await v.locator('[data-testid="report-keyword"] canvas').first().waitFor();
    // Where the ranks came from (issue 36 §2): the simulator's SearchApi, N+스토어, PC.
    expect(await v.getByTestId('report-source').first().innerText()).toBe(
      ko.rankProvenance.sourceLine('SearchApi · N+스토어 · PC'),
    );
    expect(await v.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await v.content()).not.toContain(ACCOUNTS.reporter.email);
    // The agency's page (issue 40 §1): its summary and "제공" line, none of our header, footer or chat.
    await v.getByTestId('report-summary').waitFor();
    expect(await v.getByTestId('report-footer').innerText()).toBe(t.providedBy(COMPANY));
    expect(await v.getByTestId('chat-button').count()).toBe(0);
    expect(await v.locator('header nav, footer').count()).toBe(0);
    expect(await v.locator('body').innerText()).not.toContain(ko.app.name);
    await screenshotWidths(v, 'client-reports-public', () =>
      v.locator('[data-testid="report-keyword"] canvas').first().waitFor(),
    );

    // The PDF downloads from the page.
    const [download] = await Promise.all([
      v.waitForEvent('download'),
      v.getByTestId('report-pdf-download').click(),
    ]);
    const file = artifactPath('client-report').replace(/\.png$/, '.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^11월_순위_리포트_.*\.pdf$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // The owner's list shows the visit; revoking asks first, and the link is refused afterwards.
    await page.reload();
    await expect
      .poll(async () => page.getByTestId('report-last-opened').innerText(), WAIT)
      .not.toBe(t.neverOpened);
    await page.getByTestId('report-revoke').click();
    await page.getByRole('dialog', { name: t.revokeConfirmTitle }).waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText(t.empty).waitFor();
    await v.reload();
    await v.getByTestId('report-gone').getByText(ko.errors.REPORT_LINK_GONE).waitFor();
    await screenshotWidths(v, 'client-reports-gone', () => v.getByTestId('report-gone').waitFor());
  });

  it('asks each monthly address to confirm; the list shows who confirmed, who refused, and resends', async () => {
    const page = owner.page;
    const at = (who: string) => `${who}.${Date.now()}@client.test`;
    const [client, boss, stranger] = [at('client'), at('boss'), at('stranger')];
    await page.goto(`${owner.baseUrl}/myPage/reports`);
    await page.getByLabel(t.name).fill(MONTHLY);
    await page
      .getByTestId('report-goods')
      .getByRole('checkbox', { name: new RegExp(t.selectAll) })
      .check();
    await page.getByRole('checkbox', { name: new RegExp(t.monthly) }).check();
    await page.getByLabel(t.mailTo).fill(`${client}\n${boss}\n${stranger}`);
    await page.getByTestId('report-create').click();
    await page.getByRole('dialog', { name: t.createdTitle }).waitFor();
    await page.getByText(t.confirmationsSent(3)).waitFor();
    await page.getByTestId('report-link-close').click();
    const states = async () =>
      Promise.all(
        (await page.getByTestId('report-recipient').all()).map((r) => r.getAttribute('data-state')),
      );
    await expect.poll(states, WAIT).toEqual(['pending', 'pending', 'pending']);
    await screenshotWidths(page, 'client-reports-recipients-pending', () =>
      page.getByTestId('report-recipients').waitFor(),
    );

    // The client opens the confirmation mail's link in a signed-out browser and presses the button.
    await expect.poll(async () => (await confirmations(client)).length, WAIT).toBe(1);
    const v = visitor.page;
    const confirmPage = await v.goto(linkIn((await confirmations(client))[0]!, 'confirm'));
    expect(confirmPage?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await v.getByTestId('report-mail-confirm').waitFor();
    await screenshotWidths(v, 'client-reports-confirm-page', () =>
      v.getByTestId('report-mail-confirm').waitFor(),
    );
    await v.getByTestId('report-mail-confirm').click();
    await v.getByRole('heading', { name: t.pageConfirmedTitle }).waitFor();
    await screenshotWidths(v, 'client-reports-confirmed-page', () =>
      v.getByRole('heading', { name: t.pageConfirmedTitle }).waitFor(),
    );

    // The stranger never asked for it: the confirmation mail's unsubscribe link refuses for good.
    await expect.poll(async () => (await confirmations(stranger)).length, WAIT).toBe(1);
    await v.goto(linkIn((await confirmations(stranger))[0]!, 'unsubscribe'));
    await v.getByRole('heading', { name: t.pageUnsubscribedTitle }).waitFor();

    // The member sees each state; the one still waiting can be sent its confirmation again.
    await page.reload();
    await expect.poll(states, WAIT).toEqual(['confirmed', 'pending', 'unsubscribed']);
    await page.getByRole('button', { name: `${boss} ${t.resend}` }).click();
    await page.getByText(t.resent(boss)).waitFor();
    await expect.poll(async () => (await confirmations(boss)).length, WAIT).toBe(2);
    await screenshotWidths(page, 'client-reports-recipients', () =>
      page.getByTestId('report-recipients').waitFor(),
    );
  });

  // Issue 40 §1: the agency's logo, uploaded in 대행사 설정, on the white-label page and in the PDF.
  it("carry the agency's logo from its settings on the page and in the PDF", async () => {
    const page = owner.page;
    const s = ko.agencySettings;
    await page.goto(`${owner.baseUrl}/agencyMenu/agencyGrupAddMember`);
    await page.getByRole('link', { name: ko.routes.agencySettings }).click();
    await page.waitForURL((u) => u.pathname === '/agencyMenu/settings');
    await page.getByText(s.logoNone).waitFor();
    expect(await page.getByLabel(s.nameTitle).inputValue()).toBe(COMPANY);
    const picker = page.getByTestId('agency-logo-file');
    // A text file named like a PNG: the server reads its bytes and refuses it, in Korean.
    await picker.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await page.getByTestId('agency-logo-error').getByText(ko.errors.AGENCY_LOGO_TYPE_INVALID).waitFor();
    await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    const preview = page.getByTestId('agency-logo-image');
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(240);
    await screenshotWidths(page, 'agency-settings-logo', () => preview.waitFor());

    // A report link of the agency, opened signed out: the logo beside the name.
    const reporter = await new ApiSession(owner.baseUrl).login(
      ACCOUNTS.reporter.email,
      ACCOUNTS.reporter.password,
    );
    const goods = await reporter.get<{ goods: Array<{ id: number }> }>('/v1/member/clientReports/candidates');
    const made = await reporter.post<{ token: string }>('/v1/member/clientReports', {
      name: '로고 리포트',
      expiresInDays: 7,
      goods: [goods.goods[0]!.id],
      places: [],
      monthly: false,
      mailTo: [],
    });
    const v = visitor.page;
    await v.goto(`${owner.baseUrl}/report/${made.token}`);
    const logo = v.getByTestId('report-logo');
    await logo.waitFor();
    expect(await logo.getAttribute('alt')).toBe(t.logoAlt(COMPANY));
    await expect
      .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(240);
    expect(await v.getByTestId('report-company').innerText()).toBe(t.preparedBy(COMPANY));
    const served = await fetch(`${owner.baseUrl}${await logo.getAttribute('src')}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toMatch(/^"[a-f0-9]{32}"$/);
    await screenshotWidths(v, 'client-reports-public-logo', () =>
      v.locator('[data-testid="report-keyword"] canvas').first().waitFor(),
    );

    // The PDF downloaded from the page draws it (one image in the file).
    const [download] = await Promise.all([
      v.waitForEvent('download'),
      v.getByTestId('report-pdf-download').click(),
    ]);
    const file = artifactPath('client-report-logo').replace(/\.png$/, '.pdf');
    await download.saveAs(file);
    const pdf = fs.readFileSync(file).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1);

    // Deleted in the settings: the page shows the name alone.
    await page.getByTestId('agency-logo-delete').click();
    await page.getByRole('dialog', { name: s.logoDeleteConfirmTitle }).getByTestId('confirm-action').click();
    await page.getByText(s.logoNone).waitFor();
    await v.reload();
    await v.getByTestId('report-company').waitFor();
    expect(await v.getByTestId('report-logo').count()).toBe(0);
  });
});
