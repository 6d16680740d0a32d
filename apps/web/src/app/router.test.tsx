// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderRoute } from '../test/render-route';

const temporary = 'temporary-page';

describe('route tree', () => {
  it('renders public pages inside the shell, and the shell links lead to their pages', async () => {
    const { user, where } = renderRoute('/ProductTab', 'anonymous');
    expect(await screen.findByText(ko.productTab.agencyTitle)).toBeInTheDocument();
    expect(screen.getByTestId('menu-toggle')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: ko.footer.termsOfUse })[0]!);
    await waitFor(() => expect(where()).toBe('/termsOfUse'));
    expect((await screen.findAllByText(ko.legal.terms[0]!.title)).length).toBeGreaterThan(0);
  });

  it('mounts /auth as the identity-verification screen for members, and sends visitors to log in', async () => {
    renderRoute('/auth?redirectTo=%2FmyPage%2Finfo', 'GNRL_MBR');
    const page = await screen.findByTestId('identity-auth-page');
    expect(page).toHaveTextContent(ko.identityAuth.returnHint);
    expect(screen.getByRole('button', { name: ko.identityAuth.start })).toBeInTheDocument();
    expect(screen.queryByTestId(temporary)).toBeNull();
  });

  it('turns an anonymous visitor of a member page to /login, remembering where they were headed', async () => {
    const { router } = renderRoute('/auth', 'anonymous');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/auth')}`);
    expect(screen.queryByTestId('identity-auth-page')).toBeNull();
  });

  it('mounts my page with its sub-menu, which moves between the sections', async () => {
    const { user, where } = renderRoute('/myPage/payhistory', 'GNRL_MBR');
    const menu = await screen.findByRole('navigation', { name: ko.myPage.menuLabel });
    expect(await screen.findByRole('heading', { name: ko.myPage.payHistory })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: ko.myPage.withdraw }));
    await waitFor(() => expect(where()).toBe('/myPage/deleteid'));
  });

  it('mounts join, find account and the inquiry form for visitors', async () => {
    renderRoute('/join', 'anonymous');
    expect(await screen.findByLabelText(ko.join.consentAll)).toBeInTheDocument();
  });

  it('mounts find account on the password tab', async () => {
    renderRoute('/findAccount?type=pw', 'anonymous');
    expect(await screen.findByText(ko.findAccount.pwIntro)).toBeInTheDocument();
  });

  it('mounts the coin page for everyone', async () => {
    renderRoute('/coin', 'anonymous');
    expect(await screen.findByTestId('coin-pack-500')).toHaveTextContent(ko.coinShop.popular);
    expect(screen.queryByTestId(temporary)).toBeNull();
  });

  it('mounts the keyword tools: analysis, the agency score check and the ranking board', async () => {
    renderRoute('/search?keyword=%EC%BA%A0%ED%95%91', 'GNRL_MBR');
    expect(await screen.findByTestId('keyword-analysis-page')).toHaveTextContent(
      ko.keywordAnalysisUi.v2Notice,
    );
    expect(screen.getByTestId('trend-panel')).toBeInTheDocument();
  });

  it('gives the score check to agencies only', async () => {
    renderRoute('/myTrackingJisuCheck', 'MNPY_MBR');
    expect(await screen.findByTestId('keyword-score-page')).toHaveTextContent(ko.keywordScoreUi.startTitle);
  });

  it('sends an ordinary member away from the score check', async () => {
    const { where } = renderRoute('/myTrackingJisuCheck', 'GNRL_MBR');
    await waitFor(() => expect(where()).toBe('/agency'));
    expect(await screen.findByText(ko.agencyPage.message)).toBeInTheDocument();
    expect(screen.queryByTestId('keyword-score-page')).toBeNull();
  });

  it('opens the ranking board on the tab of its address; another tab goes into the address', async () => {
    const { user, router } = renderRoute('/rankup?tab=brands&period=P7D', 'GNRL_MBR');
    await screen.findByTestId('ranking-board-page');
    expect(screen.getByRole('tab', { name: ko.rankingBoardUi.tabs.brands })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: ko.rankingBoardUi.tabs.keywords }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=keywords&period=P7D'));
  });

  it('gives managers the administration home and turns members away from it', async () => {
    renderRoute('/admin', 'MNGR_MBR');
    expect(await screen.findByText(ko.adminHome.memberManagementText)).toBeInTheDocument();
  });

  it('turns a member away from a manager page', async () => {
    const { where } = renderRoute('/editorNotice', 'MNPY_MBR');
    await waitFor(() => expect(where()).toBe('/agency'));
  });

  it('shows a loader, not a redirect, while the session is unknown', async () => {
    const { router, where } = renderRoute('/rankup', 'unknown');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(await screen.findByRole('status')).toHaveTextContent(ko.ui.pageLoading);
    expect(where()).toBe('/rankup');
    expect(screen.queryByTestId('ranking-board-page')).toBeNull();
  });

  it('shows public pages while the session is unknown', async () => {
    renderRoute('/Introduce', 'unknown');
    expect(await screen.findByText(ko.intro.title)).toBeInTheDocument();
  });

  it('serves the lower-case alias and a 404 for unknown paths, whose link goes home', async () => {
    const { user, where } = renderRoute('/no/such/page', 'anonymous');
    expect(await screen.findByText(ko.notFound.title)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: ko.common.backHome }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('serves /findaccount like /findAccount', async () => {
    renderRoute('/findaccount?type=id', 'anonymous');
    expect(await screen.findByRole('heading', { name: ko.routes.findAccount })).toBeInTheDocument();
  });
});
