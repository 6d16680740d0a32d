import { describe, expect, it } from 'vitest';
import { followUpRefusal, isPermanentMailError, mailGaveUp, statusAfterFollowUp } from './inquiries.domain';

describe('inquiry rules after the answer', () => {
  it('a follow-up reopens an answered inquiry, keeps a received one, and a closed one takes none', () => {
    expect(statusAfterFollowUp('ANSWERED')).toBe('RECEIVED');
    expect(statusAfterFollowUp('RECEIVED')).toBe('RECEIVED');
    expect(followUpRefusal('CLOSED')).toBe('INQUIRY_CLOSED');
    expect(followUpRefusal('ANSWERED')).toBeNull();
    expect(followUpRefusal('RECEIVED')).toBeNull();
  });

  it('a mail gave up when it failed with no attempt left', () => {
    expect(mailGaveUp({ status: 'failed', attempts: 3 })).toBe(true);
    expect(mailGaveUp({ status: 'failed', attempts: 1 })).toBe(false);
    expect(mailGaveUp({ status: 'sent', attempts: 3 })).toBe(false);
  });

  it('a 5xx SMTP reply is permanent, a 4xx or a broken connection is not', () => {
    expect(isPermanentMailError({ status: 550 })).toBe(true);
    expect(isPermanentMailError({ responseCode: 553 })).toBe(true);
    expect(isPermanentMailError({ status: 451 })).toBe(false);
    expect(isPermanentMailError(new Error('ECONNREFUSED'))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });
});
