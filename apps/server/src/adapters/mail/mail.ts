/**
 * Mail port over SMTP with nodemailer (`endpoints.smtpUrl`, e.g. smtp://user:pass@host:587, or
 * the simulator's catcher). Errors become ProviderError('mail', kind): connection problems are
 * 'network', timeouts 'timeout', SMTP 4xx replies 'server' (transient, retried), 5xx replies
 * 'bad-request' (permanent), 530/535 and EAUTH 'auth'.
 */
import { createTransport, type Transporter } from 'nodemailer';
import { ProviderError, withRetry, type ProviderErrorKind, type RetryPolicy } from '../http';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe for bulk mail. */
  headers?: Record<string, string>;
  /** Files sent with the mail (the client report's monthly PDF). */
  attachments?: MailAttachment[];
}

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailPort {
  /** False when no SMTP URL is configured: sendMail then throws kind 'unconfigured'. */
  readonly configured: boolean;
  sendMail(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailClientOptions {
  smtpUrl: string | null;
  /** The From header, e.g. `"Seller Toolkit" <no-reply@example.com>` or {name, address}. */
  from: string | { name: string; address: string };
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

export function kindOfSmtpError(e: SmtpError): ProviderErrorKind {
  const code = e.responseCode;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH' || code === 530 || code === 535) return 'auth';
  if (code && code >= 400 && code < 500) return 'server';
  if (code && code >= 500) return 'bad-request';
  if (e.code === 'ETIMEDOUT') return 'timeout';
  if (
    e.code === 'ECONNECTION' ||
    e.code === 'ESOCKET' ||
    e.code === 'EDNS' ||
    e.code === 'ETLS' ||
    e.code === 'EPROXY'
  )
    return 'network';
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE' || e.code === 'ECONFIG') return 'bad-request';
  return 'network';
}

export function createMailClient(opts: MailClientOptions): MailPort {
  const timeout = opts.timeoutMs ?? 15_000;
  let transport: Transporter | null = null;
  const get = () => {
    if (!opts.smtpUrl) throw new ProviderError('mail', 'unconfigured', 'SMTP_URL is not set');
    transport ??= createTransport(
      { url: opts.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout },
      { from: opts.from },
    );
    return transport;
  };

  return {
    configured: Boolean(opts.smtpUrl),
    async sendMail(message) {
      const t = get();
      return withRetry(
        async () => {
          try {
            const info = (await t.sendMail({
              to: message.to,
              subject: message.subject,
              html: message.html,
              text: message.text,
              ...(message.headers ? { headers: message.headers } : {}),
              ...(message.attachments ? { attachments: message.attachments } : {}),
            })) as {
              messageId?: string;
            };
            return { messageId: info.messageId ?? '' };
          } catch (e) {
            const err = e as SmtpError;
            throw new ProviderError(
              'mail',
              kindOfSmtpError(err),
              err.response ?? err.message,
              err.responseCode,
            );
          }
        },
        opts.retry,
        // A timed-out DATA may still have been delivered: do not send it twice.
        (e) => e.kind !== 'timeout',
      );
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
