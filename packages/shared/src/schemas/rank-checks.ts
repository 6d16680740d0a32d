import { z } from './zod';
import type { CheckNowState } from '../rules/rank-checks';

/** A tracked product's or place's "check now" requests, as the lists answer them. */
export const checkNowState = z.object({
  /** Korea date of the latest requests, null when never requested. */
  day: z.string().nullable(),
  /** Requests made on `day`. */
  count: z.number(),
  /** The latest request. */
  at: z.string().nullable(),
}) satisfies z.ZodType<CheckNowState>;
