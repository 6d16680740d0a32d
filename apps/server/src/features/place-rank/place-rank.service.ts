import { type PlaceRankDeps, createPlaceContext } from './place-rank.context';
import { placeEdits } from './place-rank.edits';
import { placeRegistration } from './place-rank.register';
import { placeReading } from './place-rank.view';

/**
 * Place tracking (spec 02 §2.3, §5): free, at most 10 places, 2 new ones per Korea day, 5 keywords
 * each. One file per use case (issue 38 §4): reading, registering, the member's edits; they share
 * one context (place-rank.context.ts), and the routes, the bulk add and the app see one service.
 */
export function createPlaceRankService(deps: PlaceRankDeps) {
  const ctx = createPlaceContext(deps);
  return {
    ...placeReading(ctx),
    ...placeRegistration(ctx),
    ...placeEdits(ctx),
  };
}

export type PlaceRankService = ReturnType<typeof createPlaceRankService>;
