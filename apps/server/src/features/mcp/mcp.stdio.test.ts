/**
 * The stdio entry for desktop assistants (issue 44): the SDK's stdio client starts
 * `npm run -s mcp -- --url … --token …` as a desktop assistant would and talks to the app through it.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coinState } from '../../test/app';
import { type McpTestApp, callTool, startMcpApp } from './mcp.test-support';

let m: McpTestApp;
let client: Client;
const root = path.resolve(import.meta.dirname, '../../../../..');
beforeAll(async () => {
  m = await startMcpApp(50);
  client = new Client({ name: 'desktop', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '-s', 'mcp', '--', '--url', m.url, '--token', m.tokens.write],
      cwd: root,
      stderr: 'inherit',
    }),
  );
}, 90_000);
afterAll(async () => {
  await client?.close();
  await m?.t.close();
});

it('relays the tools, a quote and the add it priced, once', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toContain('quote_add');
  const request = { products: [{ type: 'midNum', number: '83000000001', keywords: ['등산 스틱'] }] };
  const quote = await callTool<{ quoteId: string; coins: number }>(client, 'quote_add', request);
  expect(quote.data.coins).toBe(10);
  const added = await callTool<{ balance: number }>(client, 'add_tracked', {
    quoteId: quote.data.quoteId,
    ...request,
  });
  expect(added.data.balance).toBe(40);
  await callTool(client, 'add_tracked', { quoteId: quote.data.quoteId, ...request });
  expect((await coinState(m.t, m.member.mbrSn)).balance).toBe(40);
  const listed = await callTool<{ products: Array<{ midNo: string }> }>(client, 'list_tracked');
  expect(listed.data.products.map((p) => p.midNo)).toEqual(['83000000001']);
}, 60_000);
