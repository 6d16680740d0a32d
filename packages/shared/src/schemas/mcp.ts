/**
 * The MCP tools' inputs (issue 44). Raw shapes, as the SDK's `registerTool` takes them; the same
 * field rules as the public API's bodies (publicAddProductBody), so a call refused there is refused
 * here with the same Korean message.
 */
import { z } from './zod';
import { mcp } from '../messages/mcp';
import { publicAddKeywordBody, publicAddProductBody } from './api-tokens';

const f = mcp.fields;

const id = z.number().int().positive().max(2_147_483_647);
const day = z.iso.date();
/** At most this many products, and keywords, in one quote (a write is one agent's batch). */
export const MCP_ADD_MAX = 20;

export const mcpAddRequest = z.object({
  products: z.array(publicAddProductBody).max(MCP_ADD_MAX).default([]).describe(f.products),
  keywords: z
    .array(z.object({ productId: id.describe(f.productId) }).extend(publicAddKeywordBody.shape))
    .max(MCP_ADD_MAX)
    .default([])
    .describe(f.keywords),
});
export type McpAddRequest = z.infer<typeof mcpAddRequest>;

export const mcpInputs = {
  listTracked: {},
  keywordHistory: {
    kind: z.enum(['product', 'place']).describe(f.kind),
    keywordId: id.describe(f.keywordId),
    from: day.optional().describe(f.from),
    to: day.optional().describe(f.to),
  },
  topMovers: {
    droppedOutOfTop: z.number().int().min(1).max(500).optional().describe(f.droppedOutOfTop),
    minUp: z.number().int().min(1).max(500).optional().describe(f.minUp),
    minDown: z.number().int().min(1).max(500).optional().describe(f.minDown),
    limit: z.number().int().min(1).max(100).default(20).describe(f.limit),
  },
  quoteAdd: mcpAddRequest.shape,
  addTracked: {
    quoteId: z.string().uuid().describe(f.quoteId),
    ...mcpAddRequest.shape,
  },
  removeKeyword: {
    kind: z.enum(['product', 'place']),
    keywordId: id,
  },
  createReportLink: {
    name: z.string().trim().min(1).max(40).describe(f.reportName),
    productIds: z.array(id).max(50).default([]),
    placeIds: z.array(id).max(50).default([]),
    expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90), z.null()]).default(30),
  },
  coinLedger: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
} as const;
