/**
 * KakaoTalk "send to me" (나에게 보내기) stand-in, with the checks Kakao makes (docs:
 * developers.kakao.com/docs/latest/ko/kakaotalk-message/rest-api, message-template/default):
 *   POST /kakao-api/v2/api/talk/memo/default/send   `Authorization: Bearer`, form-encoded
 *        `template_object=<JSON>` → {result_code: 0}. 401 {code:-401} for a bad or expired token;
 *        403 {code:-402, required_scopes, allowed_scopes} without the talk_message consent;
 *        400 {code:-2} for a template Kakao would refuse (text/feed only here).
 * Inbox (behind the simulator secret, like the mail catcher):
 *   GET    /mail/kakao-talk                 page, newest first
 *   GET    /__control/kakao/messages[?kakaoId=] JSON {messages:[…]}, newest first
 *   DELETE /__control/kakao/messages        empties it
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimulatorState } from '../app';
import { applyFault } from '../faults';
import { acceptForms, html, isHttpUrl, page } from '../html';
import type { KakaoGrants, KakaoToken } from './routes';
import texts from './texts.json' with { type: 'json' };

interface TalkMessage {
  id: string;
  kakaoId: string;
  nickname: string;
  objectType: 'text' | 'feed';
  /** The text (text template) or the title and description (feed). */
  text: string;
  /** Where tapping the message leads (web_url, else mobile_web_url). */
  linkUrl: string | null;
  buttons: { title: string; url: string | null }[];
  date: string;
}

/** Kakao's limits for a default template (message-template/default). */
const TEXT_MAX = 200;
const BUTTONS_MAX = 2;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A link object: every URL field it has must be http(s); it needs a web or mobile web URL here. */
function linkUrl(v: unknown): string | null | undefined {
  if (!isObj(v)) return undefined;
  for (const k of ['web_url', 'mobile_web_url'] as const) {
    if (v[k] !== undefined && !isHttpUrl(v[k])) return undefined;
  }
  const url = (v.web_url ?? v.mobile_web_url) as string | undefined;
  return url ?? null;
}

/** The template's problem as Kakao would name it, or the parsed message. */
function checkTemplate(
  raw: string | undefined,
): { error: string } | Omit<TalkMessage, 'id' | 'kakaoId' | 'nickname' | 'date'> {
  if (!raw) return { error: 'template_object is required' };
  let t: unknown;
  try {
    t = JSON.parse(raw);
  } catch {
    return { error: 'template_object is not valid JSON' };
  }
  if (!isObj(t)) return { error: 'template_object must be an object' };
  let text: string;
  let link: string | null | undefined;
  if (t.object_type === 'text') {
    if (typeof t.text !== 'string' || !t.text.trim()) return { error: 'text is required' };
    if (t.text.length > TEXT_MAX) return { error: `text must be at most ${TEXT_MAX} characters` };
    text = t.text;
    link = linkUrl(t.link);
    if (link === undefined) return { error: 'link is required (web_url or mobile_web_url, http or https)' };
  } else if (t.object_type === 'feed') {
    const c = t.content;
    if (!isObj(c)) return { error: 'content is required' };
    if (typeof c.title !== 'string' && typeof c.description !== 'string')
      return { error: 'content.title or content.description is required' };
    text = [c.title, c.description].filter((x) => typeof x === 'string').join('\n');
    link = linkUrl(c.link);
    if (link === undefined) return { error: 'content.link is required' };
  } else {
    return { error: `object_type must be text or feed in the simulator: ${String(t.object_type)}` };
  }
  if (t.button_title !== undefined && (typeof t.button_title !== 'string' || !t.button_title))
    return { error: 'button_title must be a non-empty string' };
  const buttons: TalkMessage['buttons'] = [];
  if (t.buttons !== undefined) {
    if (!Array.isArray(t.buttons) || t.buttons.length > BUTTONS_MAX)
      return { error: `buttons must be an array of at most ${BUTTONS_MAX}` };
    for (const b of t.buttons as unknown[]) {
      if (!isObj(b) || typeof b.title !== 'string' || !b.title) return { error: 'button.title is required' };
      const url = linkUrl(b.link);
      if (url === undefined) return { error: 'button.link is required' };
      buttons.push({ title: b.title, url });
    }
  } else if (link) {
    buttons.push({
      title: typeof t.button_title === 'string' ? t.button_title : texts.talkDefaultButton,
      url: link,
    });
  }
  return { objectType: t.object_type, text, linkUrl: link, buttons };
}

