/**
 * The MCP server driven by the SDK's own client over Streamable HTTP (issue 44): it lists its
 * tools, reads ranks, quotes, adds with the quote (coins = quote), is refused with a stale quote
 * and with a read-only token, and a repeated write spends once.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { coinState, createMember, login } from '../../test/app';
import { type McpTestApp, RANKED, callTool, connect, startMcpApp } from './mcp.test-support';

let m: McpTestApp;
let agent: Client;
let readOnly: Client;
beforeAll(async () => {
  m = await startMcpApp(100);
  agent = await connect(m.url, m.tokens.write);
  readOnly = await connect(m.url, m.tokens.read);
}, 60_000);
afterAll(async () => {
  await agent?.close();
  await readOnly?.close();
  await m?.t.close();
});

const balance = async () => (await coinState(m.t, m.member.mbrSn)).balance;
const product = (number: string, keywords: string[] = ['캠핑의자']) => ({ type: 'midNum', number, keywords });

describe('MCP over Streamable HTTP', () => {
  it('lists its tools, the tracked-items resource and the weekly summary prompt', async () => {
    const { tools } = await agent.listTools();
    expect(tools.map((x) => x.name).sort()).toEqual([
      'add_tracked',
      'coin_ledger',
      'create_report_link',
      'keyword_history',
      'list_tracked',
      'quote_add',
      'remove_keyword',
      'top_movers',
    ]);
    // Each description says it in Korean and in English.
    for (const tool of tools) expect(tool.description).toMatch(/[가-힣].*\n\n[A-Za-z]/s);
    expect(tools.find((x) => x.name === 'add_tracked')?.inputSchema.required).toContain('quoteId');
    const { resources } = await agent.listResources();
    expect(resources.map((r) => r.uri)).toEqual(['seller://tracked']);
    const prompt = await agent.getPrompt({ name: 'weekly_rank_summary', arguments: { topN: '5' } });
    expect(JSON.stringify(prompt.messages)).toContain('상위 5위 밖');
    expect((await agent.listPrompts()).prompts[0]?.title).toBe('주간 순위 요약');
  });

  it('quotes, adds with the quote (coins = quote), and a repeat spends nothing', async () => {
    const before = await balance();
    const request = {
      products: [product('81000000001', ['캠핑의자', '접이식 의자']), product('81000000002')],
    };
    const quote = await callTool<{ quoteId: string; coins: number; balanceAfter: number; enough: boolean }>(
      agent,
      'quote_add',
      request,
    );
    expect(quote.isError).toBe(false);
    expect(quote.data).toMatchObject({ coins: 20, balance: before, balanceAfter: before - 20, enough: true });
    // A quote writes nothing.
    expect(await balance()).toBe(before);

    const added = await callTool<{ coins: number; balance: number; repeated: boolean; products: unknown[] }>(
      agent,
      'add_tracked',
      { quoteId: quote.data.quoteId, ...request },
    );
    expect(added.isError).toBe(false);
    expect(added.data).toMatchObject({ coins: 20, balance: before - 20, repeated: false });
    expect(added.data.products).toHaveLength(2);
    const after = await coinState(m.t, m.member.mbrSn);
    expect(after.balance).toBe(quote.data.balanceAfter);
    expect(after.ledger).toBe(after.balance);

    const again = await callTool<{ repeated: boolean; message: string }>(agent, 'add_tracked', {
      quoteId: quote.data.quoteId,
      ...request,
    });
    expect(again.data).toMatchObject({ repeated: true, message: ko.mcp.answers.repeated });
    expect(await balance()).toBe(before - 20);

    const listed = await callTool<{
      products: Array<{ midNo: string; keywords: Array<{ keyword: string }> }>;
    }>(agent, 'list_tracked');
    // Its first check ran after the add: the tools read the rank the list gave (third).
    await m.t.services.settle();
    const ranked = await callTool<{
      products: Array<{
        midNo: string;
        keywords: Array<{ keyword: string; rank: number | null; provenance: { source: string } | null }>;
      }>;
    }>(agent, 'list_tracked');
    const first = ranked.data.products.find((p) => p.midNo === RANKED);
    expect(first?.keywords.map((k) => [k.keyword, k.rank])).toEqual([
      ['캠핑의자', 3],
      ['접이식 의자', 3],
    ]);
    expect(first?.keywords[0]?.provenance?.source).toBe('searchapi');
    expect(listed.data.products).toHaveLength(ranked.data.products.length);
  });

  it('two writes of one quote at once spend it once', async () => {
    const before = await balance();
    const request = { products: [product('81000000011')] };
    const quote = await callTool<{ quoteId: string }>(agent, 'quote_add', request);
    const second = await connect(m.url, m.tokens.write);
    const both = await Promise.all([
      callTool(agent, 'add_tracked', { quoteId: quote.data.quoteId, ...request }),
      callTool(second, 'add_tracked', { quoteId: quote.data.quoteId, ...request }),
    ]);
    await second.close();
    expect(both.filter((r) => !r.isError).length).toBeGreaterThan(0);
    expect(await balance()).toBe(before - 10);
    const state = await coinState(m.t, m.member.mbrSn);
    expect(state.ledger).toBe(state.balance);
  });

  it('refuses a stale quote: the balance moved, it expired, the request differs, or it is not the caller’s', async () => {
    const request = { products: [product('81000000021')] };
    const refusal = async (quoteId: string, body: object = request) =>
      (await callTool<{ code: string }>(agent, 'add_tracked', { quoteId, ...body })).data.code;

    const moved = await callTool<{ quoteId: string }>(agent, 'quote_add', request);
    await m.t.services.coins.operatorGrant(m.member.mbrSn, 5);
    expect(await refusal(moved.data.quoteId)).toBe('MCP_QUOTE_BALANCE_CHANGED');

    const old = await callTool<{ quoteId: string }>(agent, 'quote_add', request);
    m.clock.now = new Date(m.clock.now.getTime() + 11 * 60_000);
    expect(await refusal(old.data.quoteId)).toBe('MCP_QUOTE_EXPIRED');

    const other = await callTool<{ quoteId: string }>(agent, 'quote_add', request);
    expect(await refusal(other.data.quoteId, { products: [product('81000000022')] })).toBe(
      'MCP_QUOTE_MISMATCH',
    );
    expect(await refusal('00000000-0000-4000-8000-000000000000')).toBe('MCP_QUOTE_NOT_FOUND');

    // Another member cannot spend this member's quote.
    const stranger = await createMember(m.t);
    await m.t.services.coins.operatorGrant(stranger.mbrSn, 100);
    const cookie = await login(m.t, stranger.email);
    const made = await m.t.app.inject({
      method: 'POST',
      url: '/v1/member/myPage/apiTokens',
      headers: { cookie },
      payload: { name: 'x', scope: 'write', expiresInDays: null, currentPassword: stranger.password },
    });
    const theirs = await connect(m.url, (made.json() as { data: { token: string } }).data.token);
    const fresh = await callTool<{ quoteId: string }>(agent, 'quote_add', request);
    const stolen = await callTool<{ code: string }>(theirs, 'add_tracked', {
      quoteId: fresh.data.quoteId,
      ...request,
    });
    await theirs.close();
    expect(stolen.data.code).toBe('MCP_QUOTE_NOT_FOUND');
    expect((await coinState(m.t, stranger.mbrSn)).balance).toBe(100);
  });

  it('says when the balance is not enough, and the add is then refused by the spend', async () => {
    const request = {
      products: Array.from({ length: 20 }, (_, i) => product(`8200000${String(i).padStart(4, '0')}`)),
    };
    const quote = await callTool<{ enough: boolean; coins: number; message: string; quoteId: string }>(
      agent,
      'quote_add',
      request,
    );
    expect(quote.data).toMatchObject({ enough: false, coins: 200 });
    expect(quote.data.message).toBe(ko.mcp.answers.notEnough(200, await balance()));
  });

  it('a read-only token reads and quotes but every write is refused', async () => {
    const before = await balance();
    const listed = await callTool(readOnly, 'list_tracked');
    expect(listed.isError).toBe(false);
    const request = { products: [product('81000000031')] };
    const quote = await callTool<{ quoteId: string }>(readOnly, 'quote_add', request);
    expect(quote.isError).toBe(false);
    for (const [name, args] of [
      ['add_tracked', { quoteId: quote.data.quoteId, ...request }],
      ['remove_keyword', { kind: 'product', keywordId: 1 }],
      ['create_report_link', { name: '보고서', productIds: [1] }],
    ] as const) {
      const refused = await callTool<{ code: string; message: string }>(readOnly, name, args);
      expect(refused.isError, name).toBe(true);
      expect(refused.data, name).toEqual({
        code: 'API_TOKEN_READ_ONLY',
        message: ko.errors.API_TOKEN_READ_ONLY,
      });
    }
    expect(await balance()).toBe(before);
  });

  it('reads a keyword’s history with its provenance, the ledger, and makes a report link', async () => {
    const listed = await callTool<{
      products: Array<{ id: number; midNo: string; keywords: Array<{ id: number }> }>;
    }>(agent, 'list_tracked');
    const p = listed.data.products.find((x) => x.midNo === RANKED)!;
    const history = await callTool<{ id: number; keyword: string; ranks: unknown[] }>(
      agent,
      'keyword_history',
      {
        kind: 'product',
        keywordId: p.keywords[0]!.id,
      },
    );
    expect(history.isError).toBe(false);
    expect(history.data.id).toBe(p.keywords[0]!.id);
    // The day of its first check, with where the rank came from.
    expect(history.data.ranks).toMatchObject([
      { day: '2026-12-04', rank: 3, provenance: { source: 'searchapi' } },
    ]);
    const missing = await callTool<{ code: string }>(agent, 'keyword_history', {
      kind: 'product',
      keywordId: 999_999,
    });
    expect(missing.isError).toBe(true);

    const ledger = await callTool<{ balance: number; list: Array<{ kind: string }> }>(agent, 'coin_ledger', {
      pageSize: 5,
    });
    expect(ledger.data.balance).toBe(await balance());
    expect(ledger.data.list.length).toBeGreaterThan(0);

    const report = await callTool<{ url: string }>(agent, 'create_report_link', {
      name: '12월 보고서',
      productIds: [p.id],
    });
    expect(report.isError).toBe(false);
    expect(report.data.url).toMatch(/\/report\/[A-Za-z0-9_-]{43}$/);
    const page = await m.t.app.inject({ url: `/api/report/${report.data.url.split('/report/')[1]}` });
    expect(page.statusCode).toBeLessThan(500);
  });

  it('removes a keyword (not the representative one) and the product keeps the rest', async () => {
    const listed = await callTool<{
      products: Array<{ midNo: string; keywords: Array<{ id: number; keyword: string }> }>;
    }>(agent, 'list_tracked');
    const p = listed.data.products.find((x) => x.midNo === '81000000001')!;
    const representative = await callTool<{ code: string }>(agent, 'remove_keyword', {
      kind: 'product',
      keywordId: p.keywords[0]!.id,
    });
    expect(representative.isError).toBe(true);
    const removed = await callTool(agent, 'remove_keyword', {
      kind: 'product',
      keywordId: p.keywords[1]!.id,
    });
    expect(removed.isError).toBe(false);
  });

  it('refuses a caller without a token the way /api/v1 does, and answers 405 to GET', async () => {
    const res = await fetch(m.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 'API_TOKEN_INVALID',
      message: ko.errors.API_TOKEN_INVALID,
      data: null,
    });
    const get = await fetch(m.url, { headers: { authorization: `Bearer ${m.tokens.read}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('counts its calls in the token’s rate limit (the /api/v1 headers)', async () => {
    const res = await fetch(m.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${m.tokens.read}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'raw', version: '1' },
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).not.toBeNull();
  });
});
