import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { HomePage } from '../features/home/HomePage';
import { ProductTabPage } from '../features/product-tab/ProductTabPage';
import IntroducePage from '../features/intro/IntroducePage';
import TermsOfUsePage from '../features/legal/TermsOfUsePage';
import PrivacyStatementPage from '../features/legal/PrivacyStatementPage';
import LoginPage from '../features/auth/LoginPage';
import NotFoundPage from './pages/NotFoundPage';
import WrongAccessPage from './pages/WrongAccessPage';
import AdminPage from './pages/AdminPage';
import { Footer } from './shell/Footer';
import { queryKeys } from '../lib/query-keys';

function render(Page: ComponentType, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.session, null);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('pages render', () => {
  it('home: carousel counter, keyword box and feature cards', () => {
    const html = render(() => <HomePage />);
    expect(html).toContain('1 / 2');
    expect(html).toContain(ko.home.slides[0].headline);
    expect(html).toContain('href="/myPlaceTracking"');
    expect(html).toContain('href="/goodsTrackingRouter"');
    expect(html).toContain('name="keyword"');
  });

  it('product tab: the agency card is locked for ordinary members only', () => {
    const locked = render(() => <ProductTabPage canUseAgencyTools={false} />);
    expect(locked).toContain(ko.productTab.agencyOnly);
    expect(locked).not.toContain('href="/myTrackingJisuCheck"');
    const open = render(() => <ProductTabPage canUseAgencyTools />);
    expect(open).not.toContain(ko.productTab.agencyOnly);
    expect(open).toContain('href="/myTrackingJisuCheck"');
    for (const to of ['/myPlaceTracking', '/goodsTrackingRouter', '/myTrackingrank'])
      expect(open).toContain(`href="${to}"`);
  });

  it('login: named fields, submit button and account links', () => {
    const html = render(LoginPage, '/login');
    expect(html).toContain('name="mbrEmail"');
    expect(html).toContain('name="mbrPw"');
    expect(html).toContain('type="submit"');
    expect(html).toContain('href="/findAccount?type=id"');
    expect(html).toContain('href="/findAccount?type=pw"');
    expect(html).toContain(ko.login.kakao);
    expect(html).toContain(ko.login.join);
  });

  it('legal pages carry every article', () => {
    const terms = render(TermsOfUsePage);
    for (const section of ko.legal.terms) expect(terms).toContain(section.title);
    const privacy = render(PrivacyStatementPage);
    for (const section of ko.legal.privacy) expect(privacy).toContain(section.title);
  });

  it('wrong-access, 404, admin, intro and footer render', () => {
    expect(render(WrongAccessPage)).toContain(ko.agencyPage.message);
    expect(render(NotFoundPage)).toContain(ko.notFound.title);
    expect(render(AdminPage)).toContain('href="/coinManagementV1"');
    expect(render(IntroducePage)).toContain(ko.intro.title);
    const footer = render(Footer);
    expect(footer).toContain('href="/termsOfUse"');
    expect(footer).toContain('href="/privacyStatement"');
    expect(footer).toContain(ko.footer.businessNo);
  });
});
