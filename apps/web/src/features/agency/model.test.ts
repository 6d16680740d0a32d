import { describe, expect, it } from 'vitest';
import { INVITATION_STATUSES } from '@seller/shared/schemas/agency';
import { memberListBody } from '@seller/shared/schemas/members';
import * as ko from '@seller/shared/messages/sections';
import { ApiError } from '../../lib/api';
import { initialFilter, resetFilter } from './filter';
import {
  invitationStatusLabel,
  invitationStatusTone,
  lookupErrorMessage,
  lookupMessage,
  toSearch,
} from './model';

describe('toSearch', () => {
  it('sends the panel with the spec field names, and the server schema accepts it', () => {
    const body = toSearch({ ...initialFilter('2026-11-22'), mbrEmail: ' a@b.co ', startCoinCount: '10' });
    expect(body).toEqual({
      mbrEmail: 'a@b.co',
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      startCoinCount: '10',
      endCoinCount: '',
      startProductCount: '',
      endProductCount: '',
      selectedPeriod: 'day',
    });
    expect(memberListBody.parse(body)).toMatchObject({
      startCoinCount: 10,
      endCoinCount: null,
      startDate: '2026-11-22',
    });
  });

  it('after 초기화 the period is 전체 with no dates', () => {
    expect(toSearch(resetFilter('2026-11-22'))).toMatchObject({
      startDate: '',
      endDate: '',
      selectedPeriod: 'all',
    });
  });

  it('a period none selected is sent as an empty string', () => {
    expect(toSearch({ ...initialFilter('2026-11-22'), selectedPeriod: null }).selectedPeriod).toBe('');
  });
});

describe('registration lookup messages (spec 01 §8)', () => {
  it('every resultStatus has its message; anything else is unknown', () => {
    expect(lookupMessage('USER_NULL')).toBe(ko.agencyUi.status.USER_NULL);
    expect(lookupMessage('GROUP_INSERT_Y')).toBe(ko.agencyUi.status.GROUP_INSERT_Y);
    expect(lookupMessage('GROUP_INSERT_EXISTENCE_NO')).toBe(ko.agencyUi.status.GROUP_INSERT_EXISTENCE_NO);
    expect(lookupMessage('GROUP_TO_MY_GROUP')).toBe(ko.agencyUi.status.GROUP_TO_MY_GROUP);
    expect(lookupMessage('LOGIN_FAILED')).toBe(ko.agencyUi.status.LOGIN_FAILED);
    expect(lookupMessage('SOMETHING_ELSE')).toBe(ko.agencyUi.unknownError);
  });

  it('500 is "error occurred", a refused input says why, a lost call is the lookup error', () => {
    expect(lookupErrorMessage(new ApiError(500, 'INTERNAL', 'x'))).toBe(ko.agencyUi.serverError);
    expect(lookupErrorMessage(new ApiError(400, 'VALIDATION', ko.agencyValidation.emailRequired))).toBe(
      ko.agencyValidation.emailRequired,
    );
    expect(lookupErrorMessage(new ApiError(0, 'NETWORK', 'x'))).toBe(ko.agencyUi.lookupError);
    expect(lookupErrorMessage(new Error('boom'))).toBe(ko.agencyUi.lookupError);
  });
});

describe('invitation statuses', () => {
  it('read 초대 대기 / 수락 / 거절 / 만료 / 초대 취소, each with its colour', () => {
    expect(INVITATION_STATUSES.map((s) => [invitationStatusLabel(s), invitationStatusTone(s)])).toEqual([
      ['초대 대기', 'warn'],
      ['수락', 'ok'],
      ['거절', 'bad'],
      ['만료', 'muted'],
      ['초대 취소', 'muted'],
    ]);
  });

  it('the lookup’s uniform answer for an agency member has its own message', () => {
    expect(lookupMessage('INVITATION_REQUIRED')).toBe(ko.agencyUi.status.INVITATION_REQUIRED);
  });
});
