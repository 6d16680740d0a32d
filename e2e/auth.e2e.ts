import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import {
  completeIdentityFrame,
  lastMailId,
  newEmail,
  newPerson,
  readMailCode,
  signInAs,
} from './support/account-flows';
import { openBrowser, screenshot, screenshots } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const email = newEmail('joiner');
const person = newPerson('김가입');
const PASSWORD = 'Joiner12!';
const NEW_PASSWORD = 'Renewed12!';

describe('sign-up, Kakao and password reset through the simulator', () => {
  it('a new visitor signs up end to end: identity in the frame, the code from the inbox, consents', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/login`);
    await page.getByTestId('login-join').click();
    // The identity page of the simulator runs inside our frame, then the frame reports back.
    await completeIdentityFrame(page, person);
    await page.waitForURL((u) => u.pathname === '/join');
    await page.getByTestId('identity-done').waitFor();
    await expect
      .poll(() => page.inputValue('#join-phone'))
      .toBe(`${person.phone.slice(0, 3)}-${person.phone.slice(3, 7)}-${person.phone.slice(7)}`);
    expect(await page.inputValue('#join-birth')).toBe(person.birth);
    expect(await page.inputValue('#join-name')).toBe(person.name);

    // A mistyped address first: its button counts down, a corrected address gets its code at once.
    const send = page.getByTestId('join-email-send');
    const typo = newEmail('typo');
    await page.fill('#join-email', typo);
    await send.click();
    await expect.poll(() => send.innerText()).toMatch(/^\S+ \(\d+초\)$/);
    expect(await send.innerText()).toContain(ko.join.resendCode);
    expect(await send.isDisabled()).toBe(true);
    await page.getByText(ko.join.changeEmail).click();
    await page.fill('#join-email', typo);
    expect(await send.innerText()).toContain(`${ko.join.verifyEmail} (`);
    expect(await send.isDisabled()).toBe(true);
    await page.fill('#join-email', email);
    expect(await send.innerText()).toBe(ko.join.verifyEmail);
    await send.click();
    const code = await readMailCode(email);
    await page.fill('#join-email-code', code);
    await page.getByTestId('join-email-confirm').click();
    await page.getByText(ko.join.emailVerifiedBadge, { exact: true }).waitFor();
    expect(await page.locator('#join-email-code').isDisabled()).toBe(true);

    // A weak password is refused with the spec message.
    await page.fill('#join-password', 'weak');
    await page.fill('#join-password-repeat', 'weak');
    await page.getByTestId('join-submit').click();
    await page.getByText(ko.validation.passwordRule).waitFor();
    await page.fill('#join-password', PASSWORD);
    await page.fill('#join-password-repeat', PASSWORD);

    // Required consents missing: the spec's message.
    await page.getByTestId('join-submit').click();
    await page.getByTestId('join-error').getByText(ko.account.consentRequired).waitFor();

    // The terms modal: agreeing to the terms moves to the privacy tab.
    await page.locator('label[for="consent-terms"] + button').click();
    await page.getByTestId('agree-terms').click();
    await page.getByTestId('agree-privacy').click();
    expect(await page.isChecked('#consent-terms')).toBe(true);
    expect(await page.isChecked('#consent-privacy')).toBe(true);
    await page.check('#consent-child');
    await screenshot(page, 'join-filled');
    await page.getByTestId('join-submit').click();
    await page.getByText(ko.join.successText).waitFor();
    await page.getByRole('button', { name: ko.join.goLogin }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    await signInAs(page, b.baseUrl, email, PASSWORD);
    await page.getByRole('link', { name: ko.shell.myPage }).first().waitFor();
  });

  it('a person who already has an account is told right after identity verification, with 로그인 and 아이디 찾기', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/login`);
    await page.getByTestId('login-join').click();
    await completeIdentityFrame(page, person);
    await page.waitForURL((u) => u.pathname === '/join');
    // At once, before any other step: a dialog and a notice in the identity step.
    const dialog = page.getByRole('dialog', { name: ko.join.ciTakenTitle });
    await dialog.getByText(ko.join.alreadyMemberText).waitFor();
    expect(await dialog.getByTestId('member-exists-login').innerText()).toBe(ko.join.goLoginShort);
    await screenshots(page, 'join-member-exists-dialog');
    await page.keyboard.press('Escape');
    const notice = page.getByTestId('identity-member-exists');
    await notice.waitFor();
    expect(await page.getByTestId('join-submit').isDisabled()).toBe(true);
    await screenshots(page, 'join-member-exists');
    await notice.getByRole('link', { name: ko.join.findId }).click();
    await page.waitForURL((u) => u.pathname === '/findAccount' && u.searchParams.get('type') === 'id');
    await page.getByText(ko.findAccount.fromJoin).waitFor();
  });

  /** Logs in with Kakao through the simulator's consent page as a Kakao account. */
  const kakaoAs = async (account: { nickname: string; email: string; kakaoId?: string }) => {
    const page = b.page;
    await page.goto(`${b.baseUrl}/login`);
    await page.getByRole('button', { name: ko.login.kakao }).click();
    const consent = page.locator('form[action="/kakao-auth/oauth/authorize/consent"]');
    await consent.waitFor();
    await consent.locator('input[name="nickname"]').fill(account.nickname);
    if (account.kakaoId) await consent.locator('input[name="kakaoId"]').fill(account.kakaoId);
    await consent.locator('input[name="email"]').fill(account.email);
    return consent;
  };

  it('a new Kakao user agrees to the terms before the account exists, then lands on home signed in', async () => {
    const page = b.page;
    await b.context.clearCookies();
    const kakaoEmail = newEmail('kakao');
    const consent = await kakaoAs({ nickname: '카카오신규', email: kakaoEmail });
    await screenshot(page, 'kakao-consent');
    await consent.locator('button[type="submit"]').click();
    await page.waitForURL((u) => u.searchParams.get('kakaoSignup') === 'need');
    const dialog = page.getByRole('dialog', { name: ko.socialLogin.signupTitle });
    await dialog.getByTestId('kakao-signup-email').getByText(kakaoEmail).waitFor();
    // No consent: refused on the page, still signed out.
    await dialog.getByTestId('kakao-signup-agree').click();
    await dialog.getByTestId('kakao-signup-error').getByText(ko.account.consentRequired).waitFor();
    // The terms viewer works inside the dialog: agreeing to the terms moves to the privacy tab.
    await dialog.locator('label[for="kakao-consent-terms"] + button').click();
    await page.getByTestId('agree-terms').click();
    await page.getByTestId('agree-privacy').click();
    expect(await page.isChecked('#kakao-consent-terms')).toBe(true);
    expect(await page.isChecked('#kakao-consent-privacy')).toBe(true);
    await page.check('#kakao-consent-child');
    await screenshots(page, 'kakao-signup-consents');
    await dialog.getByTestId('kakao-signup-agree').click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: ko.shell.logout }).first().waitFor();
  });

  it('a new Kakao user who cancels gets no account: the next Kakao login asks again', async () => {
    const page = b.page;
    await b.context.clearCookies();
    const kakaoEmail = newEmail('kakaono');
    const account = { nickname: '카카오취소', email: kakaoEmail };
    await (await kakaoAs(account)).locator('button[type="submit"]').click();
    const dialog = page.getByRole('dialog', { name: ko.socialLogin.signupTitle });
    await dialog.getByTestId('kakao-signup-email').waitFor();
    await dialog.getByTestId('kakao-signup-cancel').click();
    await page.getByText(ko.account.kakaoSignupCancelled).waitFor();
    await expect.poll(() => page.url()).toBe(`${b.baseUrl}/login`);
    await page.getByRole('link', { name: ko.shell.login }).first().waitFor();

    await (await kakaoAs(account)).locator('button[type="submit"]').click();
    await page
      .getByRole('dialog', { name: ko.socialLogin.signupTitle })
      .getByTestId('kakao-signup-email')
      .waitFor();
  });

  it('Kakao with the e-mail of an existing account asks to merge; yes links it and asks to log in again', async () => {
    const page = b.page;
    const kakao = async () => {
      await page.goto(`${b.baseUrl}/login`);
      await page.getByRole('button', { name: ko.login.kakao }).click();
      const consent = page.locator('form[action="/kakao-auth/oauth/authorize/consent"]');
      await consent.waitFor();
      await consent.locator('input[name="nickname"]').fill('통합테스터');
      await consent.locator('input[name="kakaoId"]').fill('4123456789');
      await consent.locator('input[name="email"]').fill(email);
      await consent.locator('button[type="submit"]').click();
    };
    await b.context.clearCookies();
    await kakao();
    await page.waitForURL((u) => u.searchParams.get('isMemberExists') === 'need');
    await page.getByText(ko.socialLogin.mergeText).waitFor();
    await page.getByTestId('merge-no').click();
    await page.getByText(ko.socialLogin.declinedText).waitFor();
    await page.getByRole('button', { name: ko.common.close }).click();

    await kakao();
    await page.getByText(ko.socialLogin.mergeText).waitFor();
    await page.getByTestId('merge-yes').click();
    await page.getByText(ko.socialLogin.linkedText).waitFor();
    await page.getByRole('button', { name: ko.common.close }).click();

    // Logged in again with Kakao: now the linked account.
    await kakao();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: ko.shell.logout }).first().waitFor();
    const session = await page.evaluate(async () => {
      const r = await fetch('/v1/member/user/memberSession', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return (await r.json()) as { data: { mbrEmail: string } };
    });
    expect(session.data.mbrEmail).toBe(email);
  });

  it('password reset through the simulator inbox, then sign-in with the new password', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/findAccount?type=pw`);
    await page.getByText(ko.findAccount.pwIntro).waitFor();
    const before = await lastMailId(email);
    await page.fill('#reset-email', email);
    await page.getByTestId('reset-email-send').click();
    const code = await readMailCode(email, before);
    await page.fill('#reset-email-code', code);
    await page.getByTestId('reset-email-confirm').click();
    await page.getByTestId('reset-target').waitFor();
    // Back returns to the e-mail step; the form comes again after a new code.
    await page.fill('#new-password', NEW_PASSWORD);
    await page.fill('#new-password-repeat', 'Mismatch12!');
    await page.getByTestId('password-submit').click();
    await page.getByText(ko.validation.passwordMismatch).waitFor();
    await page.fill('#new-password-repeat', NEW_PASSWORD);
    await screenshot(page, 'reset-password');
    await page.getByTestId('password-submit').click();
    await page.getByText(ko.findAccount.doneText).waitFor();
    await page.getByRole('button', { name: ko.findAccount.goHome }).click();
    await page.waitForURL((u) => u.pathname === '/');

    await signInAs(page, b.baseUrl, email, NEW_PASSWORD);
    await page.getByRole('button', { name: ko.shell.logout }).first().waitFor();
  });

  it('finds the account by identity and lists it masked', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/findaccount?type=id`);
    await page.getByTestId('find-id-start').click();
    await completeIdentityFrame(page, person);
    const found = page.getByTestId('found-email');
    await found.first().waitFor();
    expect(await found.first().innerText()).toBe(
      `${email.slice(0, 2)}****${email.slice(email.indexOf('@'))}`,
    );
    await screenshot(page, 'find-id');
  });
});
