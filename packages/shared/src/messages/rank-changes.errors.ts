/** 순위 변동 원인 (issue 42): the member's own events. */
import { defineErrors } from './define-errors';
import { rankChanges } from './rank-changes';

export const rankChangesErrors = defineErrors({
  RANK_EVENT_NOT_FOUND: { status: 404, message: rankChanges.eventNotFound },
  RANK_EVENT_DAY_RANGE: { status: 422, message: rankChanges.eventDayOutOfRange },
  RANK_EVENT_LIMIT: { status: 409, message: rankChanges.eventLimit },
});
