// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SessionUser } from '@seller/shared/schemas/auth';
import type { Role } from '@seller/shared/constants/roles';
import * as ko from '@seller/shared/messages/sections';
import { DEFAULT_APP_CONFIG } from '../../lib/app-config';
import { queryKeys } from '../../lib/query-keys';
import { renderScreen } from '../../test/render';
import { Header } from './Header';
import { SimulatorBadge } from './SimulatorBadge';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The requests the header sent (method and path); each answers an empty OK envelope. */
function recordRequests() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify({ code: 'OK', message: '' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function renderHeader(role: Role | null, { coins = 1234, simulator = false } = {}) {
  const user: SessionUser | null = role && {
    mbrSn: 7,
    mbrEmail: 'member@example.com',
    mbrNm: 'member',
    mbrAtrbCd: role,
    psitnGrpcoCd: null,
    psitnGrpcoSn: null,
    mbrTpCd: 'EMAIL',
  };
  return renderScreen(
    <>
      <Header />
      <SimulatorBadge />
      <Where />
    </>,
    {
      path: '/ProductTab',
      seed: (c) => {
        c.setQueryData(queryKeys.appConfig, { ...DEFAULT_APP_CONFIG, simulator });
        c.setQueryData(queryKeys.session, user);
        if (user) c.setQueryData(queryKeys.coins.of(7), coins);
      },
    },
  );
}

const toggle = () => screen.getByTestId('menu-toggle');
const mobileNav = () => screen.queryByRole('navigation', { name: ko.shell.mobileNav });

afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('offers anonymous visitors the login link and no balance', async () => {
    const { user } = renderHeader(null);
    expect(screen.queryByTestId('coin-balance')).toBeNull();
    expect(screen.queryByRole('button', { name: ko.shell.logout })).toBeNull();
    await user.click(screen.getByRole('link', { name: ko.shell.login }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('shows members their ko-KR balance and logs them out', async () => {
    const sent = recordRequests();
    const { user, client } = renderHeader('GNRL_MBR', { coins: 1234567 });
    expect(screen.getByTestId('coin-balance')).toHaveTextContent(`1,234,567 ${ko.common.coin}`);
    expect(screen.queryByTestId('admin-menu')).toBeNull();
    expect(screen.queryByRole('link', { name: ko.shell.agencyManagement })).toBeNull();
    await user.click(screen.getByRole('button', { name: ko.shell.logout }));
    await waitFor(() => expect(sent).toContain('POST /v1/member/user/logout'));
    await waitFor(() => expect(client.getQueryData(queryKeys.session)).toBeNull());
  });

  it('gives managers the admin menu', () => {
    renderHeader('MNGR_MBR');
    expect(screen.getByTestId('admin-menu')).toBeInTheDocument();
  });

  it('gives agencies their entry and no admin menu', async () => {
    const { user } = renderHeader('MNPY_MBR');
    expect(screen.queryByTestId('admin-menu')).toBeNull();
    await user.click(screen.getAllByRole('link', { name: ko.shell.agencyManagement })[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/agencyMenu');
  });

  it('opens the phone menu with the toggle and closes it with Escape or on a page change', async () => {
    const { user } = renderHeader(null);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav()).toBeNull();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName(ko.shell.closeMenu);
    const menu = mobileNav()!;
    for (const label of [ko.shell.product, ko.shell.community, ko.shell.membership])
      expect(within(menu).getByText(label)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(mobileNav()).toBeNull();

    await user.click(toggle());
    await user.click(within(mobileNav()!).getByRole('link', { name: ko.shell.membership }));
    expect(screen.getByTestId('where')).toHaveTextContent('/coin');
    expect(mobileNav()).toBeNull();
  });

  it('marks simulator data on the page and on the logo, named for screen readers', () => {
    renderHeader(null, { simulator: true });
    expect(screen.getByTestId('simulator-badge')).toHaveTextContent(ko.app.simulatorBadge);
    expect(screen.getByTestId('simulator-badge-compact')).toHaveTextContent(
      `${ko.app.simulatorBadge} ${ko.app.simulatorBadgeTitle}`,
    );
  });

  it('shows no simulator mark outside simulator mode', () => {
    renderHeader(null);
    expect(screen.queryByTestId('simulator-badge')).toBeNull();
    expect(screen.queryByTestId('simulator-badge-compact')).toBeNull();
  });
});
