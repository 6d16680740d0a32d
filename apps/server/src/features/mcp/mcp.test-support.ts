/** An app with a member, coins and two tokens, listening for the MCP SDK's clients (issue 44 tests). */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type TestApp, createMember, login } from '../../test/app';
import { catalogLookup, createRankTestApp, placeInfo } from '../../test/rank';
import { fakeShop } from '../../test/shop';

/** The catalogue id every keyword lists third (ranks for the tools to read); the rest are never listed. */
export const RANKED = '81000000001';
const item = (productId: string) => ({
  productId,
  mallProductId: null,
  title: `Product ${productId}`,
  image: null,
  lprice: 1000,
  mallName: null,
  isCatalog: true,
});
const rankedShop = fakeShop(async (_keyword, page) => ({
  total: 3,
  end: true,
  items: page.start === 1 ? [item('70000000001'), item('70000000002'), item(RANKED)] : [],
}));

export interface McpTestApp {
  t: TestApp;
  url: string;
  clock: { now: Date };
  member: { mbrSn: number; email: string; password: string; cookie: string };
  tokens: { write: string; read: string };
}

export async function tokenOf(t: TestApp, cookie: string, password: string, scope: 'read' | 'write') {
  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/member/myPage/apiTokens',
    headers: { cookie },
    payload: { name: `mcp-${scope}`, scope, expiresInDays: null, currentPassword: password },
  });
  return (made.json() as { data: { token: string } }).data.token;
}

export async function startMcpApp(coins = 100): Promise<McpTestApp> {
  const clock = { now: new Date('2026-12-04T03:00:00Z') };
  const t = await createRankTestApp(() => clock.now, {
    productLookup: catalogLookup((mid) => `Product ${mid}`),
    shop: rankedShop,
    places: { listPlaces: async () => ({ total: 0, items: [] }), getPlace: async (id) => placeInfo(id) },
  });
  const m = await createMember(t);
  if (coins > 0) await t.services.coins.operatorGrant(m.mbrSn, coins);
  const cookie = await login(t, m.email);
  const tokens = {
    write: await tokenOf(t, cookie, m.password, 'write'),
    read: await tokenOf(t, cookie, m.password, 'read'),
  };
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `${address}/mcp`, clock, member: { ...m, cookie }, tokens };
}

export async function connect(url: string, token: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** A tool's answer as data (the JSON text of its first content). */
export async function callTool<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ isError: boolean; data: T }> {
  const res = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = res.content[0];
  const text = first?.type === 'text' ? first.text : '';
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // The SDK's own refusal of bad input is a sentence, not JSON.
  }
  return { isError: res.isError === true, data: data as T };
}
