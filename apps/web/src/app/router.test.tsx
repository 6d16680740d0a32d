import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@seller/shared/constants/roles';
import * as ko from '@seller/shared/messages/sections';
import { routes } from './router';
import { queryKeys } from '../lib/query-keys';

type Visitor = Role | 'anonymous' | 'unknown';

/** Renders the real route tree (lazy chunks, guard, shell) at a path, once the router is ready. */
async function renderAt(path: string, visitor: Visitor, waitForChunks = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (visitor === 'anonymous') client.setQueryData(queryKeys.session, null);
  else if (visitor !== 'unknown') {
    client.setQueryData(queryKeys.session, {
      mbrSn: 1,
      mbrEmail: 'm@example.com',
      mbrNm: 'm',
      mbrAtrbCd: visitor,
      psitnGrpcoCd: null,
      psitnGrpcoSn: null,
      mbrTpCd: 'EMAIL',
    });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  if (waitForChunks && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
  const html = renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
  router.dispose();
  return html;
}

const temporary = 'data-testid="temporary-page"';

// Each render imports its screens' lazy modules through the transformer: seconds apiece on a busy
// 2-core machine (one timed out at the 5 s default while the whole suite ran).
describe('route tree', { timeout: 30_000 }, () => {
  it('renders public pages inside the shell', async () => {
    const html = await renderAt('/ProductTab', 'anonymous');
    expect(html).toContain('data-testid="menu-toggle"');
    expect(html).toContain(ko.productTab.agencyTitle);
    expect(html).toContain('href="/termsOfUse"');
  });

  it('mounts /auth as the identity-verification screen for members, not a placeholder', async () => {
    const html = await renderAt('/auth?redirectTo=%2FmyPage%2Finfo', 'GNRL_MBR');
    expect(html).toContain('data-testid="identity-auth-page"');
    expect(html).toContain(ko.routes.auth);
    expect(html).toContain(ko.identityAuth.start);
    expect(html).toContain(ko.identityAuth.returnHint);
    expect(html).not.toContain(temporary);
    expect(await renderAt('/auth', 'anonymous')).not.toContain('data-testid="identity-auth-page"');
  });

  it('mounts the account screens: my page with its sub-menu, join, find account and the inquiry form', async () => {
    const myPage = await renderAt('/myPage/payhistory', 'GNRL_MBR');
    expect(myPage).toContain(ko.myPage.menuLabel);
    expect(myPage).toContain('href="/myPage/deleteid"');
    expect(myPage).toContain(ko.myPage.payHistory);
    expect(await renderAt('/myPage/info', 'anonymous')).not.toContain(ko.myPage.menuLabel);
    expect(await renderAt('/join', 'anonymous')).toContain(ko.join.consentAll);
    expect(await renderAt('/findAccount?type=pw', 'anonymous')).toContain(ko.findAccount.pwIntro);
    expect(await renderAt('/inquire', 'anonymous')).toContain('name="subject"');
    expect(await renderAt('/inquiryManagement', 'GNRL_MBR')).not.toContain(ko.inquiry.adminTitle);
  });

  it('mounts the coin page for everyone and the payment return page', async () => {
    const coin = await renderAt('/coin', 'anonymous');
    expect(coin).toContain(ko.coinShop.title);
    expect(coin).toContain('data-testid="coin-pack-500"');
    expect(coin).toContain(ko.coinShop.popular);
    expect(coin).not.toContain(temporary);
    expect(await renderAt('/payment/callback?paymentId=p&txId=t', 'anonymous')).toContain(
      'data-testid="payment-callback"',
    );
  });

  it('mounts the keyword tools: analysis, the agency score check and the ranking board', async () => {
    const search = await renderAt('/search?keyword=%EC%BA%A0%ED%95%91', 'GNRL_MBR');
    expect(search).toContain('data-testid="keyword-analysis-page"');
    expect(search).toContain(ko.keywordAnalysisUi.v2Notice);
    expect(search).toContain(ko.keywordAnalysisUi.comingSoon);
    expect(search).toContain('data-testid="trend-panel"');
    const score = await renderAt('/myTrackingJisuCheck', 'MNPY_MBR');
    expect(score).toContain('data-testid="keyword-score-page"');
    expect(score).toContain(ko.keywordScoreUi.startTitle);
    expect(await renderAt('/myTrackingJisuCheck', 'GNRL_MBR')).not.toContain(
      'data-testid="keyword-score-page"',
    );
    const board = await renderAt('/rankup?tab=brands&period=P7D', 'GNRL_MBR');
    expect(board).toContain('data-testid="ranking-board-page"');
    expect(board).toContain(ko.rankingBoardUi.tabs.brands);
    expect(board).not.toContain(temporary);
  });

  it('withholds guarded screens from visitors the guard turns away', async () => {
    expect(await renderAt('/myPlaceTracking', 'anonymous')).not.toContain(temporary);
    expect(await renderAt('/editorNotice', 'MNPY_MBR')).not.toContain(temporary);
    expect(await renderAt('/admin', 'GNRL_MBR')).not.toContain('href="/coinManagementV1"');
    expect(await renderAt('/agencyMenu/coinAdditionalMngt', 'MNPY_MBR')).toContain(
      ko.routes.coinAdditionalMngt,
    );
    expect(await renderAt('/admin', 'MNGR_MBR')).toContain(ko.adminHome.memberManagementText);
  });

  it('shows a loader, not a redirect, while the session is unknown', async () => {
    const html = await renderAt('/rankup', 'unknown');
    expect(html).toContain('role="status"');
    expect(html).not.toContain(temporary);
    // Public pages do not wait for the session.
    expect(await renderAt('/Introduce', 'unknown')).toContain(ko.intro.title);
  });

  it('serves the alias, the legal pages and a 404 for unknown paths', async () => {
    expect(await renderAt('/findaccount?type=id', 'anonymous')).toContain(ko.routes.findAccount);
    expect(await renderAt('/privacyStatement', 'anonymous')).toContain(ko.legal.privacy[1]?.title ?? '');
    const missing = await renderAt('/no/such/page', 'anonymous');
    expect(missing).toContain(ko.notFound.title);
    expect(missing).toContain('href="/"');
    expect(await renderAt('/agency', 'anonymous')).toContain(ko.agencyPage.message);
  });

  it('keeps the shell on screen while the first page chunk loads', async () => {
    const html = await renderAt('/Introduce', 'anonymous', false);
    expect(html).toContain('data-testid="menu-toggle"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain(ko.intro.title);
  });
});
