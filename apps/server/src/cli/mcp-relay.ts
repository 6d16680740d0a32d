/**
 * `npm run mcp -- --url https://…/mcp --token stk_…`: the stdio entry for desktop assistants
 * (issue 44). It runs nothing itself: every JSON-RPC message from the assistant on stdin goes to the
 * app's /mcp over Streamable HTTP with the token, and every answer comes back on stdout, so the
 * rules, limits and audit are the server's. The SDK's two transports, joined message for message;
 * nothing is written to stdout but MCP (the protocol owns it), errors go to stderr.
 */
import { parseArgs } from 'node:util';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ko } from '@seller/shared';

const { values } = parseArgs({
  options: { url: { type: 'string' }, token: { type: 'string' } },
  strict: true,
});
const token = values.token ?? process.env.SELLER_TOOLKIT_TOKEN;
if (!values.url || !token) {
  console.error(ko.mcp.relay.usage);
  process.exit(2);
}

const remote = new StreamableHTTPClientTransport(new URL(values.url), {
  requestInit: { headers: { authorization: `Bearer ${token}` } },
});
const local = new StdioServerTransport();
const fail = (err: unknown) =>
  console.error(ko.mcp.relay.failed(err instanceof Error ? err.message : String(err)));

local.onmessage = (message) => void remote.send(message).catch(fail);
remote.onmessage = (message) => void local.send(message).catch(fail);
remote.onerror = fail;
local.onclose = () => void remote.close().then(() => process.exit(0));

await remote.start();
await local.start();
