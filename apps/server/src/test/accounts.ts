/**
 * Test support for the account flows: an app wired to an in-process simulator (PortOne identity,
 * Kakao, SMTP catcher), a cookie jar per "browser", and the steps a visitor takes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { type TestApp, createTestApp, uniqueEmail } from './app';
import { control, startTestSimulator, type RunningSimulator } from './simulator';

export interface AccountsTestApp extends TestApp {
  sim: RunningSimulator;
}

export async function createAccountsTestApp(
  env: Record<string, string> = {},
  opts: { now?: () => Date } = {},
) {
  const sim = await startTestSimulator({ smtp: true });
  const t = await createTestApp(
    {
      SIMULATOR: 'on',
      SIMULATOR_PORT: String(sim.port),
      SIMULATOR_SMTP_PORT: String(sim.smtpPort),
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    opts,
  );
  const close = t.close;
  return Object.assign(t, {
    sim,
    async close() {
      await close();
      await sim.close();
    },
  }) as AccountsTestApp;
}

let browserSeq = 0;
/** A different client address per browser, as real visitors have (daily per-client caps). */
const nextIp = () => {
  browserSeq += 1;
  return `10.${(browserSeq >> 16) & 255}.${(browserSeq >> 8) & 255}.${browserSeq & 255}`;
};

/** One browser: keeps the cookies the app sets (sid, pre) and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    readonly ip = nextIp(),
  ) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  absorb(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date }>) {
      if (!c.value || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await this.t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(this.cookies.size ? { cookie: this.header() } : {}), ...headers },
      remoteAddress: this.ip,
    });
    return this.absorb(res);
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, payload: unknown = {}) {
    return this.request('POST', url, payload);
  }
}

let phoneSeq = 0;
/** A different person every call (the simulator derives ci from name, phone and birth). */
export function newPerson(name = '홍길동') {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + (phoneSeq % 100);
  return { name, phoneNumber: `010${String(n).padStart(8, '0').slice(-8)}`, birthDate: '1991-02-03' };
}
export type Person = ReturnType<typeof newPerson>;

/** The code of the newest mail sent to `to` (waits for the catcher). */
export async function readCode(sim: RunningSimulator, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const inbox = await control<{ messages: Array<{ id: string; text: string }> }>(
      sim,
      'GET',
      `/__control/mail?to=${encodeURIComponent(to)}`,
    );
    const mail = inbox.messages.find((m) => Number(m.id) > after);
    const code = mail && /(\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mail for ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function mailCount(sim: RunningSimulator, to: string): Promise<number> {
  const inbox = await control<{ messages: unknown[] }>(
    sim,
    'GET',
    `/__control/mail?to=${encodeURIComponent(to)}`,
  );
  return inbox.messages.length;
}

/** Opens the portal page in this browser and returns the identityVerificationId it started. */
export async function startIdentity(b: Browser): Promise<string> {
  const res = await b.get('/v1/member/join/portal');
  if (res.statusCode !== 200) throw new Error(`portal answered ${res.statusCode}`);
  const id = /data-id="([^"]+)"/.exec(res.body)?.[1];
  if (!id) throw new Error('no identity id in the portal page');
  return id;
}

/** The person completes the simulator's identity page; the frame then returns to the app. */
export async function verifyIdentity(
  t: AccountsTestApp,
  b: Browser,
  person: Person = newPerson(),
  extra: Record<string, unknown> = {},
): Promise<{ id: string; res: LightMyRequestResponse; person: Person }> {
  const id = await startIdentity(b);
  await control(t.sim, 'POST', '/__control/portone/identity-verifications', {
    identityVerificationId: id,
    status: 'VERIFIED',
    ...person,
    ...extra,
  });
  const res = await b.get(`/v1/member/join/portal/return?identityVerificationId=${encodeURIComponent(id)}`);
  return { id, res, person };
}

/** Sends a code to `email` for `purpose` and types it in. */
export async function verifyEmail(
  t: AccountsTestApp,
  b: Browser,
  email: string,
  purpose: 'join' | 'reset' = 'join',
) {
  const sent = await b.post('/v1/member/mail/send', { mbrEmail: email, purpose });
  if (sent.statusCode !== 200) throw new Error(`mail/send answered ${sent.statusCode} ${sent.body}`);
  const code = await readCode(t.sim, email);
  const res = await b.post('/v1/member/mail/verify', { mbrEmail: email, code, purpose });
  if (res.statusCode !== 200) throw new Error(`mail/verify answered ${res.statusCode} ${res.body}`);
  return code;
}

export const JOIN_PASSWORD = 'Joiner12!';
export const ALL_AGREED = { child: true, terms: true, privacy: true, promotions: false };

/** A visitor signs up end to end; answers the member number, the e-mail and the browser. */
export async function signUp(
  t: AccountsTestApp,
  opts: { email?: string; person?: Person; password?: string; name?: string } = {},
) {
  const b = new Browser(t);
  const email = opts.email ?? uniqueEmail('joiner');
  const person = opts.person ?? newPerson();
  const identity = await verifyIdentity(t, b, person);
  if (identity.res.statusCode !== 200) throw new Error(`identity answered ${identity.res.statusCode}`);
  await verifyEmail(t, b, email);
  const res = await b.post('/v1/member/join/memberInsert', {
    mbrEmail: email,
    mbrPw: opts.password ?? JOIN_PASSWORD,
    reMbrPw: opts.password ?? JOIN_PASSWORD,
    mbrNm: opts.name ?? 'Joiner',
    agreements: ALL_AGREED,
  });
  if (res.statusCode !== 200) throw new Error(`memberInsert answered ${res.statusCode} ${res.body}`);
  return { mbrSn: (res.json() as { data: { mbrSn: number } }).data.mbrSn, email, person, browser: b };
}

/** Signs in a browser with e-mail and password through the real login call. */
export async function signIn(b: Browser, email: string, password = JOIN_PASSWORD) {
  const res = await b.post('/v1/member/user/login', { mbrEmail: email, mbrPw: password });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode} ${res.body}`);
  return res;
}
