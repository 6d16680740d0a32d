import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshot, signIn } from './support/browser';

let b: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

const subject = `결제 영수증 문의 ${Date.now().toString(36)}`;

describe('inquiries', () => {
  it('a member writes an inquiry and sees it listed in my page', async () => {
    const page = b.page;
    const account = await signUpByApi(b.baseUrl);
    await signInAs(page, b.baseUrl, account.email, account.password);
    await page.goto(`${b.baseUrl}/inquire`);
    await expect.poll(() => page.inputValue('#inquiry-email')).toBe(account.email);
    await page.fill('#inquiry-subject', subject);
    await page.fill('#inquiry-message', '짧은');
    await page.getByTestId('inquiry-submit').click();
    await page.getByText(ko.accountValidation.inquiryMessage).waitFor();
    await page.fill('#inquiry-message', '지난달 코인 결제 영수증을 이메일로 받고 싶습니다.');
    await page.getByTestId('inquiry-submit').click();
    await page.getByTestId('inquiry-done').waitFor();
    await screenshot(page, 'inquiry-done');
    await page.getByRole('link', { name: ko.inquiry.myInquiries }).click();
    await page.waitForURL((u) => u.pathname === '/myPage/inquiry');
    const list = page.getByTestId('my-inquiries');
    await list.getByText(subject).click();
    await list.getByText('지난달 코인 결제 영수증을 이메일로 받고 싶습니다.').waitFor();
    await screenshot(page, 'my-inquiries');
  });

  it('a visitor writes one too, and a manager reads them', async () => {
    const page = b.page;
    await b.context.clearCookies();
    await page.goto(`${b.baseUrl}/inquire`);
    await page.fill('#inquiry-name', '방문자');
    await page.fill('#inquiry-email', 'visitor@example.com');
    await page.fill('#inquiry-subject', '대행사 가입 문의');
    await page.fill('#inquiry-message', '대행사 회원으로 가입하려면 어떻게 해야 하나요?');
    await page.getByTestId('inquiry-submit').click();
    await page.getByTestId('inquiry-done').waitFor();

    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/inquiryManagement`);
    const list = page.getByTestId('admin-inquiries');
    await list.getByText('대행사 가입 문의').waitFor();
    expect(await list.innerText()).toContain(subject);
    await screenshot(page, 'admin-inquiries');
  });
});
