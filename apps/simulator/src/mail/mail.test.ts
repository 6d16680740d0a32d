import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_HEADER, startSimulator, type RunningSimulator } from '../index';

/** A minimal SMTP client: sends each command after the previous reply, returns the reply codes. */
async function smtpSend(port: number, to: string, message: string): Promise<number[]> {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const replies: string[] = [];
  let wake: (() => void) | null = null;
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      if (/^\d{3} /.test(line)) {
        replies.push(line);
        wake?.();
      }
    }
  });
  const next = async () => {
    while (!replies.length) await new Promise<void>((r) => (wake = r));
    return Number(replies.shift()!.slice(0, 3));
  };
  const codes: number[] = [await next()];
  for (const cmd of ['EHLO test', 'MAIL FROM:<app@example.com>', `RCPT TO:<${to}>`]) {
    socket.write(`${cmd}\r\n`);
    codes.push(await next());
  }
  if (codes.at(-1) === 250) {
    socket.write('DATA\r\n');
    codes.push(await next());
    socket.write(`${message.replace(/\n/g, '\r\n')}\r\n.\r\n`);
    codes.push(await next());
  }
  socket.write('QUIT\r\n');
  socket.end();
  return codes;
}

const MESSAGE = (to: string, subject: string) =>
  [
    'From: "App" <app@example.com>',
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'code 123456',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>code <b>123456</b></p>',
    '--b1--',
  ].join('\n');

describe('SMTP mail catcher', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, smtpPort: 0, logLevel: 'silent' });
  });
  afterAll(() => sim.close());
  const secret = () => ({ [SECRET_HEADER]: sim.secret });

  it('catches messages and lists them newest first as JSON and HTML', async () => {
    await fetch(`${sim.url}/__control/mail`, { method: 'DELETE', headers: secret() });
    expect(await smtpSend(sim.smtpPort!, 'one@example.com', MESSAGE('one@example.com', 'first'))).toEqual([
      220, 250, 250, 250, 354, 250,
    ]);
    await smtpSend(sim.smtpPort!, 'two@example.com', MESSAGE('two@example.com', 'second'));

    const all = (await (await fetch(`${sim.url}/__control/mail`, { headers: secret() })).json()) as {
      messages: Array<Record<string, unknown>>;
    };
    expect(all.messages.map((m) => m.subject)).toEqual(['second', 'first']);
    expect(all.messages[1]).toMatchObject({
      to: ['one@example.com'],
      text: expect.stringContaining('123456'),
      html: expect.stringContaining('<b>123456</b>'),
    });

    const filtered = (await (
      await fetch(`${sim.url}/__control/mail?to=ONE@example.com`, { headers: secret() })
    ).json()) as {
      messages: unknown[];
    };
    expect(filtered.messages).toHaveLength(1);

    const inbox = await (await fetch(`${sim.url}/mail`, { headers: secret() })).text();
    expect(inbox.indexOf('second')).toBeLessThan(inbox.indexOf('first'));
    const id = (all.messages[0] as { id: string }).id;
    const view = await fetch(`${sim.url}/mail/${id}`, { headers: secret() });
    expect(await view.text()).toContain('two@example.com');
    const htmlBody = await fetch(`${sim.url}/mail/${id}/html`, { headers: secret() });
    expect(htmlBody.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(`${sim.url}/mail/999`, { headers: secret() })).status).toBe(404);
  });

  it('answers SMTP faults with the given reply code', async () => {
    await fetch(`${sim.url}/__control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...secret() },
      body: JSON.stringify({ service: 'smtp', count: 1, status: 451 }),
    });
    const codes = await smtpSend(sim.smtpPort!, 'x@example.com', MESSAGE('x@example.com', 'x'));
    expect(codes.at(-1)).toBe(451);
  });
});
