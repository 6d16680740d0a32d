/** Time windows in minutes (codes, identities, Kakao steps): shared by the account features. */
export const minutesAfter = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);
export const minutesBefore = (at: Date, minutes: number): Date => new Date(at.getTime() - minutes * 60_000);
