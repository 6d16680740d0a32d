import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../http';
import {
  addFault,
  control,
  resetSimulator,
  startTestSimulator,
  type RunningSimulator,
} from '../../test/simulator';
import { createMailClient, kindOfSmtpError, type MailPort } from './mail';

interface Caught {
  messages: Array<{ to: string[]; from: string; subject: string; text: string; html: string }>;
}

async function caught(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ProviderError);
    return e as ProviderError;
  }
  throw new Error('expected a ProviderError');
}

describe('mail adapter through the simulator SMTP catcher', () => {
  let sim: RunningSimulator;
  let mail: MailPort;
  const client = (over: Partial<Parameters<typeof createMailClient>[0]> = {}) =>
    createMailClient({
      smtpUrl: `smtp://127.0.0.1:${sim.smtpPort}`,
      from: { name: '셀러툴킷', address: 'no-reply@localhost' },
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 4 },
      timeoutMs: 2_000,
      ...over,
    });

  beforeAll(async () => {
    sim = await startTestSimulator({ smtp: true });
    mail = client();
  });
  afterAll(async () => {
    mail.close();
    await sim.close();
  });
  beforeEach(() => resetSimulator(sim));

  it('sends Korean html and text mail that the catcher shows back', async () => {
    const sent = await mail.sendMail({
      to: 'member@example.com',
      subject: '[셀러툴킷] 이메일 인증번호',
      text: '인증번호: 482913',
      html: '<p>인증번호: <strong>482913</strong></p><p><a href="http://localhost:8081/reset?token=abc">재설정</a></p>',
    });
    expect(sent.messageId).toMatch(/@/);
    const inbox = await control<Caught>(sim, 'GET', '/__control/mail?to=member@example.com');
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({
      to: ['member@example.com'],
      from: expect.stringContaining('no-reply@localhost'),
      subject: '[셀러툴킷] 이메일 인증번호',
      text: expect.stringContaining('482913'),
      html: expect.stringContaining('http://localhost:8081/reset?token=abc'),
    });
    expect(inbox.messages[0]!.from).toContain('셀러툴킷');
  });

  it('retries a transient SMTP refusal (4xx) and fails fast on a permanent one (5xx)', async () => {
    await addFault(sim, { service: 'smtp', count: 1, status: 451 });
    await mail.sendMail({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    expect((await control<Caught>(sim, 'GET', '/__control/mail')).messages).toHaveLength(1);

    await addFault(sim, { service: 'smtp', count: 1, status: 550 });
    const permanent = await caught(
      mail.sendMail({ to: 'b@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    );
    expect(permanent).toMatchObject({ service: 'mail', kind: 'bad-request', status: 550, retryable: false });

    await addFault(sim, { service: 'smtp', count: 3, status: 421 });
    expect(
      await caught(mail.sendMail({ to: 'c@example.com', subject: 's', text: 't', html: '<p>t</p>' })),
    ).toMatchObject({ kind: 'server', status: 421 });
    expect((await control<Caught>(sim, 'GET', '/__control/mail')).messages).toHaveLength(1);
  });

  it('times out without a retry (the message may have gone through)', async () => {
    await addFault(sim, { service: 'smtp', count: 1, delayMs: 500 });
    const slow = client({ timeoutMs: 150 });
    expect(
      await caught(slow.sendMail({ to: 'slow@example.com', subject: 's', text: 't', html: '<p>t</p>' })),
    ).toMatchObject({ kind: 'timeout' });
    slow.close();
  });

  it('maps an unreachable server to network and a missing URL to unconfigured', async () => {
    const down = createMailClient({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'x@localhost',
      retry: { retries: 0 },
      timeoutMs: 1_000,
    });
    expect(
      await caught(down.sendMail({ to: 'a@example.com', subject: 's', text: 't', html: 't' })),
    ).toMatchObject({ kind: 'network' });
    const none = createMailClient({ smtpUrl: null, from: 'x@localhost' });
    expect(none.configured).toBe(false);
    expect(
      await caught(none.sendMail({ to: 'a@example.com', subject: 's', text: 't', html: 't' })),
    ).toMatchObject({ kind: 'unconfigured' });
  });

  it('classifies nodemailer errors', () => {
    const err = (code: string | undefined, responseCode?: number) =>
      Object.assign(new Error('x'), { code, responseCode });
    expect(kindOfSmtpError(err('EAUTH', 535))).toBe('auth');
    expect(kindOfSmtpError(err('EENVELOPE', 452))).toBe('server');
    expect(kindOfSmtpError(err('EENVELOPE', 553))).toBe('bad-request');
    expect(kindOfSmtpError(err('ETIMEDOUT'))).toBe('timeout');
    expect(kindOfSmtpError(err('ESOCKET'))).toBe('network');
    expect(kindOfSmtpError(err('EMESSAGE'))).toBe('bad-request');
  });
});
