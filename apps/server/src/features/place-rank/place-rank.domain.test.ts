import { describe, expect, it } from 'vitest';
import { cleanKeyword, daysBefore, registrationRefusal } from './place-rank.domain';

const state = { placeCount: 0, registeredToday: 0, alreadyTracked: false, confirmDuplicate: false };

describe('place registration rules', () => {
  it('refuses at 10 places, then at 2 a day, and asks before a duplicate place id', () => {
    expect(registrationRefusal(state)).toBeNull();
    expect(registrationRefusal({ ...state, placeCount: 10 })).toBe('PLACE_LIMIT');
    expect(registrationRefusal({ ...state, placeCount: 9, registeredToday: 2 })).toBe('PLACE_DAILY_LIMIT');
    expect(registrationRefusal({ ...state, registeredToday: 1, alreadyTracked: true })).toBe(
      'PLACE_DUPLICATE',
    );
    expect(registrationRefusal({ ...state, alreadyTracked: true, confirmDuplicate: true })).toBeNull();
    // A confirmation never gets round the limits.
    expect(
      registrationRefusal({ ...state, registeredToday: 2, alreadyTracked: true, confirmDuplicate: true }),
    ).toBe('PLACE_DAILY_LIMIT');
  });

  it('collapses spaces in keywords and counts Korea dates back across months and years', () => {
    expect(cleanKeyword('  gangnam   cafe ')).toBe('gangnam cafe');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2027-01-05', 29)).toBe('2026-12-07');
  });
});
