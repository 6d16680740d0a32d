// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryAdminDetail, InquiryAdminRow } from '@seller/shared/schemas/inquiries';
import { ApiError } from '../../lib/api';
import { renderScreen } from '../../test/render';
import * as api from './api/inquiries-api';
import { InquiryAdminPage } from './InquiryAdminPage';

vi.mock('./api/inquiries-api');
const m = vi.mocked(api);
const t = ko.inquiry;

const row: InquiryAdminRow = {
  inquirySn: 31,
  subject: '영수증을 받고 싶어요',
  message: '지난달 결제한 코인의\n영수증을 받을 수 있을까요?',
  status: 'RECEIVED',
  createdAt: '2026-11-20T01:00:00.000Z',
  answeredAt: null,
  name: '김셀러',
  email: 'seller@example.com',
  mbrSn: 7,
};
const detail: InquiryAdminDetail = { ...row, memo: '', replies: [], followUps: [] };
const answered = (reply: string, extra: Partial<InquiryAdminDetail> = {}): InquiryAdminDetail => ({
  ...detail,
  status: 'ANSWERED',
  answeredAt: '2026-11-20T03:00:00.000Z',
  replies: [
    {
      replySn: 5,
      body: reply,
      createdAt: '2026-11-20T03:00:00.000Z',
      authorMbrSn: 1,
      authorName: '운영자',
      mailStatus: 'pending',
      mailSentAt: null,
      mailGaveUp: false,
    },
  ],
  ...extra,
});
const ok = (data: InquiryAdminDetail, message = '') => ({ code: 'OK' as const, message, data });

beforeEach(() => {
  vi.resetAllMocks();
  m.fetchInquiryPage.mockResolvedValue({ list: [row], total: 1, pageNum: 1, pageSize: 20 });
  m.fetchInquiryDetail.mockResolvedValue(detail);
});

async function openDetail() {
  const view = renderScreen(<InquiryAdminPage />);
  await view.user.click(await screen.findByTestId('admin-inquiry-31'));
  const dialog = await screen.findByRole('dialog', { name: t.detailTitle });
  await within(dialog).findByTestId('inquiry-detail');
  return { ...view, dialog };
}

