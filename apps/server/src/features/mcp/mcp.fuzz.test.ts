/**
 * Tool inputs fuzzed (issue 44): whatever arguments an agent sends to whichever tool, and whatever
 * JSON it posts, the answer is a JSON-RPC result or error and never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coinState } from '../../test/app';
import { type McpTestApp, startMcpApp, tokenOf } from './mcp.test-support';

const TOOLS = [
  'list_tracked',
  'keyword_history',
  'top_movers',
  'quote_add',
  'add_tracked',
  'remove_keyword',
  'create_report_link',
  'coin_ledger',
  'no_such_tool',
];

let m: McpTestApp;
/** A token takes 60 calls a minute (the /api/v1 limit): the fuzz spreads its calls over several. */
const tokens: string[] = [];
let calls = 0;
beforeAll(async () => {
  m = await startMcpApp(30);
  for (let i = 0; i < 6; i++) tokens.push(await tokenOf(m.t, m.member.cookie, m.member.password, 'write'));
}, 60_000);
afterAll(() => m?.t.close());

const post = (body: unknown) =>
  m.t.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      authorization: `Bearer ${tokens[Math.floor(calls++ / 50)]}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.constantFrom('product', 'place', 'midNum', 'prodNum', '2026-12-01', '123456789'),
);
const args = fc.dictionary(
  fc.constantFrom(
    'kind',
    'keywordId',
    'from',
    'to',
    'quoteId',
    'products',
    'keywords',
    'name',
    'productIds',
    'page',
    'pageSize',
    'limit',
    'minUp',
    'x',
  ),
  fc.oneof(
    value,
    fc.array(fc.dictionary(fc.constantFrom('type', 'number', 'keywords', 'productId', 'keyword'), value), {
      maxLength: 2,
    }),
  ),
);

it('tools/call with any arguments never answers 5xx and never moves coins without a quote', async () => {
  const before = (await coinState(m.t, m.member.mbrSn)).balance;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...TOOLS),
      args,
      fc.integer({ min: 1, max: 1000 }),
      async (name, a, id) => {
        const res = await post({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: a } });
        expect(res.statusCode, `${name} ${JSON.stringify(a)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const rpc = res.json() as { id: number; result?: unknown; error?: unknown };
        expect(rpc.id).toBe(id);
        expect(rpc.result !== undefined || rpc.error !== undefined).toBe(true);
      },
    ),
    { numRuns: 150 },
  );
  // No quote was made in a valid form, so nothing could be spent.
  expect((await coinState(m.t, m.member.mbrSn)).balance).toBe(before);
}, 120_000);

it('malformed JSON-RPC gets a 4xx, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.jsonValue(), async (body) => {
      const res = await post(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 100)}: ${res.body.slice(0, 200)}`).toBeLessThan(
        500,
      );
    }),
    { numRuns: 100 },
  );
}, 60_000);
