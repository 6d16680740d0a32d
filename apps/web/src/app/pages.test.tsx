// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { HomePage } from '../features/home/HomePage';
import { ProductTabPage } from '../features/product-tab/ProductTabPage';
import TermsOfUsePage from '../features/legal/TermsOfUsePage';
import LoginPage from '../features/auth/LoginPage';
import { queryKeys } from '../lib/query-keys';
import { fakeApi } from '../test/fake-api';
import { renderScreen } from '../test/render';

const anonymous = { seed: (c: QueryClient) => c.setQueryData(queryKeys.session, null) };

describe('home', () => {
  it('opens the keyword analysis with what was typed, and only when something was', async () => {
    fakeApi();
    const { user, where } = renderScreen(<HomePage />, anonymous);
    const box = screen.getByRole('searchbox', { name: ko.home.keywordLabel });
    await user.type(box, '   {Enter}');
    expect(where()).toBe('/');
    await user.type(box, ' 캠핑 의자 {Enter}');
    expect(where()).toBe(`/search?keyword=${encodeURIComponent('캠핑 의자')}`);
  });

  it('steps the banner carousel with its buttons', async () => {
    fakeApi();
    const { user } = renderScreen(<HomePage />, anonymous);
    const carousel = screen.getByTestId('banner-carousel');
    expect(within(carousel).getByTestId('banner-counter')).toHaveTextContent('1 / 2');
    await user.click(within(carousel).getByRole('button', { name: ko.home.carouselPause }));
    await user.click(within(carousel).getByRole('button', { name: ko.home.carouselNext }));
    expect(within(carousel).getByTestId('banner-counter')).toHaveTextContent('2 / 2');
    expect(within(carousel).getByText(ko.home.slides[1]!.headline)).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: ko.home.carouselNext }));
    expect(within(carousel).getByTestId('banner-counter')).toHaveTextContent('1 / 2');
  });
});

describe('product tab', () => {
  it('locks the agency card for ordinary members', () => {
    renderScreen(<ProductTabPage canUseAgencyTools={false} />);
    expect(screen.getByText(ko.productTab.agencyOnly)).toBeInTheDocument();
    expect(document.querySelector('a[href="/myTrackingJisuCheck"]')).toBeNull();
  });

  it('opens every tool to agencies', async () => {
    const { user, where } = renderScreen(<ProductTabPage canUseAgencyTools />);
    expect(screen.queryByText(ko.productTab.agencyOnly)).toBeNull();
    for (const to of ['/myPlaceTracking', '/goodsTrackingRouter', '/myTrackingrank'])
      expect(document.querySelector(`a[href="${to}"]`)).not.toBeNull();
    await user.click(document.querySelector<HTMLElement>('a[href="/myTrackingJisuCheck"]')!);
    expect(where()).toBe('/myTrackingJisuCheck');
  });
});

describe('login', () => {
  const email = () => screen.getByLabelText(ko.login.emailLabel);
  const password = () => screen.getByLabelText(ko.login.passwordLabel);

  it('names the empty fields and sends nothing', async () => {
    const api = fakeApi();
    const { user } = renderScreen(<LoginPage />, { path: '/login', ...anonymous });
    await user.click(screen.getByRole('button', { name: ko.login.submit }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('signs in with what was typed and goes where the visitor was headed', async () => {
    const api = fakeApi({
      'POST /v1/member/user/login': { code: 'OK', message: '' },
      'POST /v1/member/user/memberSession': {
        code: 'OK',
        message: '',
        data: {
          mbrSn: 7,
          mbrEmail: 'member@example.com',
          mbrNm: 'member',
          mbrAtrbCd: 'GNRL_MBR',
          psitnGrpcoCd: null,
          psitnGrpcoSn: null,
          mbrTpCd: 'EMAIL',
        },
      },
    });
    const { user, visited } = renderScreen(<LoginPage />, { path: '/login?next=%2Fcoin', ...anonymous });
    await user.type(email(), 'member@example.com');
    await user.type(password(), 'Secret12!');
    await user.click(screen.getByRole('button', { name: ko.login.submit }));
    // The page is mounted on every path here, so it moves on from /coin itself: what counts is
    // that it went there.
    await waitFor(() => expect(visited()).toContain('/coin'));
    expect(api.calls('POST /v1/member/user/login')[0]?.body).toEqual({
      mbrEmail: 'member@example.com',
      mbrPw: 'Secret12!',
    });
  });

  it('shows the server’s refusal above the button and stays', async () => {
    // The login call is refused: a 401 with the Korean message.
    const refused = { code: 'LOGIN_FAILED', message: '이메일 또는 비밀번호가 일치하지 않습니다.' };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(refused), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { user, where } = renderScreen(<LoginPage />, { path: '/login', ...anonymous });
    await user.type(email(), 'member@example.com');
    await user.type(password(), 'wrong-pass1!');
    await user.click(screen.getByRole('button', { name: ko.login.submit }));
    expect(await screen.findByText(refused.message)).toBeInTheDocument();
    expect(where()).toBe('/login');
  });
});

describe('legal pages', () => {
  it('carry every article of the terms', () => {
    renderScreen(<TermsOfUsePage />);
    for (const section of ko.legal.terms)
      expect(screen.getAllByText(section.title).length).toBeGreaterThan(0);
  });
});
