import { z } from 'zod';

/** A keyword check job (goods and places): the normalized keyword and the Korea day it counts for. */
export const keywordCheckPayload = z.object({
  keywordNorm: z.string().min(1),
  day: z.iso.date().optional(),
});

/**
 * An hourly (v1) goods check: the keyword, the hour it is for and how many slots of the list the
 * plan paid for (goods-rank.domain hourlyPaging turns them into the source's calls).
 */
export const hourlyCheckPayload = z
  .object({
    keywordNorm: z.string().min(1),
    hour: z.iso.datetime(),
    slots: z.number().int().positive().optional(),
    /** Jobs queued before the budget counted slots carry pages of 100 (read once, then gone). */
    pages: z.number().int().positive().optional(),
  })
  .transform(({ pages, slots, ...rest }, ctx) => {
    const asked = slots ?? (pages === undefined ? undefined : pages * 100);
    if (asked === undefined) {
      ctx.addIssue({ code: 'custom', message: 'slots required' });
      return z.NEVER;
    }
    return { ...rest, slots: asked };
  });
