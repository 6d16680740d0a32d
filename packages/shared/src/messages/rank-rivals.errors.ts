/** Rivals on the same keyword (issue 28 §1). */
import { defineErrors } from './define-errors';
import { rankRivals } from './rank-rivals';

export const rankRivalsErrors = defineErrors({
  RIVAL_NOT_LISTED: { status: 422, message: rankRivals.rivalNotListed },
  RIVAL_LIMIT: { status: 409, message: rankRivals.rivalLimit },
  RIVAL_EXISTS: { status: 409, message: rankRivals.rivalExists },
  RIVAL_IS_OWN: { status: 422, message: rankRivals.rivalIsOwn },
  RIVAL_NOT_FOUND: { status: 404, message: rankRivals.rivalNotFound },
});
