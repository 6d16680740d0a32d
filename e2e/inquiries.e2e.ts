import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { readMail, signInAs, signUpByApi } from './support/account-flows';
import { openBrowser, screenshot, screenshotWidths, signIn } from './support/browser';
import { control } from './support/simulator';

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

  // Issue 40 §2: the inquiry gets answered. A new member asks, a manager answers in 문의 관리
  // (with a memo the member never sees), the answer arrives by mail and in 마이페이지 with its status.
  it('a manager answers a member’s inquiry, and the member reads the answer and its status', async () => {
    const page = b.page;
    await b.context.clearCookies();
    const asker = await signUpByApi(b.baseUrl);
    await signInAs(page, b.baseUrl, asker.email, asker.password);
    const question = `환불 기간 문의 ${Date.now().toString(36)}`;
    await page.goto(`${b.baseUrl}/inquire`);
    await expect.poll(() => page.inputValue('#inquiry-email')).toBe(asker.email);
    await page.fill('#inquiry-subject', question);
    await page.fill('#inquiry-message', '코인을 충전한 뒤 며칠 안에 환불을 요청할 수 있나요?');
    await page.getByTestId('inquiry-submit').click();
    await page.getByTestId('inquiry-done').waitFor();
    await page.goto(`${b.baseUrl}/myPage/inquiry`);
    const mineBefore = page.getByTestId('my-inquiries').locator('li', { hasText: question });
    await expect
      .poll(() => mineBefore.getByTestId('my-inquiry-status').innerText())
      .toBe(ko.myPage.inquiryReceived);

    // The manager finds it among the 접수 ones and opens it.
    await b.context.clearCookies();
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/inquiryManagement`);
    await page.getByRole('button', { name: ko.inquiry.statusLabel.RECEIVED, exact: true }).click();
    const row = page.getByTestId('admin-inquiries').getByRole('button', { name: new RegExp(question) });
    await row.click();
    const dialog = page.getByRole('dialog', { name: ko.inquiry.detailTitle });
    await dialog.getByTestId('inquiry-detail').waitFor();
    await dialog.getByText('코인을 충전한 뒤 며칠 안에 환불을 요청할 수 있나요?').waitFor();

    // The memo is the managers' own.
    const memo = '결제 7일 이내 여부 확인함 (내부용)';
    await dialog.getByLabel(ko.inquiry.memoTitle).fill(memo);
    await dialog.getByTestId('inquiry-memo-save').click();
    await page.getByText(ko.inquiry.memoSaved).waitFor();

    // An empty reply is refused under the field; a real one is asked once more, then sent.
    await dialog.getByTestId('inquiry-reply-submit').click();
    await dialog.getByText(ko.inquiry.replyRequired).waitFor();
    const answer =
      '충전 후 7일 이내이고 코인을 쓰지 않았다면 전액 환불해 드립니다.\n마이페이지 결제 내역에서 요청해 주세요.';
    await dialog.getByLabel(ko.inquiry.replyLabel).fill(answer);
    await screenshotWidths(page, 'inquiry-admin-detail', () =>
      dialog.getByTestId('inquiry-reply-form').waitFor(),
    );
    await dialog.getByTestId('inquiry-reply-submit').click();
    const confirm = page.getByRole('dialog', { name: ko.inquiry.replyConfirmTitle });
    await confirm.getByText(ko.inquiry.replyConfirmText(asker.email)).waitFor();
    await screenshot(page, 'inquiry-admin-confirm');
    await confirm.getByTestId('confirm-action').click();
    await confirm.waitFor({ state: 'detached' });
    const reply = dialog.getByTestId('inquiry-reply');
    await reply.getByText('충전 후 7일 이내이고').waitFor();
    await expect
      .poll(() => dialog.getByTestId('inquiry-status').first().innerText())
      .toBe(ko.inquiry.statusLabel.ANSWERED);
    await expect.poll(() => dialog.getByLabel(ko.inquiry.replyLabel).inputValue()).toBe('');
    // The mail goes out after the answer; the panel reads its state again until it is sent.
    await reply.getByText(ko.inquiry.mailStatus.sent).waitFor();
    await screenshotWidths(page, 'inquiry-admin-answered', () => reply.waitFor());

    // The mail went to the asker, in Korean, with the answer and the way to 마이페이지.
    const mail = await readMail(asker.email, question);
    expect(mail.subject).toBe(ko.inquiryMail.subject(question));
    expect(mail.text).toContain('충전 후 7일 이내이고 코인을 쓰지 않았다면 전액 환불해 드립니다.');
    expect(mail.text).toContain('/myPage/inquiry');
    expect(mail.text).not.toContain(memo);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Back in the list (all statuses), the row says 답변 완료.
    await page.getByRole('button', { name: ko.inquiry.filterAll, exact: true }).click();
    const answeredRow = page
      .getByTestId('admin-inquiries')
      .getByRole('button', { name: new RegExp(question) });
    await expect
      .poll(() => answeredRow.getByTestId('inquiry-status').innerText())
      .toBe(ko.inquiry.statusLabel.ANSWERED);
    await screenshotWidths(page, 'inquiry-admin-list', () => answeredRow.waitFor());

    // The member sees 답변 완료 and the answer, never the memo.
    await b.context.clearCookies();
    await signInAs(page, b.baseUrl, asker.email, asker.password);
    await page.goto(`${b.baseUrl}/myPage/inquiry`);
    const mine = page.getByTestId('my-inquiries').locator('li', { hasText: question });
    await expect
      .poll(() => mine.getByTestId('my-inquiry-status').innerText())
      .toBe(ko.myPage.inquiryAnswered);
    await mine.getByRole('button', { name: new RegExp(question) }).click();
    const replies = mine.getByTestId('my-inquiry-replies');
    await replies.getByText('마이페이지 결제 내역에서 요청해 주세요.').waitFor();
    expect(await replies.innerText()).toContain(ko.myPage.inquiryReplyTitle);
    expect(await page.locator('main').innerText()).not.toContain(memo);
    await screenshotWidths(page, 'my-inquiry-answered', () => replies.waitFor());

    // Issue 40 §2, after the answer: the member writes a follow-up, which puts the inquiry back to
    // 접수 and reaches the manager's thread.
    const followUp = '환불 요청 버튼이 보이지 않습니다. 어디에 있나요?';
    const form = mine.getByTestId('my-inquiry-follow-up-form');
    await form.getByTestId('my-inquiry-follow-up-submit').click();
    await form.getByText(ko.inquiry.followUpRequired).waitFor();
    await form.getByLabel(ko.myPage.inquiryFollowUpLabel).fill(followUp);
    await form.getByTestId('my-inquiry-follow-up-submit').click();
    await replies.getByTestId('my-inquiry-follow-up-entry').getByText(followUp).waitFor();
    await expect
      .poll(() => mine.getByTestId('my-inquiry-status').innerText())
      .toBe(ko.myPage.inquiryReceived);
    await screenshotWidths(page, 'my-inquiry-follow-up', () => replies.waitFor());

    // The manager sees it after the reply, answers again; the mail server refuses the address for
    // good (550): 발송 실패 with 다시 보내기, which sends it once the server takes it.
    await b.context.clearCookies();
    await signIn(page, b.baseUrl, 'manager');
    await page.goto(`${b.baseUrl}/inquiryManagement`);
    await page.getByRole('button', { name: ko.inquiry.statusLabel.RECEIVED, exact: true }).click();
    await page
      .getByTestId('admin-inquiries')
      .getByRole('button', { name: new RegExp(question) })
      .click();
    await dialog.getByTestId('inquiry-follow-up').getByText(followUp).waitFor();
    await control('/__control/faults', { service: 'smtp', count: 1, status: 550 });
    await dialog
      .getByLabel(ko.inquiry.replyLabel)
      .fill('결제 내역의 각 줄 오른쪽에 있는 환불 요청 버튼을 눌러 주세요.');
    await dialog.getByTestId('inquiry-reply-submit').click();
    await page
      .getByRole('dialog', { name: ko.inquiry.replyConfirmTitle })
      .getByTestId('confirm-action')
      .click();
    const second = dialog.getByTestId('inquiry-reply').nth(1);
    const gaveUp = second.getByTestId('reply-mail-gave-up');
    await gaveUp.waitFor({ timeout: 20_000 });
    expect(await second.getByTestId('reply-mail-status').innerText()).toBe(ko.inquiry.mailStatus.failed);
    await screenshotWidths(page, 'inquiry-admin-mail-failed', () => gaveUp.waitFor());
    await gaveUp.getByTestId('reply-mail-resend').click();
    const resend = page.getByRole('dialog', { name: ko.inquiry.resendConfirmTitle });
    await resend.getByText(ko.inquiry.resendConfirmText(asker.email)).waitFor();
    await resend.getByTestId('confirm-action').click();
    await second.getByText(ko.inquiry.mailStatus.sent).waitFor({ timeout: 20_000 });
    expect(await second.getByTestId('reply-mail-resend').count()).toBe(0);
    await expect
      .poll(async () => {
        const inbox = await control<{ messages: Array<{ text: string }> }>(
          `/__control/mail?to=${encodeURIComponent(asker.email)}`,
        );
        return inbox.messages.filter((m) => m.text.includes('환불 요청 버튼을 눌러 주세요')).length;
      })
      .toBe(1);
    // The manager closes it.
    await dialog.getByLabel(ko.inquiry.statusTitle).selectOption('CLOSED');
    await dialog.getByTestId('inquiry-status-save').click();
    await page.getByText(ko.inquiry.statusSaved).waitFor();

    // A closed inquiry takes no follow-up: the member is pointed to a new inquiry.
    await b.context.clearCookies();
    await signInAs(page, b.baseUrl, asker.email, asker.password);
    await page.goto(`${b.baseUrl}/myPage/inquiry`);
    await expect.poll(() => mine.getByTestId('my-inquiry-status').innerText()).toBe(ko.myPage.inquiryClosed);
    await mine.getByRole('button', { name: new RegExp(question) }).click();
    const closed = mine.getByTestId('my-inquiry-closed');
    await closed.getByText(ko.myPage.inquiryClosedNote).waitFor();
    expect(await mine.getByTestId('my-inquiry-follow-up-form').count()).toBe(0);
    await screenshotWidths(page, 'my-inquiry-closed', () => closed.waitFor());
  });
});
