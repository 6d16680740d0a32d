import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_HEADER, type RunningSimulator } from '@seller/simulator';
import { ko } from '@seller/shared';
import { loadConfig } from './config';
import { startEmbeddedSimulator } from './simulator';

// Free ports: several test files may run at once.
const env = { SIMULATOR_PORT: '0', SIMULATOR_SMTP_PORT: '0', LOG_LEVEL: 'silent' };

describe('the simulator npm start runs in simulator mode', () => {
  let sim: RunningSimulator | null = null;
  afterEach(async () => {
    await sim?.close();
    sim = null;
  });

  it('listens on 127.0.0.1, needs a fresh secret for its controls and inbox, and prints the inbox link', async () => {
    const lines: string[] = [];
    sim = await startEmbeddedSimulator(loadConfig(env), (l) => lines.push(l));
    expect(sim.host).toBe('127.0.0.1');
    expect(sim.secret).toMatch(/^[\w-]{32,}$/);
    expect(lines).toContain(`${ko.cli.simulatorInbox} ${sim.inboxUrl}`);
    expect(sim.inboxUrl).toContain(`/mail?key=${sim.secret}`);

    expect((await fetch(`${sim.url}/__control/mail?to=victim@example.com`)).status).toBe(401);
    expect((await fetch(`${sim.url}/mail`)).status).toBe(401);
    const opened = await fetch(`${sim.url}/__control/mail`, { headers: { [SECRET_HEADER]: sim.secret } });
    expect(opened.status).toBe(200);
    const link = new URL(sim.inboxUrl);
    const inbox = await fetch(`${sim.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(inbox.status).toBe(303);
    expect(inbox.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('takes SIMULATOR_SECRET when set (e2e), and makes a new one per start otherwise', async () => {
    sim = await startEmbeddedSimulator(loadConfig({ ...env, SIMULATOR_SECRET: 'e2e-secret' }), () => {});
    expect(sim.secret).toBe('e2e-secret');
    await sim.close();
    sim = await startEmbeddedSimulator(loadConfig(env), () => {});
    const first = sim.secret;
    await sim.close();
    sim = await startEmbeddedSimulator(loadConfig(env), () => {});
    expect(sim.secret).not.toBe(first);
  });
});
