// Pure host classification used by the LOCAL banner and the www redirect.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Parts(hostname: string): number[] | null {
  const match = IPV4.exec(hostname);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function isIpAddress(hostname: string): boolean {
  // IPv6 hostnames arrive bracketed from URL.hostname, or bare from elsewhere.
  return ipv4Parts(hostname) !== null || hostname.includes(':') || hostname.startsWith('[');
}

function isPrivateIpv4(parts: number[]): boolean {
  const [a = -1, b = -1] = parts;
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** Development machines and LAN addresses: localhost, loopback, *.local, private IPs. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.endsWith('.local') || host.endsWith('.internal')) return true;
  const v4 = ipv4Parts(host);
  if (v4) return isPrivateIpv4(v4);
  const v6 = host.replace(/^\[|\]$/g, '');
  if (v6.includes(':')) return v6 === '::1' || /^f[cd]/.test(v6) || v6.startsWith('fe80');
  // A single-label name (e.g. a docker service "web") is never a public site.
  return !host.includes('.');
}

/** A public domain name: not local, not an IP address. */
export function isRealDomain(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return !isLocalHost(host) && !isIpAddress(host);
}

// Second-level labels under which registrations happen (example.co.kr is a bare host).
const SECOND_LEVEL = new Set(['co', 'or', 'go', 'ne', 're', 'pe', 'ac', 'com', 'net', 'org', 'gov', 'edu']);

/** True for the registrable domain itself (example.com, example.co.kr), not for sub-domains. */
export function isBareHost(hostname: string): boolean {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length === 2) return true;
  const second = labels[labels.length - 2] ?? '';
  const top = labels[labels.length - 1] ?? '';
  return labels.length === 3 && top.length === 2 && SECOND_LEVEL.has(second);
}

export interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where to send a visitor who reached the bare domain (spec 01 §4: same path on the www host).
 * Only production builds redirect, and only on real domains, so local and IP access keep working.
 */
export function wwwRedirectTarget(location: LocationLike, isProduction: boolean): string | null {
  if (!isProduction) return null;
  const { hostname } = location;
  if (!isRealDomain(hostname) || hostname.toLowerCase().startsWith('www.') || !isBareHost(hostname))
    return null;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//www.${hostname}${port}${location.pathname}${location.search}${location.hash}`;
}
