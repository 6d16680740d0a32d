// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import type { NoticeListAnswer } from '@seller/shared/schemas/notices';
import { queryKeys } from '../../lib/query-keys';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render';
import { NoticeEditorPage } from './NoticeEditorPage';
import { NoticeListPage } from './NoticeListPage';
import { LatestNotice } from './components/LatestNotice';

const t = ko.notices;

const page = (rows: number, total: number, pageNum = 1): NoticeListAnswer => ({
  code: 'OK',
  message: '',
  data: Array.from({ length: rows }, (_, i) => ({
    number: total - (pageNum - 1) * 10 - i,
    ntcSn: 100 + i,
    category: 'MAINTENANCE',
    noticeCategoryNm: t.categories.MAINTENANCE,
    title: `Title ${i}`,
    noticeDt: '2026-03-07',
  })),
  total: { totalElements: total, totalPages: Math.ceil(total / 10), pageNum, pageSize: 10 },
});

const table = () => screen.getByTestId('notice-table');

describe('notice list page', () => {
  it('shows the table with its heads, the pager "n / total", and moves between pages', async () => {
    fakeApi();
    const { user, where } = renderScreen(<NoticeListPage />, {
      path: '/notification?page=2',
      seed: (c) => c.setQueryData(queryKeys.notices.list(2), page(10, 23, 2)),
    });
    for (const head of [t.colNumber, t.colCategory, t.colTitle, t.colDate])
      expect(within(table()).getByRole('columnheader', { name: head })).toBeInTheDocument();
    const first = within(table()).getAllByTestId('notice-row')[0]!;
    expect(first).toHaveTextContent('13');
    expect(first).toHaveTextContent(t.categories.MAINTENANCE);
    expect(first).toHaveTextContent('2026.03.07');
    expect(screen.getByTestId('notice-page')).toHaveTextContent(t.pageStatus(2, 3));
    expect(screen.queryByTestId('notice-write')).toBeNull();
    await user.click(screen.getByTestId('notice-next'));
    expect(where()).toBe('/notification?page=3');
    await user.click(screen.getByTestId('notice-prev'));
    expect(where()).toBe('/notification?page=2');
  });

  it('loads a notice’s content only when it is opened, and writes out only what is safe', async () => {
    const api = fakeApi({
      'GET /v2/notice/getNotice-list/101': {
        code: 'OK',
        message: '',
        data: {
          ntcSn: 101,
          category: 'MAINTENANCE',
          noticeCategoryNm: t.categories.MAINTENANCE,
          title: 'Title 1',
          noticeDt: '2026-03-07',
          content: '<p>Server work at night</p><img src=x onerror="alert(1)">',
        },
      },
    });
    const { user } = renderScreen(<NoticeListPage />, {
      path: '/notification',
      seed: (c) => c.setQueryData(queryKeys.notices.list(1), page(3, 3)),
    });
    expect(screen.queryByTestId('notice-content')).toBeNull();
    const toggle = within(table()).getByRole('button', { name: t.expandLabel('Title 1') });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const content = await within(table()).findByText('Server work at night');
    expect(api.calls('GET /v2/notice/getNotice-list/101')).toHaveLength(1);
    expect(content.closest('[data-testid="notice-content"]')!.innerHTML).not.toContain('onerror');
    await user.click(within(table()).getByRole('button', { name: t.collapseLabel('Title 1') }));
    expect(screen.queryByText('Server work at night')).toBeNull();
  });

  it('says so when there are no notices, and offers writing to managers', () => {
    fakeApi();
    renderScreen(<NoticeListPage canManage />, {
      path: '/notification',
      seed: (c) => c.setQueryData(queryKeys.notices.list(1), page(0, 0)),
    });
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('notice-page')).toBeNull();
    expect(screen.getByTestId('notice-write')).toHaveAttribute('href', '/editorNotice');
  });

  it('opens the notice the home page links to, with the manager’s edit link', () => {
    fakeApi();
    renderScreen(<NoticeListPage canManage />, {
      path: '/notification?ntcSn=101',
      seed: (c: QueryClient) => {
        c.setQueryData(queryKeys.notices.list(1), page(3, 3));
        c.setQueryData(queryKeys.notices.detail(101), { ntcSn: 101, content: '<p>x</p>' });
      },
    });
    expect(within(table()).getByRole('button', { name: t.collapseLabel('Title 1') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(table()).getByText('x')).toBeInTheDocument();
    expect(within(table()).getByTestId('notice-edit')).toHaveAttribute('href', '/editorNotice?ntcSn=101');
  });
});

describe('home slot', () => {
  it('links the newest notice to the list with it open', async () => {
    fakeApi();
    const { user, where } = renderScreen(<LatestNotice />, {
      seed: (c) =>
        c.setQueryData(queryKeys.notices.latest, {
          ntcSn: 7,
          title: 'Maintenance night',
          noticeCategoryNm: t.categories.MAINTENANCE,
          noticeDt: '2026-03-07',
        }),
    });
    const link = screen.getByTestId('latest-notice');
    expect(link).toHaveTextContent('2026.03.07');
    await user.click(link);
    expect(where()).toBe('/notification?ntcSn=7');
  });
});

describe('editor page', () => {
  it('offers title, date and category, and refuses to save without a title', async () => {
    const api = fakeApi();
    const { user } = renderScreen(<NoticeEditorPage />, { path: '/editorNotice' });
    const category = screen.getByRole('combobox');
    for (const c of Object.values(t.categories))
      expect(within(category).getByRole('option', { name: c })).toBeInTheDocument();
    await user.click(screen.getByTestId('notice-save'));
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(api.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
