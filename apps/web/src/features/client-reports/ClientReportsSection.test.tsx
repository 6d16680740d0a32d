// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { ClientReportsSection } from './ClientReportsSection';

const t = ko.clientReports;
const P = '/v1/member/clientReports';
const ok = (data: unknown) => ({ code: 'OK', message: '', data });
const TOKEN = 'A'.repeat(43);
const created = {
  id: 7,
  name: '11월 리포트',
  items: 2,
  createdAt: '2026-11-22T03:00:00.000Z',
  expiresAt: null,
  lastOpenedAt: null,
  monthly: true,
  mailTo: ['client@example.com', 'boss@example.com'],
  recipients: [
    { email: 'client@example.com', state: 'pending', confirmSentAt: '2026-11-22T03:00:00.000Z' },
    { email: 'boss@example.com', state: 'pending', confirmSentAt: '2026-11-22T03:00:00.000Z' },
  ],
};

function renderSection(list: unknown[] = []) {
  const api = fakeApi({
    [`GET ${P}`]: ok(list),
    [`POST ${P}/7/recipients/resend`]: { code: 'OK', message: t.resent('boss@example.com'), data: null },
    [`GET ${P}/candidates`]: ok({
      goods: [
        { id: 11, name: '무선 이어폰', keywords: 2 },
        { id: 12, name: '충전 케이블', keywords: 1 },
        { id: 13, name: '회원의 텀블러', keywords: 1, owner: '김셀러' },
      ],
      places: [{ id: 21, name: '강남 수제버거', keywords: 1 }],
    }),
    [`POST ${P}`]: ok({ ...created, token: TOKEN }),
  });
  return { ...renderScreen(<ClientReportsSection />), api };
}

describe('making a client report link', () => {
  it("names the group member whose item it is, and not the agency's own (issue 40 §1)", async () => {
    renderSection();
    const theirs = await screen.findByRole('checkbox', { name: /회원의 텀블러/ });
    expect(theirs.closest('label')).toHaveTextContent(t.ownerOf('김셀러'));
    expect(screen.getByRole('checkbox', { name: /무선 이어폰/ }).closest('label')).not.toHaveTextContent(
      '회원',
    );
  });

  it('asks for a name and at least one item before sending anything', async () => {
    const { user, api } = renderSection();
    await screen.findByText('무선 이어폰');
    await user.click(screen.getByTestId('report-create'));
    expect(await screen.findByText(t.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.itemsRequired)).toBeInTheDocument();
    expect(api.calls(`POST ${P}`)).toEqual([]);
  });

  it('checks the monthly addresses, then sends the chosen items and shows the link once', async () => {
    const { user, api } = renderSection();
    await user.type(await screen.findByLabelText(t.name), '11월 리포트');
    await user.type(screen.getByLabelText(t.comment), '  광고를 늘린 달입니다. ');
    await user.selectOptions(screen.getByLabelText(t.expiry), 'never');
    await user.click(screen.getByRole('checkbox', { name: /무선 이어폰/ }));
    await user.click(
      within(screen.getByTestId('report-places')).getByRole('checkbox', { name: /강남 수제버거/ }),
    );
    expect(screen.getByText(new RegExp(t.selectedCount(2)))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t.monthly) }));
    await user.type(screen.getByLabelText(t.mailTo), 'client@example.com, not-mail');
    await user.click(screen.getByTestId('report-create'));
    expect(await screen.findByText(t.mailToInvalid('not-mail'))).toBeInTheDocument();
    expect(api.calls(`POST ${P}`)).toEqual([]);

    await user.clear(screen.getByLabelText(t.mailTo));
    await user.type(screen.getByLabelText(t.mailTo), 'client@example.com\nboss@example.com');
    await user.click(screen.getByTestId('report-create'));
    expect(await screen.findByText(t.createdTitle)).toBeInTheDocument();
    expect(api.calls(`POST ${P}`).map((c) => c.body)).toEqual([
      {
        name: '11월 리포트',
        comment: '광고를 늘린 달입니다.',
        expiresInDays: null,
        goods: [11],
        places: [21],
        monthly: true,
        mailTo: ['client@example.com', 'boss@example.com'],
      },
    ]);
    expect(screen.getByTestId('report-link-value')).toHaveTextContent(
      `${window.location.origin}/report/${TOKEN}`,
    );
    expect(screen.getByText(t.createdText)).toBeInTheDocument();
  });

  it('selects every product at once from the keyboard', async () => {
    const { user, api } = renderSection();
    await user.type(await screen.findByLabelText(t.name), 'r');
    const all = within(screen.getByTestId('report-goods')).getByRole('checkbox', {
      name: new RegExp(t.selectAll),
    });
    all.focus();
    await user.keyboard(' ');
    await user.click(screen.getByTestId('report-create'));
    await screen.findByText(t.createdTitle);
    expect(api.calls(`POST ${P}`)[0]!.body).toMatchObject({
      goods: [11, 12, 13],
      places: [],
      monthly: false,
      mailTo: [],
    });
  });
});

describe("the monthly mail's addresses", () => {
  it('shows each address as waiting, confirmed or unsubscribed, and resends a waiting one', async () => {
    const { user, api } = renderSection([
      {
        ...created,
        mailTo: ['client@example.com', 'boss@example.com', 'gone@example.com'],
        recipients: [
          { email: 'client@example.com', state: 'confirmed', confirmSentAt: '2026-11-22T03:00:00.000Z' },
          { email: 'boss@example.com', state: 'pending', confirmSentAt: null },
          { email: 'gone@example.com', state: 'unsubscribed', confirmSentAt: '2026-11-22T03:00:00.000Z' },
        ],
      },
    ]);
    const rows = await screen.findAllByTestId('report-recipient');
    expect(rows.map((r) => [r.dataset.state, r.textContent])).toEqual([
      ['confirmed', `client@example.com${t.recipientConfirmed}`],
      ['pending', `boss@example.com${t.recipientPending}${t.confirmNotSent}${t.resendShort}`],
      ['unsubscribed', `gone@example.com${t.recipientUnsubscribed}`],
    ]);
    // Only the waiting address can be sent its confirmation again.
    expect(screen.getAllByTestId('report-recipient-resend')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `boss@example.com ${t.resend}` }));
    expect(api.calls(`POST ${P}/7/recipients/resend`).map((c) => c.body)).toEqual([
      { email: 'boss@example.com' },
    ]);
    // Then the list is read again, for the new sending time.
    await waitFor(() => expect(api.calls(`GET ${P}`)).toHaveLength(2));
  });
});
