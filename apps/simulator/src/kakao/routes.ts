/**
 * Kakao Login stand-in.
 *
 * kauth (base `<sim>/kakao-auth`):
 *   GET  /kakao-auth/oauth/authorize?client_id&redirect_uri&response_type=code[&state&scope&prompt]
 *        consent page: the tester picks nickname, optional email consent, email and whether it is
 *        verified (or an explicit member number), then agrees or cancels
 *   POST /kakao-auth/oauth/token   form-encoded only: grant_type=authorization_code, client_id,
 *        redirect_uri, code[, client_secret]; codes are single-use and expire after 10 minutes
 * kapi (base `<sim>/kakao-api`):
 *   GET|POST /kakao-api/v2/user/me  with `Authorization: Bearer <access_token>`
 *   POST /kakao-auth/oauth/token   grant_type=refresh_token, client_id, refresh_token[, client_secret]:
 *        a new access token; a new refresh token only when the old one has under a month left
 *        (as Kakao does); KOE322 for an unknown or revoked refresh token
 *   `scope=talk_message` on authorize asks for that extra consent (the page shows a checkbox);
 *   consent is kept per Kakao account, so a revoked scope stops every token of that account at once.
 * kapi (base `<sim>/kakao-api`):
 *   GET|POST /kakao-api/v2/user/me  with `Authorization: Bearer <access_token>`
 *   POST /kakao-api/v2/user/revoke/scopes  scopes=["talk_message"]: the member takes a consent back
 *   POST /kakao-api/v1/user/unlink   the member disconnects the app: every token dies (401 after)
 *   the "send to me" message API is in talk.ts
 * Control:
 *   POST /__control/kakao/codes {redirectUri, clientId?, nickname?, email?, emailConsent?,
 *        emailVerified?, kakaoId?, scopes?} → {code, account}: an authorization code without the browser
 *   POST /__control/kakao/expire {kakaoId} → {expired}: the account's access tokens expire now
 *   POST /__control/kakao/revoke {kakaoId, scope?} → {revoked}: what a member does in KakaoTalk's
 *        settings (connected services), without a token; no scope = unlink
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { acceptForms, hidden, html, isHttpUrl, page, withQuery, type FormBody } from '../html';
import { registerKakaoTalk } from './talk';
import texts from './texts.json' with { type: 'json' };

export interface KakaoSimOptions {
  /** When set, client_id must equal it (KOE101 otherwise). Unset: any client_id is accepted. */
  clientId?: string;
  /** When set, the token call must carry it as client_secret (KOE010 otherwise). */
  clientSecret?: string;
  /** When set, redirect_uri must be one of these (KOE006 otherwise). */
  redirectUris?: string[];
}

interface KakaoSimAccount {
  /** Decimal string: Kakao member numbers are 64-bit, so they stay exact. */
  id: string;
  nickname: string;
  emailConsent: boolean;
  email?: string;
  emailVerified: boolean;
  /** Extra consent items asked for on authorize and agreed to (talk_message). */
  extraScopes?: string[];
}

/** Extra consent items the simulator knows (asked with `scope=` on authorize). */
const EXTRA_SCOPES = ['talk_message'] as const;

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  account: KakaoSimAccount;
  expiresAt: number;
  used: boolean;
}

const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_S = 21_599;
const REFRESH_TTL_S = 5_183_999;
/** Kakao renews the refresh token on refresh only when it has less than a month to live. */
const REFRESH_RENEW_S = 30 * 86_400;

export interface KakaoToken {
  account: KakaoSimAccount;
  expiresAt: number;
  connectedAt: string;
}

/**
 * Accounts' consents and tokens, shared by the login routes and the message API. Consent is per
 * account (as at Kakao: one member, one app), so revoking it reaches tokens issued before.
 */
