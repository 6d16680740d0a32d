import { z } from './zod';
import { RANK_DEVICES, RANK_SURFACES, type RankProvenance } from '../rules/rank-provenance';

/**
 * A recorded rank's provenance on the wire (issue 36 §2). Optional and nullable wherever it is
 * added to an existing answer, so a client built before it still parses.
 */
export const rankProvenanceSchema = z.object({
  source: z
    .string()
    .nullable()
    .describe("Who read it: 'searchapi', 'apify', 'naver-openapi' (the ended shop.json API), 'naver-place'"),
  surface: z
    .enum(RANK_SURFACES)
    .nullable()
    .describe("Naver's list it was read on: 'plus-store' (the N+ Store search), 'price-comparison', 'place'"),
  device: z.enum(RANK_DEVICES).nullable().describe("'pc' or 'mobile'"),
  depth: z
    .number()
    .int()
    .nullable()
    .describe('Organic entries the check read; null for records from before depths were kept'),
  checkedAt: z.string().nullable().optional().describe('When the check ran (ISO 8601)'),
}) satisfies z.ZodType<RankProvenance>;
export type RankProvenanceWire = z.infer<typeof rankProvenanceSchema>;

/** The method (source and surface) of a previous record: what a move is compared by. */
export const rankMethodSchema = rankProvenanceSchema.pick({ source: true, surface: true });
