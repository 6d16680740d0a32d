/**
 * SMTP mail catcher: the SMTP side (smtp.ts) stores every message here; pages and JSON read it.
 *   GET    /mail                 inbox page, newest first
 *   GET    /mail/{id}            one message (text, and the HTML in a sandboxed frame)
 *   GET    /mail/{id}/html       the HTML body, served with a sandbox CSP
 *   GET    /__control/mail[?to=] JSON {messages:[{id, from, to[], subject, text, html, date, attachments[]}]}, newest first
 *   DELETE /__control/mail       empties the inbox
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { html, page } from '../html';
import texts from './texts.json' with { type: 'json' };

export interface CaughtMail {
  id: string;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /** Attached files: their names, types and sizes (the content is not kept). */
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

export class MailStore {
  private messages: CaughtMail[] = [];
  private seq = 0;
  constructor(private readonly limit = 500) {}

  add(m: Omit<CaughtMail, 'id'>): CaughtMail {
    this.seq += 1;
    const mail = { id: String(this.seq), ...m };
    this.messages.push(mail);
    if (this.messages.length > this.limit) this.messages.shift();
    return mail;
  }
  /** Newest first, optionally only those sent to `to` (case-insensitive). */
  list(to?: string): CaughtMail[] {
    const want = to?.trim().toLowerCase();
    const all = [...this.messages].reverse();
    return want ? all.filter((m) => m.to.some((t) => t.toLowerCase() === want)) : all;
  }
  get(id: string): CaughtMail | undefined {
    return this.messages.find((m) => m.id === id);
  }
  clear(): void {
    this.messages = [];
  }
}

export function registerMail(app: FastifyInstance, state: SimulatorState): void {
  const store = state.mail;
  state.onReset.push(() => store.clear());

  app.get('/__control/mail', async (req: FastifyRequest<{ Querystring: { to?: string } }>) => ({
    messages: store.list(req.query.to),
  }));
  app.delete('/__control/mail', async () => {
    store.clear();
    return { ok: true };
  });

  app.get('/mail', async (_req, reply) => {
    const rows = store.list().map(
      (m) =>
        html`<tr>
          <td>${m.date}</td>
          <td>${m.to.join(', ')}</td>
          <td><a href="/mail/${m.id}">${m.subject || texts.noSubject}</a></td>
        </tr>`,
    );
    const body = html` <h1>${texts.inboxTitle}</h1>
      <p class="sub">${texts.inboxSub}</p>
      ${
        rows.length
          ? html`<table>
              <thead>
                <tr>
                  <th>${texts.received}</th>
                  <th>${texts.to}</th>
                  <th>${texts.subject}</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
          : html`<p>${texts.empty}</p>`
      }`;
    return reply
      .type('text/html; charset=utf-8')
      .send(page(texts.inboxTitle, body).replace('<main class="sim">', '<main class="sim wide">'));
  });

  app.get('/mail/:id', async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const m = store.get(req.params.id);
    if (!m)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page(texts.inboxTitle, html`<p class="error">${texts.notFound}</p>`));
    const body = html` <p><a href="/mail">${texts.back}</a></p>
      <h1>${m.subject || texts.noSubject}</h1>
      <dl>
        <dt>${texts.from}</dt>
        <dd>${m.from}</dd>
        <dt>${texts.to}</dt>
        <dd>${m.to.join(', ')}</dd>
        <dt>${texts.received}</dt>
        <dd>${m.date}</dd>
        ${
          m.attachments.length
            ? html`<dt>${texts.attachments}</dt>
                <dd>
                  ${m.attachments.map((a) => `${a.filename} (${a.contentType}, ${a.size} B)`).join(', ')}
                </dd>`
            : ''
        }
      </dl>
      ${
        m.html
          ? html`<h2>${texts.htmlBody}</h2>
              <iframe class="mail" sandbox src="/mail/${m.id}/html" title="${texts.htmlBody}"></iframe>`
          : ''
      }
      <h2>${texts.textBody}</h2>
      <pre>${m.text}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(m.subject || texts.inboxTitle, body).replace('<main class="sim">', '<main class="sim wide">'),
      );
  });

  app.get('/mail/:id/html', async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const m = store.get(req.params.id);
    if (!m) return reply.status(404).send();
    return reply
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
      )
      .type('text/html; charset=utf-8')
      .send(m.html);
  });
}
