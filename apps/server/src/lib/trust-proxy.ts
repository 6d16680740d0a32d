import net from 'node:net';

/**
 * Which `X-Forwarded-For` entries to believe (docs/deploy.md). `true` (trust every hop) is not a
 * setting: it lets any client choose its own address, and with it its own rate-limit budget.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** The names proxy-addr (Fastify's resolver) knows for private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [ip, bits, extra] = entry.split('/');
  if (extra !== undefined || !ip) return false;
  const family = net.isIP(ip);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset, `false` or `0` trusts no proxy; a number of hops (1 = one proxy in front);
 * or a comma-separated list of the proxies' addresses or ranges. Returns an error text for anything
 * else, so the config module can refuse to start with it.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    return {
      error:
        'TRUST_PROXY=true would believe any X-Forwarded-For a client writes; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : { error: 'TRUST_PROXY hop count must be 0 to 10' };
  }
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => !isAddressOrRange(a));
  if (bad.length)
    return { error: `TRUST_PROXY has entries that are not addresses or ranges: ${bad.join(', ')}` };
  return { addresses };
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5.12 ignores a bare hop count (it cannot check
 * the peer), so hops become proxy-addr's own rule for a count: trust the `hops` nearest entries.
 * That is only safe when the app is reachable through the proxy alone, as docs/deploy.md says.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((addr: string, i: number) => boolean) {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_addr, i) => i < hops;
  }
  return setting.addresses;
}
