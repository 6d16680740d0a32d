/**
 * 마이페이지 → API (issue 29 §3) in the browser: make a token after typing the password again
 * (issue 35 §4), see it once and copy it, call the public API with it, see its last use, revoke it
 * with a confirmation; the API then refuses it. A password change, whose screen says so first,
 * revokes every token. Below the tokens, how an AI assistant connects to /mcp (issue 44).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { readMail, signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshots } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
let account: { email: string; password: string };

beforeAll(async () => {
  b = await openBrowser();
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
  account = await signUpByApi(b.baseUrl);
});
afterAll(() => b.close());

const products = (token: string) =>
  fetch(`${b.baseUrl}/api/v1/products`, { headers: { authorization: `Bearer ${token}` } });

describe('personal API tokens', () => {
  it('are made, shown once, used, and revoked from 마이페이지 → API', async () => {
    const page = b.page;
    await signInAs(page, b.baseUrl, account.email, account.password);
    await page.goto(`${b.baseUrl}/myPage/info`);
    await page.getByRole('link', { name: ko.apiTokens.menu, exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/myPage/api');
    await page.getByText(ko.apiTokens.empty).waitFor();
    await screenshots(page, 'api-tokens-empty');

    // The form says what is wrong, in Korean, before sending anything.
    await page.getByTestId('api-token-create').click();
    await page.getByText(ko.apiTokens.nameRequired).waitFor();

    await page.getByLabel(ko.apiTokens.name).fill('리포트 시트');
    await page.getByLabel(ko.apiTokens.scopeWrite).check();
    await page.getByLabel(ko.apiTokens.expiry).selectOption('30');
    await page.getByTestId('api-token-create').click();

    // The current password first: a wrong one is refused in the dialog, which stays open.
    const asked = page.getByRole('dialog', { name: ko.apiTokens.passwordTitle });
    await asked.waitFor();
    await asked.getByLabel(ko.apiTokens.password).fill('Wrong-pass1!');
    await asked.getByTestId('api-token-password-submit').click();
    await asked.getByTestId('api-token-password-error').getByText(ko.errors.PASSWORD_WRONG).waitFor();
    await screenshots(page, 'api-tokens-password');
    await asked.getByLabel(ko.apiTokens.password).fill(account.password);
    await asked.getByTestId('api-token-password-submit').click();
    const dialog = page.getByRole('dialog', { name: ko.apiTokens.createdTitle });
    await dialog.waitFor();
    const token = (await page.getByTestId('api-token-value').innerText()).trim();
    expect(token).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('api-token-copy').click();
    await page.getByText(ko.apiTokens.copied).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);
    await screenshots(page, 'api-tokens-created');
    await page.getByTestId('api-token-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // The member is told by mail, without the token itself.
    const mail = await readMail(account.email, ko.apiTokens.mailSubject);
    expect(mail.text).toContain('리포트 시트');
    expect(`${mail.text}${mail.html}`).not.toContain(token);

    // Listed without the token itself, not used yet.
    const list = page.getByTestId('api-token-list');
    await list.getByText('리포트 시트').waitFor();
    expect(await list.innerText()).not.toContain(token);
    expect(await page.getByTestId('api-token-last-used').innerText()).toBe(ko.apiTokens.neverUsed);

    // The public API answers the token; the list then shows its last use.
    const answered = await products(token);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { data: unknown[] }).data).toEqual([]);
    await page.reload();
    await list.waitFor();
    expect(await page.getByTestId('api-token-last-used').innerText()).not.toBe(ko.apiTokens.neverUsed);
    await screenshots(page, 'api-tokens-list');

    // How an AI assistant connects (issue 44): this site's /mcp, answered with the same token.
    const connect = page.getByTestId('mcp-connect');
    await connect.getByRole('heading', { name: ko.mcp.connect.title }).waitFor();
    expect(await page.getByTestId('mcp-connect-http').innerText()).toContain(`${b.baseUrl}/mcp`);
    await page.getByTestId('mcp-connect-stdio-copy').click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain('"SELLER_TOOLKIT_TOKEN"');
    await screenshots(page, 'api-tokens-mcp');
    const tools = await fetch(`${b.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'list_tracked', arguments: {} },
      }),
    });
    expect(tools.status).toBe(200);
    const rpc = (await tools.json()) as { result: { content: Array<{ text: string }> } };
    expect(JSON.parse(rpc.result.content[0]!.text)).toEqual({ products: [], places: [] });

    // Revoking asks first; afterwards the API refuses the token.
    await page.getByTestId('api-token-revoke').click();
    await page.getByRole('dialog', { name: ko.apiTokens.revokeConfirmTitle }).waitFor();
    await screenshots(page, 'api-tokens-revoke');
    await page.getByTestId('confirm-action').click();
    await page.getByText(ko.apiTokens.empty).waitFor();
    const refused = await products(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(ko.errors.API_TOKEN_INVALID);
  });

  it('end when the password changes, as the change screen says first', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/myPage/api`);
    await page.getByLabel(ko.apiTokens.name).fill('시트 2');
    await page.getByTestId('api-token-create').click();
    const asked = page.getByRole('dialog', { name: ko.apiTokens.passwordTitle });
    await asked.getByLabel(ko.apiTokens.password).fill(account.password);
    await asked.getByTestId('api-token-password-submit').click();
    await page.getByRole('dialog', { name: ko.apiTokens.createdTitle }).waitFor();
    const token = (await page.getByTestId('api-token-value').innerText()).trim();
    await page.getByTestId('api-token-close').click();
    expect((await products(token)).status).toBe(200);

    await page.goto(`${b.baseUrl}/myPage/inspectpw`);
    await page.fill('#current-password', account.password);
    await page.getByTestId('inspect-submit').click();
    await page.waitForURL((u) => u.pathname === '/myPage/changepw');
    await page
      .getByTestId('api-tokens-revoked-notice')
      .getByText(ko.account.apiTokensRevokedNotice)
      .waitFor();
    await screenshots(page, 'api-tokens-change-password-notice');
    await page.fill('#change-password', 'Changed12!');
    await page.fill('#change-password-repeat', 'Changed12!');
    await page.getByTestId('change-submit').click();
    await page.waitForURL((u) => u.pathname === '/myPage/info');
    expect((await products(token)).status).toBe(401);
  });
});
