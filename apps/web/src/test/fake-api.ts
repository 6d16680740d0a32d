import { vi } from 'vitest';

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The Idempotency-Key header, sent with every call that spends coins. */
  idempotencyKey: string | null;
}

type Answerer = (body: unknown) => unknown;

/**
 * Stands in for the server behind the API client: `answers` maps "METHOD /path" to the JSON a call
 * gets back (200); any other call stays pending. Returns the list of requests the screen sent, in
 * order, with their parsed JSON bodies: what a test asserts the screen asked for.
 */
export function fakeApi(answers: Record<string, unknown | Answerer> = {}) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const text = await request.text();
    // An upload (multipart) is recorded as its raw text; everything else the client sends is JSON.
    const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
    const body: unknown = text ? (multipart ? text : JSON.parse(text)) : undefined;
    sent.push({
      method: request.method,
      path,
      body,
      query: Object.fromEntries(url.searchParams),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    });
    const key = `${request.method} ${path}`;
    if (!(key in answers)) return new Promise<Response>(() => undefined);
    const answer = answers[key];
    const json = typeof answer === 'function' ? (answer as Answerer)(body) : answer;
    return new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, calls: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key) };
}
