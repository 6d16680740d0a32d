import { describe, expect, it } from 'vitest';
import type { Role } from '@seller/shared/constants/roles';
import { decideAccess, wwwRedirectTarget } from './guard';
import { ROUTE_TABLE, screenForPath } from './route-table';

const as = (mbrAtrbCd: Role) => ({ mbrAtrbCd });
const anonymous = null;
const ordinary = as('GNRL_MBR');
const agency = as('MNPY_MBR');
const manager = as('MNGR_MBR');

/** The guard decision for a URL, using the real route table. */
function visit(url: string, user: { mbrAtrbCd: Role } | null) {
  const [pathname = '/', query] = url.split('?');
  return decideAccess(screenForPath(pathname).access, user, { pathname, search: query ? `?${query}` : '' });
}

describe('decideAccess with the spec 01 route table', () => {
  it('sends anonymous visitors of login-required routes to /login with ?next=', () => {
    expect(visit('/myPlaceTracking', anonymous)).toBe('/login?next=%2FmyPlaceTracking');
    expect(visit('/search?keyword=a b', anonymous)).toBe(
      `/login?next=${encodeURIComponent('/search?keyword=a b')}`,
    );
    expect(visit('/myPage/info', anonymous)).toBe('/login?next=%2FmyPage%2Finfo');
    expect(visit('/admin', anonymous)).toBe('/login?next=%2Fadmin');
  });

  it('lets anyone open public routes', () => {
    for (const path of [
      '/',
      '/ProductTab',
      '/coin',
      '/Introduce',
      '/termsOfUse',
      '/login',
      '/agency',
      '/nope',
    ]) {
      expect(visit(path, anonymous)).toBe('allow');
    }
  });

  it('sends ordinary members on manager-only routes to /agency', () => {
    expect(visit('/coinManagementV1', ordinary)).toBe('/agency');
    expect(visit('/editorNotice', ordinary)).toBe('/agency');
    expect(visit('/agencyMenu/coinAdditionalMngt', ordinary)).toBe('/agency');
    expect(visit('/myTrackingJisuCheck', ordinary)).toBe('/agency');
  });

  it('lets agency members into /agencyMenu and the index check but not manager screens', () => {
    expect(visit('/agencyMenu', agency)).toBe('allow');
    expect(visit('/agencyMenu/agencyGrupAddMember', agency)).toBe('allow');
    expect(visit('/myTrackingJisuCheck', agency)).toBe('allow');
    expect(visit('/editorNotice', agency)).toBe('/agency');
    expect(visit('/admin', agency)).toBe('/agency');
  });

  it('applies the manager check to /admin (unlike the original)', () => {
    expect(visit('/admin', manager)).toBe('allow');
    expect(visit('/admin', ordinary)).toBe('/agency');
  });

  it('lets managers in everywhere', () => {
    for (const route of ROUTE_TABLE) {
      const path = route.path === '*' ? '/whatever' : route.path;
      expect(visit(path, manager)).toBe('allow');
    }
  });

  it('lets any member open login-only routes', () => {
    expect(visit('/rankup', ordinary)).toBe('allow');
    expect(visit('/myPage/changepw', ordinary)).toBe('allow');
  });
});

describe('route table', () => {
  it('treats /findaccount as /findAccount and unknown paths as 404', () => {
    expect(screenForPath('/findaccount').title).toBe('findAccount');
    expect(screenForPath('/producttab').screen).toBe('productTab');
    expect(screenForPath('/does/not/exist').screen).toBe('notFound');
    expect(screenForPath('/myPage/unknown').screen).toBe('notFound');
  });
  it('resolves the redirecting parents and their children', () => {
    expect(screenForPath('/myPage').redirectTo).toBe('/myPage/info');
    expect(screenForPath('/agencyMenu').redirectTo).toBe('/agencyMenu/agencyGrupAddMember');
    expect(screenForPath('/myPage/payhistory').title).toBe('myPagePayhistory');
  });
});

describe('www redirect', () => {
  const loc = (hostname: string) => ({
    protocol: 'https:',
    hostname,
    port: '',
    pathname: '/coin',
    search: '',
    hash: '',
  });
  it('happens only in production builds on real bare domains', () => {
    expect(wwwRedirectTarget(loc('example.com'), true)).toBe('https://www.example.com/coin');
    expect(wwwRedirectTarget(loc('example.com'), false)).toBeNull();
    expect(wwwRedirectTarget(loc('localhost'), true)).toBeNull();
    expect(wwwRedirectTarget(loc('127.0.0.1'), true)).toBeNull();
    expect(wwwRedirectTarget(loc('www.example.com'), true)).toBeNull();
  });
});
