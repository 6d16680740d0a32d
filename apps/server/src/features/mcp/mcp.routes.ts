import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { MCP_PATH } from '../../http/api-token';
import type { McpService } from './mcp.service';
import { mcpServerFor } from './mcp.tools';

// As /api/v1: a Bearer token and nothing else (no session, no Origin check: no cookie to forge).
const bearer = {
  access: 'member' as const,
  apiToken: true as const,
  session: false,
  originCheck: false,
  tokenScopePerCall: true as const,
  // JSON-RPC, not one of our contracts: the MCP document is the tool list (tools/list).
};

/**
 * MCP over Streamable HTTP (issue 44), stateless: each POST makes its own server for the token's
 * member and answers in plain JSON (`enableJsonResponse`), so no session lives in a process and any
 * instance answers any call. The token, the rate limit and its headers come from the /api/v1 hook
 * (http/api-token.ts) before this runs; the SDK's transport then owns the response.
 */
export function mcpRoutes(
  app: FastifyInstance,
  deps: { mcp: McpService; logError: (e: unknown) => void },
): void {
  app.post(MCP_PATH, { config: bearer, schema: { hide: true } }, async (req, reply) => {
    const server = mcpServerFor(deps.mcp, {
      me: req.me,
      mayWrite: req.apiToken?.mayWrite === true,
      logError: deps.logError,
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    // The hooks' headers (the rate limit's, the security ones) go out with the transport's answer.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });
  // No server-sent stream and no session to end (stateless): the spec's answer is 405.
  const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('allow', 'POST');
    throw new AppError('MCP_METHOD_NOT_ALLOWED');
  };
  app.get(MCP_PATH, { config: bearer, schema: { hide: true } }, notAllowed);
  app.delete(MCP_PATH, { config: bearer, schema: { hide: true } }, notAllowed);
}
