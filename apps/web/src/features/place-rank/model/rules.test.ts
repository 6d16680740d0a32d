import { describe, expect, it } from 'vitest';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../../lib/api';
import { NoUserAnswer } from '../api/place-rank-api';
import { actionFailure, listFailure, registerFailure } from './rules';

const m = ko.placeRank;

describe('place rules (spec 02 §5, §8)', () => {
  it('shows the server message inline, the fixed 422 text, and the generic text otherwise', () => {
    expect(registerFailure(new ApiError(409, 'PLACE_DAILY_LIMIT', m.dailyLimit))).toEqual({
      message: m.dailyLimit,
      duplicate: false,
    });
    expect(registerFailure(new ApiError(409, 'PLACE_DUPLICATE', m.duplicate))).toEqual({
      message: m.duplicate,
      duplicate: true,
    });
    expect(registerFailure(new ApiError(422, 'PLACE_INFO_INVALID', 'anything'))).toEqual({
      message: m.infoInvalid,
      duplicate: false,
    });
    expect(registerFailure(new ApiError(503, 'PLACE_LOOKUP_UNAVAILABLE', m.lookupUnavailable)).message).toBe(
      m.registerFailed,
    );
    expect(registerFailure(new ApiError(0, 'NETWORK', ko.ui.networkError)).message).toBe(m.registerFailed);
  });

  it('says "no user" for a non-200 list answer and "server failure" when the list cannot be fetched', () => {
    expect(listFailure(new NoUserAnswer())).toBe(m.noUser);
    expect(listFailure(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(m.noUser);
    expect(listFailure(new ApiError(500, 'INTERNAL', 'x'))).toBe(m.serverFailure);
    expect(listFailure(new ApiError(0, 'NETWORK', 'x'))).toBe(m.serverFailure);
  });

  it('other actions: server message, "communication failed" without an answer, else the action text', () => {
    expect(actionFailure(new ApiError(409, 'KEYWORD_LIMIT', m.keywordLimit), m.keywordAddFailed)).toBe(
      m.keywordLimit,
    );
    expect(actionFailure(new ApiError(0, 'NETWORK', 'x'), m.keywordAddFailed)).toBe(m.communicationFailed);
    expect(actionFailure(new ApiError(500, 'INTERNAL', 'x'), m.keywordAddFailed)).toBe(m.keywordAddFailed);
  });
});
