import { describe, expect, it } from 'vitest';
import { isBareHost, isLocalHost, isRealDomain, wwwRedirectTarget, type LocationLike } from './host';

const at = (hostname: string, pathname = '/coin', search = '?a=1'): LocationLike => ({
  protocol: 'https:',
  hostname,
  port: '',
  pathname,
  search,
  hash: '',
});

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '10.1.2.3', '192.168.0.7', '172.20.1.1', 'mac.local', '[::1]', 'web'])(
    '%s is local',
    (h) => expect(isLocalHost(h)).toBe(true),
  );
  it.each(['example.com', 'www.example.co.kr', '8.8.8.8', '172.32.0.1'])('%s is not local', (h) =>
    expect(isLocalHost(h)).toBe(false),
  );
});

describe('isRealDomain / isBareHost', () => {
  it('rejects IPs and local names', () => {
    expect(isRealDomain('8.8.8.8')).toBe(false);
    expect(isRealDomain('localhost')).toBe(false);
    expect(isRealDomain('example.com')).toBe(true);
  });
  it('knows bare hosts', () => {
    expect(isBareHost('example.com')).toBe(true);
    expect(isBareHost('example.co.kr')).toBe(true);
    expect(isBareHost('app.example.com')).toBe(false);
    expect(isBareHost('www.example.co.kr')).toBe(false);
  });
});

describe('wwwRedirectTarget', () => {
  it('redirects the bare host to www with the same path in production', () => {
    expect(wwwRedirectTarget(at('example.com'), true)).toBe('https://www.example.com/coin?a=1');
    expect(wwwRedirectTarget(at('example.co.kr', '/'), true)).toBe('https://www.example.co.kr/?a=1');
  });
  it('never redirects outside production builds', () => {
    expect(wwwRedirectTarget(at('example.com'), false)).toBeNull();
  });
  it('never redirects localhost, IPs or hosts already on www', () => {
    expect(wwwRedirectTarget(at('localhost'), true)).toBeNull();
    expect(wwwRedirectTarget(at('127.0.0.1'), true)).toBeNull();
    expect(wwwRedirectTarget(at('203.0.113.9'), true)).toBeNull();
    expect(wwwRedirectTarget(at('www.example.com'), true)).toBeNull();
  });
  it('leaves other sub-domains alone', () => {
    expect(wwwRedirectTarget(at('staging.example.com'), true)).toBeNull();
  });
});
