import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '@seller/shared/schemas/auth';
import type { Role } from '@seller/shared/constants/roles';
import * as ko from '@seller/shared/messages/sections';
import { Header } from './Header';
import { queryKeys } from '../../lib/query-keys';

// Server rendering in node: enough to check what the header shows for each kind of visitor.
function renderHeader(role: Role | null, coins = 1234) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (role) {
    const user: SessionUser = {
      mbrSn: 7,
      mbrEmail: 'member@example.com',
      mbrNm: 'member',
      mbrAtrbCd: role,
      psitnGrpcoCd: null,
      psitnGrpcoSn: null,
      mbrTpCd: 'EMAIL',
    };
    client.setQueryData(queryKeys.session, user);
    client.setQueryData(queryKeys.coins.of(7), coins);
  } else {
    client.setQueryData(queryKeys.session, null);
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('Header', () => {
  it('shows the login link and no balance to anonymous visitors', () => {
    const html = text(renderHeader(null));
    expect(html).toContain(`>${ko.shell.login}<`);
    expect(html).not.toContain('data-testid="coin-balance"');
    expect(html).not.toContain(ko.shell.logout);
    expect(html).toContain('data-testid="menu-toggle"');
    expect(html).toContain('aria-expanded="false"');
  });

  it('shows the ko-KR balance, my page and logout to members', () => {
    const html = text(renderHeader('GNRL_MBR', 1234567));
    expect(html).toMatch(new RegExp(`data-testid="coin-balance"[^>]*>1,234,567 ${ko.common.coin}<`));
    expect(html).toContain(ko.shell.myPage);
    expect(html).toContain(ko.shell.logout);
    expect(html).not.toContain('data-testid="admin-menu"');
    expect(html).not.toContain(ko.shell.agencyManagement);
  });

  it('gives managers the admin menu and agencies the agency entry', () => {
    expect(text(renderHeader('MNGR_MBR'))).toContain('data-testid="admin-menu"');
    const agency = text(renderHeader('MNPY_MBR'));
    expect(agency).not.toContain('data-testid="admin-menu"');
    expect(agency).toContain(`href="/agencyMenu"`);
  });

  it('always offers the main menu entries', () => {
    const html = text(renderHeader(null));
    for (const label of [
      ko.shell.product,
      ko.shell.community,
      ko.shell.inquiry,
      ko.shell.membership,
      ko.shell.keywordAnalysis,
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('href="/ProductTab"');
    expect(html).toContain('href="/coin"');
    expect(html).toContain('href="/search"');
  });
});