describe('inquiry admin: the list', () => {
  it('shows each inquiry with its status badge and filters by status', async () => {
    const { user } = renderScreen(<InquiryAdminPage />);
    const item = await screen.findByTestId('admin-inquiry-31');
    expect(within(item).getByText(t.statusLabel.RECEIVED)).toBeInTheDocument();
    expect(m.fetchInquiryPage).toHaveBeenLastCalledWith(1, 20, undefined);
    await user.click(screen.getByRole('button', { name: t.statusLabel.CLOSED }));
    await waitFor(() => expect(m.fetchInquiryPage).toHaveBeenLastCalledWith(1, 20, 'CLOSED'));
    expect(screen.getByRole('button', { name: t.statusLabel.CLOSED })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('inquiry admin: the detail', () => {
  it('opens the conversation, with the question as written', async () => {
    const { dialog } = await openDetail();
    expect(m.fetchInquiryDetail).toHaveBeenCalledWith(31);
    const conversation = within(dialog).getByTestId('inquiry-conversation');
    expect(conversation).toHaveTextContent('지난달 결제한 코인의');
    expect(within(dialog).getByText(t.noReplies)).toBeInTheDocument();
    expect(within(dialog).getByText('seller@example.com')).toBeInTheDocument();
  });

  it('refuses an empty reply under the field, without asking or sending', async () => {
    const { user, dialog } = await openDetail();
    await user.type(within(dialog).getByLabelText(t.replyLabel), '   ');
    await user.click(within(dialog).getByTestId('inquiry-reply-submit'));
    expect(await within(dialog).findByText(t.replyRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.replyLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: t.replyConfirmTitle })).not.toBeInTheDocument();
    expect(m.replyToInquiry).not.toHaveBeenCalled();
  });

  it('asks before sending, sends the trimmed reply once, and shows it in the conversation', async () => {
    let finish: (v: ReturnType<typeof ok>) => void = () => {};
    m.replyToInquiry.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, dialog } = await openDetail();
    const typed = '  결제 내역에서 받을 수 있습니다.  ';
    await user.type(within(dialog).getByLabelText(t.replyLabel), typed);
    expect(within(dialog).getByText(t.replyCount(typed.length))).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('inquiry-reply-submit'));

    const confirm = await screen.findByRole('dialog', { name: t.replyConfirmTitle });
    expect(confirm).toHaveTextContent(t.replyConfirmText('seller@example.com'));
    expect(m.replyToInquiry).not.toHaveBeenCalled();
    await user.click(within(confirm).getByTestId('confirm-action'));
    expect(m.replyToInquiry).toHaveBeenCalledWith(31, '결제 내역에서 받을 수 있습니다.');
    // While it is under way the confirmation shows progress and cannot send twice.
    expect(within(confirm).getByTestId('confirm-action')).toBeDisabled();
    await user.click(within(confirm).getByTestId('confirm-action'));
    expect(m.replyToInquiry).toHaveBeenCalledTimes(1);

    finish(ok(answered('결제 내역에서 받을 수 있습니다.'), t.replySent));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.replyConfirmTitle })).not.toBeInTheDocument(),
    );
    const reply = await within(dialog).findByTestId('inquiry-reply');
    expect(reply).toHaveTextContent('결제 내역에서 받을 수 있습니다.');
    expect(reply).toHaveTextContent(t.mailStatus.pending);
    expect(within(dialog).getByLabelText(t.replyLabel)).toHaveValue('');
    expect(within(dialog).getAllByTestId('inquiry-status')[0]).toHaveTextContent(t.statusLabel.ANSWERED);
  });

  it('keeps the text and shows the server’s refusal when sending fails', async () => {
    m.replyToInquiry.mockRejectedValue(new ApiError(404, 'INQUIRY_NOT_FOUND', t.notFound));
    const { user, dialog } = await openDetail();
    await user.type(within(dialog).getByLabelText(t.replyLabel), '답변입니다.');
    await user.click(within(dialog).getByTestId('inquiry-reply-submit'));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.replyConfirmTitle })).getByTestId('confirm-action'),
    );
    expect(await within(dialog).findByTestId('inquiry-reply-error')).toHaveTextContent(t.notFound);
    expect(within(dialog).getByLabelText(t.replyLabel)).toHaveValue('답변입니다.');
  });

  it('offers 답변 완료 only after a reply, and saves another status', async () => {
    m.setInquiryStatus.mockResolvedValue(ok({ ...detail, status: 'CLOSED' }, t.statusSaved));
    const { user, dialog } = await openDetail();
    const select = within(dialog).getByLabelText(t.statusTitle);
    expect(within(select).getByRole('option', { name: t.statusLabel.ANSWERED })).toBeDisabled();
    expect(within(dialog).getByText(t.statusNeedsReply)).toBeInTheDocument();
    expect(within(dialog).getByTestId('inquiry-status-save')).toBeDisabled();
    await user.selectOptions(select, 'CLOSED');
    await user.click(within(dialog).getByTestId('inquiry-status-save'));
    expect(m.setInquiryStatus).toHaveBeenCalledWith(31, 'CLOSED');
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('inquiry-status')[0]).toHaveTextContent(t.statusLabel.CLOSED),
    );
    expect(within(dialog).getByLabelText(t.statusTitle)).toHaveValue('CLOSED');
  });

  it('saves the internal memo, says it stays with the managers, and refuses one too long', async () => {
    m.setInquiryMemo.mockResolvedValue(ok({ ...detail, memo: '결제팀 확인' }, t.memoSaved));
    const { user, dialog } = await openDetail();
    expect(within(dialog).getByText(t.memoHint)).toBeInTheDocument();
    const memo = within(dialog).getByLabelText(t.memoTitle);
    await user.type(memo, ' 결제팀 확인 ');
    await user.click(within(dialog).getByTestId('inquiry-memo-save'));
    expect(m.setInquiryMemo).toHaveBeenCalledWith(31, '결제팀 확인');
    await waitFor(() => expect(within(dialog).getByLabelText(t.memoTitle)).toHaveValue('결제팀 확인'));

    // The field caps what can be typed; a longer text (pasted past the cap) is refused by the schema.
    m.setInquiryMemo.mockClear();
    const field = within(dialog).getByLabelText(t.memoTitle);
    field.removeAttribute('maxLength');
    await user.clear(field);
    await user.click(field);
    await user.paste('가'.repeat(2001));
    await user.click(within(dialog).getByTestId('inquiry-memo-save'));
    expect(await within(dialog).findByText(t.memoTooLong)).toBeInTheDocument();
    expect(m.setInquiryMemo).not.toHaveBeenCalled();
  });

  it('shows a retry when the detail cannot be loaded', async () => {
    m.fetchInquiryDetail.mockRejectedValueOnce(new Error('down')).mockResolvedValue(detail);
    const { user } = renderScreen(<InquiryAdminPage />);
    await user.click(await screen.findByTestId('admin-inquiry-31'));
    const dialog = await screen.findByRole('dialog', { name: t.detailTitle });
    expect(await within(dialog).findByText(t.detailFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: ko.common.retry }));
    expect(await within(dialog).findByTestId('inquiry-detail')).toBeInTheDocument();
  });

  // Issue 40 §2: the member's follow-ups in the thread, and 다시 보내기 of a mail that gave up.
  it("shows the member's follow-up in the thread, after the reply it answers", async () => {
    m.fetchInquiryDetail.mockResolvedValue(
      answered('영수증을 보내 드렸습니다.', {
        status: 'RECEIVED',
        followUps: [{ followUpSn: 4, body: '사업자 번호가 달라요.', createdAt: '2026-11-21T01:00:00.000Z' }],
      }),
    );
    const { dialog } = await openDetail();
    const items = within(within(dialog).getByTestId('inquiry-conversation')).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.testid ?? 'question')).toEqual([
      'question',
      'inquiry-reply',
      'inquiry-follow-up',
    ]);
    expect(items[2]).toHaveTextContent(t.memberFollowUp);
    expect(items[2]).toHaveTextContent('사업자 번호가 달라요.');
  });

  it('offers 다시 보내기 only for a mail that gave up, asks, and sends once', async () => {
    const failed = (mailGaveUp: boolean) =>
      answered('메일이 실패한 답변', {
        replies: [
          { ...answered('x').replies[0]!, body: '메일이 실패한 답변', mailStatus: 'failed', mailGaveUp },
        ],
      });
    m.fetchInquiryDetail.mockResolvedValue(failed(false));
    const first = await openDetail();
    expect(within(first.dialog).queryByTestId('reply-mail-resend')).toBeNull();
    first.unmount();

    m.fetchInquiryDetail.mockResolvedValue(failed(true));
    m.resendReplyMail.mockResolvedValue(
      ok({ ...failed(false), replies: [{ ...failed(false).replies[0]!, mailStatus: 'pending' }] }, t.resent),
    );
    const { user, dialog } = await openDetail();
    expect(within(dialog).getByTestId('reply-mail-gave-up')).toHaveTextContent(t.mailGaveUpNote);
    await user.click(within(dialog).getByTestId('reply-mail-resend'));
    const confirm = await screen.findByRole('dialog', { name: t.resendConfirmTitle });
    expect(confirm).toHaveTextContent(t.resendConfirmText('seller@example.com'));
    expect(m.resendReplyMail).not.toHaveBeenCalled();
    await user.click(within(confirm).getByTestId('confirm-action'));
    await waitFor(() => expect(m.resendReplyMail).toHaveBeenCalledTimes(1));
    expect(m.resendReplyMail).toHaveBeenCalledWith(31, 5);
    expect(await within(dialog).findByText(t.mailStatus.pending)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('reply-mail-resend')).toBeNull();
  });
});