export class KakaoGrants {
  readonly tokens = new Map<string, KakaoToken>();
  readonly refresh = new Map<string, { account: KakaoSimAccount; expiresAt: number; connectedAt: string }>();
  private scopes = new Map<string, Set<string>>();
  grant(accountId: string, scopes: string[]): void {
    const set = this.scopes.get(accountId) ?? new Set<string>();
    for (const s of scopes) set.add(s);
    this.scopes.set(accountId, set);
  }
  scopesOf(accountId: string): string[] {
    return [...(this.scopes.get(accountId) ?? [])];
  }
  has(accountId: string, scope: string): boolean {
    return this.scopes.get(accountId)?.has(scope) ?? false;
  }
  revoke(accountId: string, scope: string): boolean {
    return this.scopes.get(accountId)?.delete(scope) ?? false;
  }
  /** Unlink: the consents and every access and refresh token of the account are gone. */
  unlink(accountId: string): boolean {
    const had = this.scopes.delete(accountId);
    let any = had;
    for (const [k, t] of this.tokens) {
      if (t.account.id === accountId) any = this.tokens.delete(k) || any;
    }
    for (const [k, t] of this.refresh) {
      if (t.account.id === accountId) any = this.refresh.delete(k) || any;
    }
    return any;
  }
  clear(): void {
    this.tokens.clear();
    this.refresh.clear();
    this.scopes.clear();
  }
}

const scopeList = (v: unknown): string[] =>
  (typeof v === 'string' ? v.split(/[\s,]+/) : Array.isArray(v) ? v.map(String) : []).filter((s) =>
    (EXTRA_SCOPES as readonly string[]).includes(s),
  );

/** A stable 10-digit member number for the same nickname and email. */
function kakaoIdFor(nickname: string, email: string | undefined): string {
  const h = createHash('sha256')
    .update(`${nickname}|${email ?? ''}`)
    .digest();
  return String(3_000_000_000 + (h.readUInt32BE(0) % 1_000_000_000));
}

function accountFrom(b: Record<string, unknown>): KakaoSimAccount {
  const nickname =
    typeof b.nickname === 'string' && b.nickname.trim() ? b.nickname.trim() : texts.defaultNickname;
  const flag = (v: unknown) => v === true || v === 'on' || v === 'true' || v === 'Y';
  const emailConsent = flag(b.emailConsent);
  const email = emailConsent
    ? typeof b.email === 'string' && b.email.trim()
      ? b.email.trim()
      : texts.defaultEmail
    : undefined;
  const explicit =
    typeof b.kakaoId === 'string' || typeof b.kakaoId === 'number' ? String(b.kakaoId).trim() : '';
  return {
    id: /^\d{1,19}$/.test(explicit) ? explicit : kakaoIdFor(nickname, email),
    nickname,
    emailConsent,
    email,
    emailVerified: emailConsent && flag(b.emailVerified),
    // Only the items the authorize call asked for can be agreed to on its page.
    extraScopes: scopeList(b.scope).filter((sc) => flag(b[`consent_${sc}`])),
  };
}