export function registerKakaoTalk(
  app: FastifyInstance,
  state: SimulatorState,
  auth: {
    grants: KakaoGrants;
    bearer: (req: FastifyRequest) => KakaoToken | null;
    noToken: (reply: FastifyReply) => FastifyReply;
  },
): void {
  const now = () => state.options.now?.() ?? new Date();
  let messages: TalkMessage[] = [];
  let seq = 0;
  state.onReset.push(() => {
    messages = [];
  });
  const list = (kakaoId?: string) => [...messages].reverse().filter((m) => !kakaoId || m.kakaoId === kakaoId);

  app.register(async (scope) => {
    acceptForms(scope);
    scope.post(
      '/kakao-api/v2/api/talk/memo/default/send',
      async (req: FastifyRequest<{ Body: unknown }>, reply) => {
        state.calls.hit('kakao', 'POST /v2/api/talk/memo/default/send');
        if (await applyFault(state.faults, 'kakao', reply)) return reply;
        const t = auth.bearer(req);
        if (!t) return auth.noToken(reply);
        if (!auth.grants.has(t.account.id, 'talk_message')) {
          return reply.status(403).send({
            msg: '[talk_message] insufficient scopes.',
            code: -402,
            api_type: 'TALK_MEMO_DEFAULT_SEND',
            required_scopes: ['talk_message'],
            allowed_scopes: auth.grants.scopesOf(t.account.id),
          });
        }
        const body = isObj(req.body) ? req.body : {};
        const checked = checkTemplate(
          typeof body.template_object === 'string' ? body.template_object : undefined,
        );
        if ('error' in checked) return reply.status(400).send({ msg: checked.error, code: -2 });
        seq += 1;
        messages.push({
          id: String(seq),
          kakaoId: t.account.id,
          nickname: t.account.nickname,
          date: now().toISOString(),
          ...checked,
        });
        if (messages.length > 500) messages.shift();
        return { result_code: 0 };
      },
    );
  });

  app.get(
    '/__control/kakao/messages',
    async (req: FastifyRequest<{ Querystring: { kakaoId?: string } }>) => ({
      messages: list(req.query.kakaoId),
    }),
  );
  app.delete('/__control/kakao/messages', async () => {
    messages = [];
    return { ok: true };
  });

  app.get('/mail/kakao-talk', async (_req, reply) => {
    const rows = list().map(
      (m) =>
        html`<tr data-kakao-message="${m.id}">
          <td>${m.date}</td>
          <td>${m.nickname} (${m.kakaoId})</td>
          <td>
            <pre>${m.text}</pre>
            ${m.buttons.map((b) => (b.url ? html`<a href="${b.url}">${b.title}</a> ` : html`${b.title} `))}
          </td>
        </tr>`,
    );
    const body = html` <p><a href="/mail">${texts.talkMail}</a></p>
      <h1>${texts.talkTitle}</h1>
      <p class="sub">${texts.talkSub}</p>
      ${
        rows.length
          ? html`<table>
              <thead>
                <tr>
                  <th>${texts.talkReceived}</th>
                  <th>${texts.talkTo}</th>
                  <th>${texts.talkMessage}</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
          : html`<p>${texts.talkEmpty}</p>`
      }`;
    return reply
      .type('text/html; charset=utf-8')
      .send(page(texts.talkTitle, body).replace('<main class="sim">', '<main class="sim wide">'));
  });
}
