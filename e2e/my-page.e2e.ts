import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import {
  completeIdentityFrame,
  newPerson,
  signInAs,
  signUpByApi,
  type Person,
} from './support/account-flows';
import { openBrowser, screenshot, screenshots, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
let account: { email: string; password: string; person: Person };
const NEW_PASSWORD = 'Second12!';

beforeAll(async () => {
  b = await openBrowser();
  account = await signUpByApi(b.baseUrl, { password: 'First123!' });
});
afterAll(() => b.close());

describe('my page', () => {
  it('shows the info only after identity verification on /auth, which returns to the info', async () => {
    const page = b.page;
    await signInAs(page, b.baseUrl, account.email, account.password);
    await page.goto(`${b.baseUrl}/myPage`);
    await page.waitForURL((u) => u.pathname === '/myPage/info');
    await page.getByTestId('my-info-identity').waitFor();
    await page.getByTestId('my-info-verify').click();
    await page.waitForURL(
      (u) => u.pathname === '/auth' && u.searchParams.get('redirectTo') === '/myPage/info',
    );
    await page.getByText(ko.identityAuth.returnHint).waitFor();
    await screenshots(page, 'auth-start');

    // Someone else's phone: the failure and a retry.
    await page.getByTestId('auth-start').click();
    await completeIdentityFrame(page, newPerson('김타인'));
    await page.getByTestId('auth-error').getByText(ko.errors.IDENTITY_MISMATCH).waitFor();
    await screenshots(page, 'auth-failed');
    await page.getByTestId('auth-retry').click();
    await completeIdentityFrame(page, account.person);

    // The verified person, masked, and the way back.
    const name = [...account.person.name];
    await page
      .getByTestId('auth-name')
      .getByText(`${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`)
      .waitFor();
    const phone = account.person.phone;
    expect(await page.getByTestId('auth-phone').innerText()).toBe(
      `${phone.slice(0, 3)}-****-${phone.slice(-4)}`,
    );
    expect(await page.getByTestId('auth-result').innerText()).not.toContain(phone.slice(3, 7));
    await screenshots(page, 'auth-done');
    await page.getByTestId('auth-continue').click();
    await page.waitForURL((u) => u.pathname === '/myPage/info');
    const info = page.getByTestId('my-info');
    await info.waitFor();
    expect(await info.innerText()).toContain(account.email);
    expect(await info.innerText()).toContain(account.person.phone.slice(-4));
    await screenshot(page, 'my-page-info');
  });

  it('shows the payment history empty state and the payment-method coming-soon alert', async () => {
    const page = b.page;
    await page.getByRole('link', { name: ko.myPage.payHistory }).click();
    await page.getByText(ko.myPage.payEmpty).waitFor();
    await page.getByTestId('my-payment-method').click();
    // By role: the header's coming-soon dialog is in the page too, closed (hidden).
    const dialog = page.getByRole('dialog', { name: ko.common.comingSoonTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: ko.common.close, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('checks the password, then changes it', async () => {
    const page = b.page;
    await page.getByRole('link', { name: ko.myPage.changePassword }).click();
    await page.waitForURL((u) => u.pathname === '/myPage/inspectpw');
    await page.fill('#current-password', 'Wrong123!');
    await page.getByTestId('inspect-submit').click();
    await page.getByTestId('inspect-error').getByText(ko.account.passwordWrong).waitFor();
    await page.fill('#current-password', account.password);
    await page.getByTestId('inspect-submit').click();
    await page.waitForURL((u) => u.pathname === '/myPage/changepw');
    await page.fill('#change-password', NEW_PASSWORD);
    await page.fill('#change-password-repeat', NEW_PASSWORD);
    await page.getByTestId('change-submit').click();
    await page.waitForURL((u) => u.pathname === '/myPage/info');
    await page.getByText(ko.account.passwordChanged).first().waitFor();

    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/login`);
    await page.fill('input[name="mbrEmail"]', account.email);
    await page.fill('input[name="mbrPw"]', account.password);
    await page.press('input[name="mbrPw"]', 'Enter');
    await page.getByTestId('login-error').waitFor();
    await signInAs(page, b.baseUrl, account.email, NEW_PASSWORD);
  });

  it('withdraws after a confirm, and the account can no longer sign in', async () => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/myPage/deleteid`);
    await page.fill('#withdraw-reason', '짧음');
    await page.fill('#withdraw-email', account.email);
    await page.getByTestId('withdraw-submit').click();
    await page.getByText(ko.accountValidation.reasonLength).waitFor();
    await page.fill('#withdraw-reason', '사용할 일이 없어졌어요. 감사합니다!');
    // Another address is refused as it is typed (issue 39 §5), before any confirm.
    await page.fill('#withdraw-email', 'other@example.com');
    await page.getByText(ko.account.withdrawEmailMismatch).waitFor();
    expect(await page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    await page.fill('#withdraw-email', account.email);
    await page.getByTestId('withdraw-submit').click();
    await page.getByText(ko.myPage.withdrawConfirmText).waitFor();
    await screenshot(page, 'withdraw-confirm');
    await page.getByTestId('withdraw-confirm').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('link', { name: ko.shell.login }).first().waitFor();

    await page.goto(`${b.baseUrl}/login`);
    await page.fill('input[name="mbrEmail"]', account.email);
    await page.fill('input[name="mbrPw"]', NEW_PASSWORD);
    await page.press('input[name="mbrPw"]', 'Enter');
    await page.getByTestId('login-error').getByText(ko.errors.LOGIN_FAILED).waitFor();
  });
});

describe('/auth on its own', () => {
  it('refuses to send the member off the site after verifying, and asks a visitor to sign in', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/auth?redirectTo=https://evil.example/`);
    await page.waitForURL((u) => u.pathname === '/login');
    const other = await signUpByApi(b.baseUrl);
    await signInAs(page, b.baseUrl, other.email, other.password);
    await page.goto(`${b.baseUrl}/auth?redirectTo=//evil.example/x`);
    await page.getByTestId('auth-start').click();
    await completeIdentityFrame(page, other.person);
    // Once seen failing only in a whole-suite run: keep the screen if it happens again.
    await page
      .getByTestId('auth-result')
      .waitFor()
      .catch(async (e: unknown) => {
        await screenshot(page, 'my-page-auth-no-result');
        throw e;
      });
    expect(await page.getByTestId('auth-continue').innerText()).toBe(ko.identityAuth.home);
    await page.getByTestId('auth-continue').click();
    await page.waitForURL((u) => u.origin === b.baseUrl && u.pathname === '/');
  });
});

describe('my page and sign-up on a phone', () => {
  let m: Awaited<ReturnType<typeof openBrowser>>;
  beforeAll(async () => {
    m = await openBrowser({ width: 375, height: 800 });
  });
  afterAll(() => m.close());

  it('shows the join form in one column and the my-page menu as scrollable tabs', async () => {
    await m.page.goto(`${m.baseUrl}/join`);
    await m.page.getByTestId('identity-start').waitFor();
    await screenshot(m.page, 'join-mobile');
    await signIn(m.page, m.baseUrl, 'member');
    await m.page.goto(`${m.baseUrl}/myPage/payhistory`);
    const nav = m.page.getByRole('navigation', { name: ko.myPage.menuLabel });
    await nav.waitFor();
    const box = await nav.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await m.page.getByText(ko.myPage.payEmpty).waitFor();
    await screenshot(m.page, 'my-page-mobile');
  });
});
