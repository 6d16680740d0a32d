// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import type { InquiryRow } from '@seller/shared/schemas/inquiries';
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
    m.fetchMyInquiry.mockResolvedValue({ ...rows[1]!, replies: [] });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('기다리는 문의'));
    expect(await screen.findByText(t.inquiryNoReply)).toBeInTheDocument();
  });

  it('offers a retry when the answers cannot be loaded', async () => {
    m.fetchMyInquiry.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ ...rows[1]!, replies: [] });
    const { user } = renderScreen(<InquirySection />);
    await user.click(await rowOf('기다리는 문의'));
    expect(await screen.findByText(t.inquiryDetailFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko.common.retry }));
    expect(await screen.findByText(t.inquiryNoReply)).toBeInTheDocument();
  });
});
