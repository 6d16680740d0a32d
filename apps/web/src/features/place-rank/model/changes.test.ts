import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { toViewState } from '../api/place-rank-api';
import { keywordRow, placeRow, viewAnswer } from './fixtures';
import { buildPlaces, changesByDay } from './view-model';

describe('change marks on the place rank history', () => {
  const answer = viewAnswer({
    list: [placeRow(1), placeRow(2)],
    keywords: [keywordRow(11, 1, { choice: 'Y' }), keywordRow(21, 2, { choice: 'Y' })],
    keywordsDailyHist: [
      { plkwrdSn: 11, lastUpdtDt: '2026-11-19', keywordPlaceRankCurrent: 9 },
      { plkwrdSn: 11, lastUpdtDt: '2026-11-21', keywordPlaceRankCurrent: 4 },
    ],
    changes: [
      { plceSn: 1, day: '2026-11-20', change: 'keywordAdd', detail: '강남 카페' },
      { plceSn: 2, day: '2026-11-20', change: 'keywordDelete', detail: '역삼 카페' },
    ],
  });

  it('keeps each place’s own changes from the answer', () => {
    const [one, two] = buildPlaces(toViewState(answer));
    expect(one!.changes.map((c) => c.text)).toEqual([ko.rankAlerts.changes.keywordAdd('강남 카페')]);
    expect(two!.changes.map((c) => c.text)).toEqual([ko.rankAlerts.changes.keywordDelete('역삼 카페')]);
    expect(buildPlaces(toViewState({ ...answer, changes: undefined }))[0]!.changes).toEqual([]);
  });

  it('shows a change on the first recorded date on or after it', () => {
    const [one] = buildPlaces(answer);
    expect(changesByDay(one!, ['2026-11-21', '2026-11-19'])).toEqual(
      new Map([['2026-11-21', [ko.rankAlerts.changes.keywordAdd('강남 카페')]]]),
    );
    expect(changesByDay(one!, ['2026-11-19']).size).toBe(0);
  });
});
