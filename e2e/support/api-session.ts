/** Signed-in calls over fetch for setting up e2e scenes without the browser. */
import { randomUUID } from 'node:crypto';
import { ACCOUNTS } from './accounts';

/** A signed-in session over fetch (no Origin header, like the app's own tools). */
export class ApiSession {
  private cookie = '';
  constructor(private readonly base: string) {}

  async login(email: string, password: string): Promise<this> {
    const res = await fetch(`${this.base}/v1/member/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mbrEmail: email, mbrPw: password }),
    });
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return this;
  }

  async get<T>(path: string): Promise<T> {
    const res = await fetch(`${this.base}${path}`, { headers: { cookie: this.cookie } });
    const json = (await res.json()) as { data: T; message: string };
    if (!res.ok) throw new Error(`${path} ${res.status} ${json.message}`);
    return json.data;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      // Each call a new submission, as the app's forms send them (money calls need a key).
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T; message: string };
    if (!res.ok) throw new Error(`${path} ${res.status} ${json.message}`);
    return json.data;
  }
}

/** The manager's "check every keyword for a day" (simulator mode). */
export async function managerRun(baseUrl: string, day: string): Promise<void> {
  const manager = await new ApiSession(baseUrl).login(ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  await manager.post('/v1/rank-alerts/run', { day });
}
