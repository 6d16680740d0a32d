import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ko, messageFor, type SessionUser } from '@seller/shared';
import { mcpInputs as input } from '@seller/shared/schemas/mcp';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { McpService } from './mcp.service';

const t = ko.mcp;

export interface Caller {
  me: SessionUser;
  /** A read-write token: writes are refused per tool, as /api/v1 refuses them per method. */
  mayWrite: boolean;
  logError: (err: unknown) => void;
}

const json = (data: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(data) }],
});

/**
 * A tool's answer: its data as JSON text, or a refusal the agent reads (`isError`, the code and
 * the same Korean message /api/v1 would give). Anything unexpected is logged and said as the
 * generic message, never as its internals.
 */
function runner(caller: Caller) {
  return async (fn: () => Promise<unknown>, writes = false): Promise<CallToolResult> => {
    try {
      if (writes && !caller.mayWrite) throw new AppError('API_TOKEN_READ_ONLY');
      return json(await fn());
    } catch (err) {
      const known = err instanceof AppError;
      if (!known) caller.logError(err);
      const code = known ? err.code : 'INTERNAL';
      return { ...json({ code, message: known ? err.message : messageFor('INTERNAL') }), isError: true };
    }
  };
}

const READ = { readOnlyHint: true, openWorldHint: false } as const;

/** One MCP server for one call of one member (the stateless transport makes one per request). */
export function mcpServerFor(svc: McpService, caller: Caller): McpServer {
  const server = new McpServer(
    { name: 'seller-toolkit', title: t.serverTitle, version: '1.0.0' },
    { instructions: t.instructions },
  );
  const run = runner(caller);
  const { me } = caller;

  server.registerTool(
    'list_tracked',
    { description: t.tools.listTracked, inputSchema: input.listTracked, annotations: READ },
    () => run(() => svc.listTracked(me)),
  );
  server.registerTool(
    'keyword_history',
    { description: t.tools.keywordHistory, inputSchema: input.keywordHistory, annotations: READ },
    (a) =>
      run(() =>
        svc.history(me, a.kind, a.keywordId, {
          ...(a.from ? { from: a.from } : {}),
          ...(a.to ? { to: a.to } : {}),
        }),
      ),
  );
  server.registerTool(
    'top_movers',
    { description: t.tools.topMovers, inputSchema: input.topMovers, annotations: READ },
    (a) => run(() => svc.topMovers(me, a)),
  );
  server.registerTool(
    'quote_add',
    { description: t.tools.quoteAdd, inputSchema: input.quoteAdd, annotations: READ },
    (a) => run(() => svc.quote(me, a)),
  );
  server.registerTool(
    'add_tracked',
    {
      description: t.tools.addTracked,
      inputSchema: input.addTracked,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    ({ quoteId, ...req }) =>
      run(async () => {
        const done = await svc.add(me, quoteId, req);
        const keywords = done.keywords.length + done.products.reduce((n, p) => n + p.keywords.length, 0);
        return {
          ...done,
          message: done.repeated
            ? t.answers.repeated
            : t.answers.added(done.products.length, keywords, done.coins),
        };
      }, true),
  );
  server.registerTool(
    'remove_keyword',
    {
      description: t.tools.removeKeyword,
      inputSchema: input.removeKeyword,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    (a) =>
      run(async () => {
        await svc.removeKeyword(me, a.kind, a.keywordId);
        return { message: t.answers.removed };
      }, true),
  );
  server.registerTool(
    'create_report_link',
    {
      description: t.tools.createReportLink,
      inputSchema: input.createReportLink,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (a) => run(() => svc.createReport(me, a), true),
  );
  server.registerTool(
    'coin_ledger',
    { description: t.tools.coinLedger, inputSchema: input.coinLedger, annotations: READ },
    (a) => run(() => svc.ledger(me, a.page, a.pageSize)),
  );

  server.registerResource(
    'tracked',
    'seller://tracked',
    { title: t.resources.tracked, mimeType: 'application/json' },
    async (uri) => ({
      contents: [
        { uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await svc.listTracked(me)) },
      ],
    }),
  );
  server.registerPrompt(
    'weekly_rank_summary',
    {
      title: t.prompts.weeklyTitle,
      description: t.prompts.weekly,
      argsSchema: {
        topN: z
          .string()
          .regex(/^\d{1,3}$/)
          .optional()
          .describe(t.prompts.topNDescription),
      },
    },
    ({ topN }) => ({
      messages: [
        { role: 'user', content: { type: 'text', text: t.prompts.weeklyText(topN ? Number(topN) : 10) } },
      ],
    }),
  );
  return server;
}