export function registerKakao(app: FastifyInstance, state: SimulatorState): void {
  const now = () => (state.options.now?.() ?? new Date()).getTime();
  const opts = () => state.options.kakao ?? {};
  const codes = new Map<string, IssuedCode>();
  const grants = new KakaoGrants();
  const tokens = grants.tokens;
  state.onReset.push(() => {
    codes.clear();
    grants.clear();
  });

  const issueCode = (clientId: string, redirectUri: string, account: KakaoSimAccount) => {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { clientId, redirectUri, account, expiresAt: now() + CODE_TTL_MS, used: false });
    return code;
  };

  const errorPage = (reply: FastifyReply, code: string, detail: string) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(
        page(
          texts.errorTitle,
          html`<h1>${texts.errorTitle}</h1>
            <p class="error" data-error-code="${code}">${code}: ${detail}</p>`,
        ),
      );

  /** Checks an authorize request; answers with Kakao's KOE error page when it is wrong. */
  const checkAuthorize = (q: FormBody, reply: FastifyReply): boolean => {
    const o = opts();
    if (!q.client_id || (o.clientId && q.client_id !== o.clientId)) {
      void errorPage(reply, 'KOE101', 'invalid client_id');
      return false;
    }
    if (q.response_type !== 'code') {
      void errorPage(reply, 'KOE201', 'response_type must be code');
      return false;
    }
    if (!isHttpUrl(q.redirect_uri) || (o.redirectUris && !o.redirectUris.includes(q.redirect_uri))) {
      void errorPage(reply, 'KOE006', 'redirect_uri is not registered');
      return false;
    }
    return true;
  };

  /** The live token a request's `Authorization: Bearer` names, or null. */
  const bearer = (req: FastifyRequest): KakaoToken | null => {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const t = token ? tokens.get(token) : undefined;
    return t && t.expiresAt >= now() ? t : null;
  };
  const noToken = (reply: FastifyReply) =>
    reply.status(401).send({ msg: 'this access token does not exist', code: -401 });

  const kakaoError = (
    reply: FastifyReply,
    status: number,
    error: string,
    description: string,
    errorCode?: string,
  ) =>
    reply
      .status(status)
      .send({ error, error_description: description, ...(errorCode ? { error_code: errorCode } : {}) });

  app.register(async (scope) => {
    acceptForms(scope);

    scope.get(
      '/kakao-auth/oauth/authorize',
      async (req: FastifyRequest<{ Querystring: FormBody }>, reply) => {
        const q = req.query;
        if (!checkAuthorize(q, reply)) return reply;
        const carry = hidden({
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          response_type: q.response_type,
          state: q.state,
          scope: q.scope,
        });
        const extra = scopeList(q.scope).map(
          (sc) =>
            html`<label class="check"
              ><input type="checkbox" name="consent_${sc}" checked /><span
                >${(texts.scopes as Record<string, string>)[sc] ?? sc}</span
              ></label
            >`,
        );
        const body = html` <span class="badge">${texts.badge}</span>
          <h1>${texts.title}</h1>
          <p class="sub">${texts.sub}</p>
          <form method="post" action="/kakao-auth/oauth/authorize/consent">
            ${carry}
            <label
              ><span>${texts.nickname}</span
              ><input type="text" name="nickname" value="${texts.defaultNickname}"
            /></label>
            <label
              ><span>${texts.kakaoId}</span><input type="text" name="kakaoId" inputmode="numeric" value=""
            /></label>
            <label class="check"
              ><input type="checkbox" name="emailConsent" checked /><span>${texts.emailConsent}</span></label
            >
            <label
              ><span>${texts.email}</span><input type="email" name="email" value="${texts.defaultEmail}"
            /></label>
            <label class="check"
              ><input type="checkbox" name="emailVerified" checked /><span
                >${texts.emailVerified}</span
              ></label
            >
            ${extra}
            <div class="actions"><button class="kakao" type="submit">${texts.agree}</button></div>
          </form>
          <form method="post" action="/kakao-auth/oauth/authorize/cancel">
            ${carry}
            <div class="actions"><button class="secondary" type="submit">${texts.cancel}</button></div>
          </form>`;
        return reply.type('text/html; charset=utf-8').send(page(texts.title, body));
      },
    );

    scope.post(
      '/kakao-auth/oauth/authorize/consent',
      async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
        const b = req.body ?? {};
        if (!checkAuthorize(b, reply)) return reply;
        const code = issueCode(b.client_id!, b.redirect_uri!, accountFrom(b));
        return reply.redirect(withQuery(b.redirect_uri!, { code, state: b.state }), 302);
      },
    );

    scope.post(
      '/kakao-auth/oauth/authorize/cancel',
      async (req: FastifyRequest<{ Body: FormBody }>, reply) => {
        const b = req.body ?? {};
        if (!checkAuthorize(b, reply)) return reply;
        return reply.redirect(
          withQuery(b.redirect_uri!, {
            error: 'access_denied',
            error_description: 'User denied access',
            state: b.state,
          }),
          302,
        );
      },
    );

    scope.post('/kakao-auth/oauth/token', async (req: FastifyRequest<{ Body: unknown }>, reply) => {
      state.calls.hit('kakao', 'POST /oauth/token');
      if (await applyFault(state.faults, 'kakao', reply)) return reply;
      const type = req.headers['content-type'] ?? '';
      if (
        !type.startsWith('application/x-www-form-urlencoded') ||
        !req.body ||
        typeof req.body !== 'object'
      ) {
        return kakaoError(
          reply,
          400,
          'invalid_request',
          'Content-Type must be application/x-www-form-urlencoded',
        );
      }
      const b = req.body as FormBody;
      const o = opts();
      if (b.grant_type !== 'authorization_code' && b.grant_type !== 'refresh_token') {
        return kakaoError(
          reply,
          400,
          'unsupported_grant_type',
          `unsupported grant_type: ${b.grant_type ?? ''}`,
        );
      }
      if (!b.client_id || (o.clientId && b.client_id !== o.clientId)) {
        return kakaoError(
          reply,
          401,
          'invalid_client',
          `Not exist client_id [${b.client_id ?? ''}]`,
          'KOE101',
        );
      }
      if (o.clientSecret && b.client_secret !== o.clientSecret) {
        return kakaoError(reply, 401, 'invalid_client', 'Bad client credentials', 'KOE010');
      }
      if (b.grant_type === 'refresh_token') {
        const held = b.refresh_token ? grants.refresh.get(b.refresh_token) : undefined;
        if (!held || held.expiresAt < now()) {
          return kakaoError(reply, 400, 'invalid_grant', 'invalid refresh token', 'KOE322');
        }
        const accessToken = randomBytes(32).toString('base64url');
        tokens.set(accessToken, {
          account: held.account,
          expiresAt: now() + TOKEN_TTL_S * 1000,
          connectedAt: held.connectedAt,
        });
        const renew = held.expiresAt - now() < REFRESH_RENEW_S * 1000;
        const next = renew ? randomBytes(32).toString('base64url') : null;
        if (next) {
          grants.refresh.delete(b.refresh_token!);
          grants.refresh.set(next, { ...held, expiresAt: now() + REFRESH_TTL_S * 1000 });
        }
        return {
          token_type: 'bearer',
          access_token: accessToken,
          expires_in: TOKEN_TTL_S,
          ...(next ? { refresh_token: next, refresh_token_expires_in: REFRESH_TTL_S } : {}),
        };
      }
      const issued = b.code ? codes.get(b.code) : undefined;
      if (!issued || issued.used || issued.expiresAt < now() || issued.clientId !== b.client_id) {
        return kakaoError(
          reply,
          400,
          'invalid_grant',
          `authorization code not found for code=${b.code ?? ''}`,
          'KOE320',
        );
      }
      if (b.redirect_uri !== issued.redirectUri) {
        return kakaoError(reply, 400, 'invalid_grant', 'Redirect URI mismatch.', 'KOE303');
      }
      issued.used = true;
      const accessToken = randomBytes(32).toString('base64url');
      const refreshToken = randomBytes(32).toString('base64url');
      const held = {
        account: issued.account,
        connectedAt: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      };
      tokens.set(accessToken, { ...held, expiresAt: now() + TOKEN_TTL_S * 1000 });
      grants.refresh.set(refreshToken, { ...held, expiresAt: now() + REFRESH_TTL_S * 1000 });
      grants.grant(issued.account.id, [
        'profile_nickname',
        ...(issued.account.emailConsent ? ['account_email'] : []),
        ...(issued.account.extraScopes ?? []),
      ]);
      return {
        token_type: 'bearer',
        access_token: accessToken,
        expires_in: TOKEN_TTL_S,
        refresh_token: refreshToken,
        refresh_token_expires_in: REFRESH_TTL_S,
        // Every item the account has agreed to with this app, as Kakao answers it.
        scope: grants.scopesOf(issued.account.id).join(' '),
      };
    });

    const me = async (req: FastifyRequest, reply: FastifyReply) => {
      state.calls.hit('kakao', 'GET /v2/user/me');
      if (await applyFault(state.faults, 'kakao', reply)) return reply;
      const t = bearer(req);
      if (!t) return noToken(reply);
      const a = t.account;
      const kakaoAccount: Record<string, unknown> = {
        profile_nickname_needs_agreement: false,
        profile: { nickname: a.nickname, is_default_nickname: false },
        has_email: true,
        email_needs_agreement: !a.emailConsent,
      };
      if (a.emailConsent) {
        Object.assign(kakaoAccount, {
          is_email_valid: true,
          is_email_verified: a.emailVerified,
          email: a.email,
        });
      }
      // Serialised by hand so a member number above 2^53 stays an exact JSON number.
      const body = JSON.stringify({
        id: '__ID__',
        connected_at: t.connectedAt,
        properties: { nickname: a.nickname },
        kakao_account: kakaoAccount,
      });
      return reply.type('application/json;charset=UTF-8').send(body.replace('"__ID__"', a.id));
    };
    scope.get('/kakao-api/v2/user/me', me);
    scope.post('/kakao-api/v2/user/me', me);

    scope.post('/kakao-api/v2/user/revoke/scopes', async (req: FastifyRequest<{ Body: unknown }>, reply) => {
      state.calls.hit('kakao', 'POST /v2/user/revoke/scopes');
      const t = bearer(req);
      if (!t) return noToken(reply);
      const raw = (req.body as FormBody | undefined)?.scopes ?? '';
      let asked: string[];
      try {
        asked = scopeList(JSON.parse(raw));
      } catch {
        asked = [];
      }
      if (asked.length === 0)
        return reply.status(400).send({ msg: 'scopes must be a JSON array of consent items', code: -2 });
      for (const sc of asked) grants.revoke(t.account.id, sc);
      return reply.type('application/json;charset=UTF-8').send(`{"id":${t.account.id}}`);
    });

    scope.post('/kakao-api/v1/user/unlink', async (req, reply) => {
      state.calls.hit('kakao', 'POST /v1/user/unlink');
      const t = bearer(req);
      if (!t) return noToken(reply);
      grants.unlink(t.account.id);
      return reply.type('application/json;charset=UTF-8').send(`{"id":${t.account.id}}`);
    });
  });

  registerKakaoTalk(app, state, { grants, bearer, noToken });

  // Ages every access token of an account past its expiry (the refresh token stays good).
  app.post('/__control/kakao/expire', async (req: FastifyRequest<{ Body: Record<string, unknown> }>) => {
    const kakaoId = String(req.body?.kakaoId ?? '');
    let expired = 0;
    for (const t of tokens.values()) {
      if (t.account.id === kakaoId) {
        t.expiresAt = 0;
        expired += 1;
      }
    }
    return { expired };
  });

  app.post(
    '/__control/kakao/revoke',
    async (req: FastifyRequest<{ Body: Record<string, unknown> }>, reply) => {
      const b = req.body ?? {};
      const kakaoId = typeof b.kakaoId === 'string' || typeof b.kakaoId === 'number' ? String(b.kakaoId) : '';
      if (!/^\d{1,19}$/.test(kakaoId)) return reply.status(400).send({ message: 'kakaoId is required' });
      const scope = typeof b.scope === 'string' ? b.scope : null;
      return { revoked: scope ? grants.revoke(kakaoId, scope) : grants.unlink(kakaoId) };
    },
  );

  app.post(
    '/__control/kakao/codes',
    async (req: FastifyRequest<{ Body: Record<string, unknown> }>, reply) => {
      const b = req.body ?? {};
      const redirectUri = typeof b.redirectUri === 'string' ? b.redirectUri : '';
      if (!isHttpUrl(redirectUri))
        return reply.status(400).send({ message: 'redirectUri (http or https) is required' });
      const clientId =
        typeof b.clientId === 'string' ? b.clientId : (opts().clientId ?? 'sim-kakao-rest-api-key');
      const extra = scopeList(b.scopes);
      const account = accountFrom({
        ...b,
        emailConsent: b.emailConsent ?? true,
        emailVerified: b.emailVerified ?? true,
        scope: extra.join(' '),
        ...Object.fromEntries(extra.map((sc) => [`consent_${sc}`, true])),
      });
      return { code: issueCode(clientId, redirectUri, account), account };
    },
  );
}
