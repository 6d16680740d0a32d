/**
 * The sheet-reading thread (issue 35 §2): the read runs in its worker thread, a read past the
 * time limit ends the thread and refuses the file, uploads past the bounded queue are refused
 * with BULK_FILE_BUSY (503), and a refusal inside the thread comes back as its code.
 */
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@seller/shared';
import { AppError } from '../../lib/app-error';
import { goodsHeader, rawXlsx } from '../../test/bulk-files';
import { createSheetReader } from './bulk-add.sheet-pool';

const good = rawXlsx({
  rows: [
    [1, goodsHeader()],
    [2, ['20001', '', 'kw']],
  ],
});
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).code;
  }
};

describe('the sheet-reading thread', () => {
  it('reads in its thread; a refusal comes back as its code', async () => {
    const reader = createSheetReader();
    try {
      expect(await reader.read('goods', good)).toEqual([
        { row: 2, input: '20001', type: '', keywords: ['kw'], memo: '' },
      ]);
      const far = rawXlsx({
        rows: [
          [1, goodsHeader()],
          [1_048_576, ['20001', '', 'kw']],
        ],
      });
      expect(await codeOf(reader.read('goods', far))).toBe('BULK_ROW_OUT_OF_RANGE');
    } finally {
      await reader.close();
    }
  }, 60_000);

  it('refuses what its queue cannot hold, and a read past the time limit', async () => {
    const reader = createSheetReader({ maxQueue: 1 });
    try {
      await reader.read('goods', good); // the thread is up
      const codes = await Promise.all(Array.from({ length: 6 }, () => codeOf(reader.read('goods', good))));
      // One runs, at most one waits; the others are refused at once.
      expect(codes.filter((c) => c === null).length).toBeGreaterThanOrEqual(1);
      expect(codes.filter((c) => c === null).length).toBeLessThanOrEqual(2);
      expect(codes.filter((c) => c !== null).every((c) => c === 'BULK_FILE_BUSY')).toBe(true);
      expect(errorStatus.BULK_FILE_BUSY).toBe(503);
    } finally {
      await reader.close();
    }
    const slow = createSheetReader({ timeoutMs: 1 });
    try {
      expect(await codeOf(slow.read('goods', good))).toBe('BULK_FILE_UNREADABLE');
    } finally {
      await slow.close();
    }
  }, 60_000);
});
