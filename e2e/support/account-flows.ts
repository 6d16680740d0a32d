/** Steps of the account flows for e2e specs: the simulator's identity page and mail inbox. */
import { randomInt } from 'node:crypto';
import { type FrameLocator, type Page } from 'playwright-core';
import { control, simulatorUrl } from './simulator';

export { simulatorUrl };

let seq = 0;
/** A different person for every sign-up (the simulator derives ci from name, phone and birth). */
export function newPerson(name = '김가입') {
  // Random, not time-based: every test file has its own `seq`, and two files making a person at the
  // same millisecond modulo 100 s got the same phone, so the same identity (one account per person).
  const n = randomInt(0, 100_000_000);
  return { name, phone: `010${String(n).padStart(8, '0')}`, birth: '1992-03-04' };
}
export type Person = ReturnType<typeof newPerson>;

export const newEmail = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}@example.com`;

/** The 6-digit code of the newest mail to `to` in the simulator's inbox. */
export async function readMailCode(to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const inbox = await control<{ messages: Array<{ id: string; text: string }> }>(
      `/__control/mail?to=${encodeURIComponent(to)}`,
    );
    const mail = inbox.messages.find((m) => Number(m.id) > after);
    const code = mail ? /(\d{6})/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Newest mail id for `to` (0 when none), to wait for the next one. */
export async function lastMailId(to: string): Promise<number> {
  const inbox = await control<{ messages: Array<{ id: string }> }>(
    `/__control/mail?to=${encodeURIComponent(to)}`,
  );
  return Number(inbox.messages[0]?.id ?? 0);
}

/** The newest mail to `to` whose subject contains `subject` (waits for the catcher). */
export async function readMail(
  to: string,
  subject: string,
): Promise<{ subject: string; text: string; html: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const inbox = await control<{ messages: Array<{ subject: string; text: string; html: string }> }>(
      `/__control/mail?to=${encodeURIComponent(to)}`,
    );
    const mail = inbox.messages.find((m) => m.subject.includes(subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Fills the simulator's identity page shown in our frame and submits it. */
export async function completeIdentityFrame(page: Page, person: Person): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="identity-frame"]');
  const form = frame.locator('form[action="/portone/identity/submit"]');
  await form.waitFor({ timeout: 20_000 });
  await form.locator('input[name="name"]').fill(person.name);
  await form.locator('input[name="phoneNumber"]').fill(person.phone);
  await form.locator('input[name="birthDate"]').fill(person.birth);
  await form.locator('button[type="submit"]').click();
  return frame;
}

/** A small cookie jar over fetch, for setting up accounts without the browser. */
class Jar {
  cookies = new Map<string, string>();
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value ?? '');
    }
    return res;
  }
  post(url: string, body: unknown) {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

/**
 * Signs a new member up through the real calls (identity through the simulator's control API,
 * the code from its inbox), for specs whose subject is what comes after sign-up.
 */
export async function signUpByApi(
  baseUrl: string,
  opts: { email?: string; password?: string; person?: Person } = {},
) {
  const jar = new Jar();
  const email = opts.email ?? newEmail('e2e');
  const password = opts.password ?? 'Start123!';
  const person = opts.person ?? newPerson();
  const portal = await (await jar.fetch(`${baseUrl}/v1/member/join/portal`)).text();
  const id = /data-id="([^"]+)"/.exec(portal)?.[1];
  if (!id) throw new Error('no identity id');
  await control('/__control/portone/identity-verifications', {
    identityVerificationId: id,
    name: person.name,
    phoneNumber: person.phone,
    birthDate: person.birth,
  });
  const back = await jar.fetch(`${baseUrl}/v1/member/join/portal/return?identityVerificationId=${id}`);
  if (back.status !== 200) throw new Error(`identity return ${back.status}`);
  const sent = await jar.post(`${baseUrl}/v1/member/mail/send`, { mbrEmail: email });
  if (sent.status !== 200) throw new Error(`mail/send ${sent.status} ${await sent.text()}`);
  const code = await readMailCode(email);
  const verified = await jar.post(`${baseUrl}/v1/member/mail/verify`, { mbrEmail: email, code });
  if (verified.status !== 200) throw new Error(`mail/verify ${verified.status}`);
  const joined = await jar.post(`${baseUrl}/v1/member/join/memberInsert`, {
    mbrEmail: email,
    mbrPw: password,
    reMbrPw: password,
    mbrNm: 'Tester',
    agreements: { child: true, terms: true, privacy: true, promotions: false },
  });
  if (joined.status !== 200) throw new Error(`memberInsert ${joined.status} ${await joined.text()}`);
  return { email, password, person };
}

export async function signInAs(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.fill('input[name="mbrEmail"]', email);
  await page.fill('input[name="mbrPw"]', password);
  await page.press('input[name="mbrPw"]', 'Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
