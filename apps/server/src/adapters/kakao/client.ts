/**
 * Kakao Login over our HTTP client: authorize URL, code → token (form POST to kauth), and
 * /v2/user/me (Bearer, kapi). Member ids are 64-bit: the id is taken from the raw body text so
 * it never goes through a float.
 */
import { ProviderError, request, type RetryPolicy } from '../http';
import { KakaoError, type KakaoTalkPort, type KakaoToken, type KakaoUser } from './types';

export interface KakaoClientOptions {
  /** Server-to-Kakao auth base, e.g. https://kauth.kakao.com */
  authBaseUrl: string;
  /** Browser-facing auth base for the authorize URL (differs only in simulator mode). */
  browserAuthBaseUrl?: string;
  /** e.g. https://kapi.kakao.com */
  apiBaseUrl: string;
  /** REST API key (client_id); without it calls fail with kind 'unconfigured'. */
  clientId?: string;
  clientSecret?: string;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function toKakaoError(e: unknown): never {
  if (e instanceof KakaoError) throw e;
  if (e instanceof ProviderError) {
    const b = isObj(e.body) ? e.body : {};
    const error = text(b.error);
    const code = text(b.error_code) ?? (typeof b.code === 'number' ? String(b.code) : null);
    const message = text(b.error_description) ?? text(b.msg) ?? e.message;
    throw new KakaoError(e.kind, message, error, code, e.status, e.body);
  }
  throw e;
}

const malformed = (what: string, body: unknown): never => {
  throw new KakaoError('malformed', `${what} is not the expected shape`, null, null, 200, body);
};

/** The top-level `id` as exact decimal text: ids above 2^53 would be rounded by JSON.parse. */
function exactId(raw: string, parsed: Obj): string | null {
  if (typeof parsed.id === 'string' && /^\d+$/.test(parsed.id)) return parsed.id;
  if (typeof parsed.id !== 'number' || !Number.isInteger(parsed.id) || parsed.id < 0) return null;
  if (Number.isSafeInteger(parsed.id)) return String(parsed.id);
  // Among the "id": <digits> occurrences in the text, the one that parses to the same number.
  for (const m of raw.matchAll(/"id"\s*:\s*(\d+)/g)) if (Number(m[1]) === parsed.id) return m[1]!;
  return null;
}

export function parseKakaoToken(body: unknown): KakaoToken {
  if (!isObj(body) || !text(body.access_token)) return malformed('token response', body);
  return {
    accessToken: body.access_token as string,
    tokenType: text(body.token_type) ?? 'bearer',
    expiresIn: num(body.expires_in),
    refreshToken: text(body.refresh_token),
    refreshTokenExpiresIn: num(body.refresh_token_expires_in),
    scopes: (text(body.scope) ?? '').split(/\s+/).filter(Boolean),
  };
}

export function parseKakaoUser(raw: string, body: unknown): KakaoUser {
  if (!isObj(body)) return malformed('user', body);
  const id = exactId(raw, body);
  if (!id) return malformed('user.id', body);
  const account = isObj(body.kakao_account) ? body.kakao_account : {};
  const profile = isObj(account.profile) ? account.profile : {};
  const props = isObj(body.properties) ? body.properties : {};
  const email = account.email_needs_agreement === true ? null : text(account.email);
  return {
    id,
    email,
    emailVerified: Boolean(email) && account.is_email_verified === true && account.is_email_valid !== false,
    nickname: text(profile.nickname) ?? text(props.nickname),
    profileImageUrl: text(profile.profile_image_url) ?? text(props.profile_image),
    connectedAt: text(body.connected_at),
  };
}

export function createKakaoClient(opts: KakaoClientOptions): KakaoTalkPort {
  const auth = opts.authBaseUrl.replace(/\/$/, '');
  const browserAuth = (opts.browserAuthBaseUrl ?? opts.authBaseUrl).replace(/\/$/, '');
  const api = opts.apiBaseUrl.replace(/\/$/, '');
  const clientId = () => {
    if (!opts.clientId) throw new KakaoError('unconfigured', 'KAKAO_REST_API_KEY is not set', null, null);
    return opts.clientId;
  };
  /** POST /oauth/token with one grant; both grants send the client's id and secret the same way. */
  const tokenGrant = async (grant: Record<string, string>, retryOn?: (e: ProviderError) => boolean) => {
    const form = new URLSearchParams({ ...grant, client_id: clientId() });
    if (opts.clientSecret) form.set('client_secret', opts.clientSecret);
    try {
      const res = await request({
        service: 'kakao',
        method: 'POST',
        url: `${auth}/oauth/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString(),
        timeoutMs: opts.timeoutMs ?? 10_000,
        retry: opts.retry,
        ...(retryOn ? { retryOn } : {}),
      });
      return parseKakaoToken(res.body);
    } catch (e) {
      return toKakaoError(e);
    }
  };

  return {
    authorizeUrl(input) {
      const q = new URLSearchParams({
        client_id: clientId(),
        redirect_uri: input.redirectUri,
        response_type: 'code',
        state: input.state,
      });
      if (input.scope) q.set('scope', input.scope);
      if (input.prompt) q.set('prompt', input.prompt);
      return `${browserAuth}/oauth/authorize?${q}`;
    },

    exchangeCode: ({ code, redirectUri }) =>
      tokenGrant(
        { grant_type: 'authorization_code', redirect_uri: redirectUri, code },
        // The code is single-use: retry only when Kakao cannot have consumed it.
        (e) => e.kind === 'network' || e.kind === 'rate-limited',
      ),

    async getUser(accessToken) {
      try {
        const res = await request({
          service: 'kakao',
          method: 'GET',
          url: `${api}/v2/user/me`,
          headers: { authorization: `Bearer ${accessToken}` },
          timeoutMs: opts.timeoutMs ?? 10_000,
          retry: opts.retry,
        });
        return parseKakaoUser(res.text, res.body);
      } catch (e) {
        return toKakaoError(e);
      }
    },

    refresh: (refreshToken) => tokenGrant({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async sendMemo(accessToken, template) {
      try {
        await request({
          service: 'kakao',
          method: 'POST',
          url: `${api}/v2/api/talk/memo/default/send`,
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
          },
          body: new URLSearchParams({ template_object: JSON.stringify(template) }).toString(),
          timeoutMs: opts.timeoutMs ?? 10_000,
          retry: opts.retry,
          // Not retried after a timeout or a 5xx, which may have delivered it: a repeat would arrive twice.
          retryOn: (e) => e.kind === 'network' || e.kind === 'rate-limited',
        });
      } catch (e) {
        return toKakaoError(e);
      }
    },
  };
}
