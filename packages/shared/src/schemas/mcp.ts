/**
 * The MCP tools' inputs (issue 44). Raw shapes, as the SDK's `registerTool` takes them; the same
 * field rules as the public API's bodies (publicAddProductBody), so a call refused there is refused
 * here with the same Korean message.
 */
import { z } from 'zod';
import { publicAddKeywordBody, publicAddProductBody } from './api-tokens';

const id = z.number().int().positive().max(2_147_483_647);
const day = z.iso.date();
/** At most this many products, and keywords, in one quote (a write is one agent's batch). */
export const MCP_ADD_MAX = 20;

export const mcpAddRequest = z.object({
  products: z
    .array(publicAddProductBody)
    .max(MCP_ADD_MAX)
    .default([])
    .describe('추가할 상품과 키워드 / products to track, with up to 5 keywords each'),
  keywords: z
    .array(
      z
        .object({ productId: id.describe('추적 중인 상품 번호 / a tracked product id') })
        .extend(publicAddKeywordBody.shape),
    )
    .max(MCP_ADD_MAX)
    .default([])
    .describe('기존 상품에 추가할 키워드 / keywords to add to tracked products'),
});
export type McpAddRequest = z.infer<typeof mcpAddRequest>;

export const mcpInputs = {
  listTracked: {},
  keywordHistory: {
    kind: z.enum(['product', 'place']).describe('product: 상품 키워드, place: 플레이스 키워드'),
    keywordId: id.describe('키워드 번호 (list_tracked의 keywords[].id) / keyword id'),
    from: day.optional().describe('시작일 YYYY-MM-DD (한국 날짜) / first Korea day'),
    to: day.optional().describe('종료일 YYYY-MM-DD / last Korea day'),
  },
  topMovers: {
    droppedOutOfTop: z
      .number()
      .int()
      .min(1)
      .max(500)
      .optional()
      .describe('전일 상위 N위 안이었다가 밖으로 밀려난 키워드 / fell out of the top N'),
    minUp: z.number().int().min(1).max(500).optional().describe('N계단 이상 오른 키워드 / up by at least N'),
    minDown: z
      .number()
      .int()
      .min(1)
      .max(500)
      .optional()
      .describe('N계단 이상 내린 키워드 / down by at least N'),
    limit: z.number().int().min(1).max(100).default(20).describe('최대 개수 / at most this many'),
  },
  quoteAdd: mcpAddRequest.shape,
  addTracked: {
    quoteId: z.string().uuid().describe('quote_add가 돌려준 견적 번호 / the quoteId quote_add returned'),
    ...mcpAddRequest.shape,
  },
  removeKeyword: {
    kind: z.enum(['product', 'place']),
    keywordId: id,
  },
  createReportLink: {
    name: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .describe('보고서 이름 (고객이 봄) / the report’s name, shown to the client'),
    productIds: z.array(id).max(50).default([]),
    placeIds: z.array(id).max(50).default([]),
    expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90), z.null()]).default(30),
  },
  coinLedger: {
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  },
} as const;
