import { createClientReportBody, ko } from '@seller/shared';
import type { JobDefinition } from '../../jobs/boss';
import { AppError } from '../../lib/app-error';
import { defineFeature } from '../../lib/features/module';
import { mcpRoutes } from './mcp.routes';
import { createMcpService, type McpService } from './mcp.service';

declare module '../../lib/features/module' {
  interface FeatureServices {
    mcp: { mcp: McpService };
  }
}

/** Expired quotes are swept daily (a day after expiry: a repeat of a write still finds its answer). */
const sweepJob = (mcp: McpService): JobDefinition => ({
  name: 'mcp-quote-sweep',
  cron: '40 4 * * *',
  handler: async () => {
    await mcp.sweep();
  },
});

/** Agent access (issue 44): MCP over the public API, with the cost said before every spend. */
export const mcpModule = defineFeature({
  name: 'mcp',
  needs: ['api-tokens', 'goods-rank', 'coins', 'client-reports'],
  create: ({ db, now, config }, { publicApi, goodsRank, coins, clientReports }) => ({
    mcp: createMcpService({
      db,
      now,
      api: publicApi,
      quoteRegister: (memberId, count) => goodsRank.quoteRegister(memberId, count),
      balance: (memberId) => coins.balance(memberId),
      ledger: (memberId, page, pageSize) => coins.history(memberId, page, pageSize),
      createReport: async (memberId, body) => {
        // The web's form rules (names, items, expiry) with their Korean messages.
        const parsed = createClientReportBody.safeParse(body);
        if (!parsed.success)
          throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? ko.mcp.answers.badInput);
        return clientReports.create(memberId, parsed.data);
      },
      reportUrl: (token) => `${config.publicUrl}/report/${token}`,
    }),
  }),
  routes: (app, { mcp }, { errorFor }) => {
    const log = errorFor('mcp');
    mcpRoutes(app, { mcp, logError: (err) => log(err, 'tool call') });
  },
  jobs: ({ mcp }) => [sweepJob(mcp)],
});
