import { describe, expect, it } from 'vitest';
import { inquiryThread } from './inquiries';

describe("an inquiry's thread", () => {
  it('puts replies and follow-ups in the order they were written', () => {
    const thread = inquiryThread(
      [
        { replySn: 1, createdAt: '2026-11-20T01:00:00.000Z' },
        { replySn: 2, createdAt: '2026-11-22T01:00:00.000Z' },
      ],
      [
        { followUpSn: 9, createdAt: '2026-11-21T01:00:00.000Z' },
        { followUpSn: 10, createdAt: '2026-11-22T01:00:00.000Z' },
      ],
    );
    expect(thread.map((e) => (e.kind === 'reply' ? `r${e.replySn}` : `f${e.followUpSn}`))).toEqual([
      'r1',
      'f9',
      'r2',
      'f10',
    ]);
  });

  it('is empty without either', () => {
    expect(inquiryThread([], [])).toEqual([]);
  });
});
