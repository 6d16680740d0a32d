// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryRow } from '@seller/shared/schemas/inquiries';
import { ApiError } from '../../../lib/api';
import { renderScreen } from '../../../test/render';
import * as myPageApi from '../api/my-page-api';
import { InquirySection } from './InquirySection';

vi.mock('../api/my-page-api');
const m = vi.mocked(myPageApi);
const t = ko.myPage;

const base = { message: '문의 내용입니다.', createdAt: '2026-11-20T01:00:00.000Z', answeredAt: null };
const rows: InquiryRow[] = [
  {
    ...base,
    inquirySn: 3,
    subject: '답변 받은 문의',
    status: 'ANSWERED',
    answeredAt: '2026-11-21T02:00:00.000Z',
  },
  { ...base, inquirySn: 2, subject: '기다리는 문의', status: 'RECEIVED' },
  { ...base, inquirySn: 1, subject: '끝난 문의', status: 'CLOSED' },
];

beforeEach(() => {
  vi.resetAllMocks();
  m.fetchMyInquiries.mockResolvedValue(rows);
});

const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('button')!;

describe('my page: 문의 내역', () => {
  it('shows each inquiry with its status', async () => {
    renderScreen(<InquirySection />);
    expect(within(await rowOf('답변 받은 문의')).getByTestId('my-inquiry-status')).toHaveTextContent(
      t.inquiryAnswered,
    );
    expect(within(await rowOf('기다리는 문의')).getByTestId('my-inquiry-status')).toHaveTextContent(
      t.inquiryReceived,
    );
    expect(within(await rowOf('끝난 문의')).getByTestId('my-inquiry-status')).toHaveTextContent(
      t.inquiryClosed,
    );
    expect(m.fetchMyInquiry).not.toHaveBeenCalled();
  });

  it('opens an answered inquiry with the question and the 운영팀’s reply', async () => {
    m.fetchMyInquiry.mockResolvedValue({
      ...rows[0]!,
      replies: [
        {
          replySn: 9,
          body: '영수증은 결제 내역에서\n받을 수 있습니다.',
          createdAt: '2026-11-21T02:00:00.000Z',
        },
      ],
      followUps: [],
    });
    const { user } = renderScreen(<InquirySection />);
    const row = await rowOf('답변 받은 문의');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(m.fetchMyInquiry).toHaveBeenCalledWith(3);
    const replies = await screen.findByTestId('my-inquiry-replies');
    expect(replies).toHaveTextContent(t.inquiryReplyTitle);
    expect(replies).toHaveTextContent('영수증은 결제 내역에서');
    expect(replies).toHaveTextContent(t.inquiryAnsweredAt('26/11/21 11:00'));
    expect(screen.getByText('문의 내용입니다.')).toBeInTheDocument();
  });

  it('says an inquiry is waiting for its answer', async () => {
    m.fetchMyInquiry.mockResolvedValue({ ...rows[1]!, replies: [], followUps: [] });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('기다리는 문의'));
    expect(await screen.findByText(t.inquiryNoReply)).toBeInTheDocument();
  });

  it('offers a retry when the answers cannot be loaded', async () => {
    m.fetchMyInquiry
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ ...rows[1]!, replies: [], followUps: [] });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('기다리는 문의'));
    expect(await screen.findByText(t.inquiryDetailFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText(t.inquiryNoReply)).toBeInTheDocument();
  });

  // Issue 40 §2: follow-ups on the member's own inquiry.
  it('adds a follow-up to an answered inquiry and shows it in the thread, in order', async () => {
    const reply = { replySn: 9, body: '영수증을 보내 드렸습니다.', createdAt: '2026-11-21T02:00:00.000Z' };
    m.fetchMyInquiry.mockResolvedValue({ ...rows[0]!, replies: [reply], followUps: [] });
    m.followUpInquiry.mockResolvedValue({
      ...rows[0]!,
      status: 'RECEIVED',
      replies: [reply],
      followUps: [{ followUpSn: 1, body: '사업자 번호가 달라요.', createdAt: '2026-11-22T02:00:00.000Z' }],
    });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('답변 받은 문의'));
    const field = await screen.findByTestId('my-inquiry-follow-up');
    expect(screen.getByText(t.inquiryFollowUpReopens, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByTestId('my-inquiry-follow-up-submit'));
    expect(await screen.findByText(ko.inquiry.followUpRequired)).toBeInTheDocument();
    expect(m.followUpInquiry).not.toHaveBeenCalled();
    await user.type(field, '  사업자 번호가 달라요. ');
    await user.click(screen.getByTestId('my-inquiry-follow-up-submit'));
    await waitFor(() => expect(m.followUpInquiry).toHaveBeenCalledWith(3, '사업자 번호가 달라요.'));
    const thread = await screen.findByTestId('my-inquiry-replies');
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first).toHaveTextContent(t.inquiryReplyTitle);
    expect(second).toHaveTextContent(t.inquiryFollowUpTitle);
    expect(second).toHaveTextContent('사업자 번호가 달라요.');
    expect(field).toHaveValue('');
    // Waiting for the 운영팀 again.
    expect(screen.getByText(t.inquiryNoReply)).toBeInTheDocument();
  });

  it('offers no follow-up on a closed inquiry, pointing to a new one', async () => {
    m.fetchMyInquiry.mockResolvedValue({ ...rows[2]!, replies: [], followUps: [] });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('끝난 문의'));
    const closed = await screen.findByTestId('my-inquiry-closed');
    expect(closed).toHaveTextContent(t.inquiryClosedNote);
    expect(within(closed).getByRole('link', { name: t.inquiryNew })).toHaveAttribute('href', '/inquire');
    expect(screen.queryByTestId('my-inquiry-follow-up')).toBeNull();
  });

  it("shows the server's refusal under the field when the inquiry was closed meanwhile", async () => {
    m.fetchMyInquiry.mockResolvedValue({ ...rows[0]!, replies: [], followUps: [] });
    m.followUpInquiry.mockRejectedValue(new ApiError(409, 'INQUIRY_CLOSED', ko.inquiry.closedNoFollowUp));
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('답변 받은 문의'));
    await user.type(await screen.findByTestId('my-inquiry-follow-up'), '더 묻습니다.');
    await user.click(screen.getByTestId('my-inquiry-follow-up-submit'));
    expect(await screen.findByText(ko.inquiry.closedNoFollowUp)).toBeInTheDocument();
  });
});
