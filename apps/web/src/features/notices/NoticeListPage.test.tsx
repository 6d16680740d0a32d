import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import type { NoticeListAnswer } from '@seller/shared/schemas/notices';
import { NoticeEditorPage } from './NoticeEditorPage';
import { NoticeListPage } from './NoticeListPage';
import { LatestNotice } from './components/LatestNotice';
import { queryKeys } from '../../lib/query-keys';

function render(node: ReactNode, path: string, seed: (c: QueryClient) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

const page = (rows: number, total: number, pageNum = 1): NoticeListAnswer => ({
  code: 'OK',
  message: '',
  data: Array.from({ length: rows }, (_, i) => ({
    number: total - (pageNum - 1) * 10 - i,
    ntcSn: 100 + i,
    category: 'MAINTENANCE',
    noticeCategoryNm: ko.notices.categories.MAINTENANCE,
    title: `Title ${i}`,
    noticeDt: '2026-03-07',
  })),
  total: { totalElements: total, totalPages: Math.ceil(total / 10), pageNum, pageSize: 10 },
});

describe('notice list page', () => {
  it('shows the table, the phone list and the pager "n / total"', () => {
    const html = render(<NoticeListPage />, '/notification?page=2', (c) =>
      c.setQueryData(queryKeys.notices.list(2), page(10, 23, 2)),
    );
    expect(html).toContain('data-testid="notice-table"');
    expect(html).toContain('data-testid="notice-list-mobile"');
    for (const head of [
      ko.notices.colNumber,
      ko.notices.colCategory,
      ko.notices.colTitle,
      ko.notices.colDate,
    ])
      expect(html).toContain(head);
    expect(html).toContain('>13<');
    expect(html).toContain(ko.notices.categories.MAINTENANCE);
    expect(html).toContain('2026.03.07');
    expect(html).toContain(ko.notices.pageStatus(2, 3));
    expect(html).toContain(ko.notices.expandLabel('Title 0'));
    expect(html).not.toContain('data-testid="notice-write"');
    // Content is loaded only on expansion.
    expect(html).not.toContain('data-testid="notice-content"');
  });

  it('says so when there are no notices, and offers writing to managers', () => {
    const html = render(<NoticeListPage canManage />, '/notification', (c) =>
      c.setQueryData(queryKeys.notices.list(1), page(0, 0)),
    );
    expect(html).toContain(ko.notices.empty);
    expect(html).not.toContain('data-testid="notice-page"');
    expect(html).toContain('href="/editorNotice"');
  });

  it('opens the notice the home page links to', () => {
    const html = render(<NoticeListPage canManage />, '/notification?ntcSn=101', (c) => {
      c.setQueryData(queryKeys.notices.list(1), page(3, 3));
      c.setQueryData(queryKeys.notices.detail(101), { ntcSn: 101, content: '<p>x</p>' });
    });
    expect(html).toContain('aria-expanded="true"');
    // Without a DOM, DOMPurify cannot run, so nothing unchecked is written out.
    expect(html).toContain('data-testid="notice-content"');
    expect(html).not.toContain('<p>x</p>');
    expect(html).toContain('href="/editorNotice?ntcSn=101"');
  });
});

describe('home slot', () => {
  it('links the newest notice to the list with it open', () => {
    const html = render(<LatestNotice />, '/', (c) =>
      c.setQueryData(queryKeys.notices.latest, {
        ntcSn: 7,
        title: 'Maintenance night',
        noticeCategoryNm: ko.notices.categories.MAINTENANCE,
        noticeDt: '2026-03-07',
      }),
    );
    expect(html).toContain('href="/notification?ntcSn=7"');
    expect(html).toContain(ko.notices.categories.MAINTENANCE);
    expect(html).toContain('2026.03.07');
  });
});

describe('editor page', () => {
  it('renders the form with the editor loading lazily', () => {
    const html = render(<NoticeEditorPage />, '/editorNotice');
    expect(html).toContain('name="title"');
    expect(html).toContain('type="date"');
    expect(html).toContain('name="category"');
    for (const c of Object.values(ko.notices.categories)) expect(html).toContain(c);
    expect(html).toContain(ko.notices.editorLoading);
    expect(html).toContain('data-testid="notice-save"');
  });
});
