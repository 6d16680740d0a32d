/**
 * The SMTP side of the mail catcher (smtp-server + mailparser). Plain SMTP without TLS, any or
 * no AUTH accepted. Faults registered for service 'smtp' apply: `status` is an SMTP reply code
 * (e.g. 451 transient, 550 permanent) given to RCPT TO; `delayMs` delays the reply.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FaultRegistry } from '../faults';
import type { MailStore } from './routes';

export interface RunningSmtp {
  port: number;
  close(): Promise<void>;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  [a ?? []].flat().flatMap((o) => o.value.map((v) => v.address ?? '').filter(Boolean));

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpCatcher(opts: {
  store: MailStore;
  faults: FaultRegistry;
  port: number;
  host?: string;
  log?: (msg: string) => void;
}): Promise<RunningSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    closeTimeout: 500,
    banner: 'seller-toolkit simulator mail catcher',
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sim' });
    },
    onRcptTo(_address, _session, callback) {
      const fault = opts.faults.take('smtp');
      const answer = () =>
        fault?.status
          ? callback(smtpError(fault.status, `simulated SMTP fault ${fault.status}`))
          : callback();
      if (fault?.delayMs) setTimeout(answer, fault.delayMs);
      else answer();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          opts.store.add({
            messageId: parsed.messageId ?? null,
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: addresses(parsed.to).length ? addresses(parsed.to) : envelopeTo,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
            })),
          });
          callback();
        })
        .catch((e: Error) => {
          opts.log?.(`smtp catcher could not parse a message: ${e.message}`);
          callback(smtpError(451, 'could not parse message'));
        });
    },
  });
  server.on('error', (e) => opts.log?.(`smtp catcher error: ${e.message}`));
  await new Promise<void>((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    server.server.once('error', onError);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
