/**
 * The upload's sheet reader (issue 35 §2), run here on the test's thread: limits enforced while
 * reading — each cell capped to its field, rows past 500 or a filled row past the last row index
 * refused as soon as they are met, only the parts read inflated and counted.
 */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ko } from '@seller/shared';
import { fillTemplate, goodsHeader, rawXlsx } from '../../test/bulk-files';
import { SHOWN_OF_TOO_LONG } from './bulk-add.domain';
import { MAX_UNPACKED_BYTES, SheetRefused, readSheetFile } from './bulk-add.sheet-reader';
import { templateOf } from './bulk-add.template';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof SheetRefused) return e.code;
    throw e;
  }
  return null;
};
const LONG = '가'.repeat(32_767);

describe('reading an uploaded sheet', () => {
  it('reads the filled template as exceljs wrote it (sheet before shared strings, workbook last)', async () => {
    const file = await fillTemplate(await templateOf('goods'), [
      ['20001', '', 'chair', 'camp chair', '', '', '', 'first'],
      ['8412345678', ko.bulkAdd.typeCatalog, ' table ', '', '', '', '', ''],
    ]);
    expect(readSheetFile('goods', file)).toEqual([
      { row: 3, input: '20001', type: '', keywords: ['chair', 'camp chair'], memo: 'first' },
      { row: 4, input: '8412345678', type: ko.bulkAdd.typeCatalog, keywords: ['table'], memo: '' },
    ]);
    // The template alone (its example row is skipped) has no rows.
    const template = await templateOf('goods');
    expect(refusal(() => readSheetFile('goods', template))).toBe('BULK_FILE_EMPTY');
  });

  it('one 32,767-character shared string in 800 cells: every cell capped, its field marked too long', () => {
    const file = rawXlsx({
      sharedStrings: [LONG],
      rows: [
        [1, goodsHeader()],
        ...Array.from({ length: 100 }, (_, i): [number, { s: number }[]] => [
          i + 2,
          Array.from({ length: 8 }, () => ({ s: 0 })),
        ]),
      ],
    });
    expect(file.length).toBeLessThan(20_000);
    const rows = readSheetFile('goods', file);
    expect(rows).toHaveLength(100);
    const shown = `${'가'.repeat(SHOWN_OF_TOO_LONG)}…`;
    for (const row of rows) {
      expect(row.input).toBe(shown);
      expect(row.keywords).toEqual([shown, shown, shown, shown, shown]);
      expect(row.memo).toBe(shown);
      expect(row.tooLong).toEqual(['input', 'keywords', 'memo']);
      expect(row.type.length).toBeLessThanOrEqual(SHOWN_OF_TOO_LONG + 1);
    }
    // What all rows hold together: under 1 KB a row, not 8 × 32,767 characters.
    expect(JSON.stringify(rows).length).toBeLessThan(100 * 1_000);
  });

  it('a cell just over its field: the keyword (101), the memo (501), the number or link (2,001)', () => {
    const rows = readSheetFile(
      'goods',
      rawXlsx({
        rows: [
          [1, goodsHeader()],
          [2, ['20001', '', 'k'.repeat(100), '', '', '', '', 'm'.repeat(500)]],
          [3, ['20002', '', 'k'.repeat(101), '', '', '', '', 'm'.repeat(501)]],
          [4, ['1'.repeat(2001), '', 'a', '', '', '', '', '']],
        ],
      }),
    );
    expect(rows[0]).toMatchObject({ keywords: ['k'.repeat(100)], memo: 'm'.repeat(500) });
    expect(rows[0]!.tooLong).toBeUndefined();
    expect(rows[1]!.tooLong).toEqual(['keywords', 'memo']);
    expect(rows[1]!.keywords[0]).toBe(`${'k'.repeat(SHOWN_OF_TOO_LONG)}…`);
    expect(rows[2]!.tooLong).toEqual(['input']);
  });

  it('a filled row past row 1,001 refuses the file as soon as it is met', () => {
    const far = rawXlsx({
      sharedStrings: ['20001'],
      rows: [
        [1, goodsHeader()],
        [1_048_576, [{ s: 0 }, '', 'kw']],
      ],
    });
    expect(far.length).toBeLessThan(7_000);
    const started = performance.now();
    expect(refusal(() => readSheetFile('goods', far))).toBe('BULK_ROW_OUT_OF_RANGE');
    expect(performance.now() - started).toBeLessThan(1_000);
    // Row 1,001 is still read; blank (formatted) rows further down are not "filled".
    const rows = readSheetFile(
      'goods',
      rawXlsx({
        rows: [
          [1, goodsHeader()],
          [1_001, ['20001', '', 'kw']],
          [5_000, [null, '   ']],
        ],
      }),
    );
    expect(rows.map((r) => r.row)).toEqual([1_001]);
  });

  it('stops at the 501st filled row: a sheet of 20,000 rows is not read to its end', () => {
    const rows = (n: number) =>
      rawXlsx({
        sharedStrings: ['kw'],
        rows: [
          [1, goodsHeader()],
          ...Array.from({ length: n }, (_, i): [number, Array<string | { s: number }>] => [
            i + 2,
            [String(20000 + i), '', { s: 0 }],
          ]),
        ],
      });
    expect(readSheetFile('goods', rows(500))).toHaveLength(500);
    expect(refusal(() => readSheetFile('goods', rows(501)))).toBe('BULK_TOO_MANY_ROWS');
    // 20,000 rows take no longer to refuse than 501: the reading stops at row 502.
    const big = rows(20_000);
    const t0 = performance.now();
    refusal(() => readSheetFile('goods', rows(501)));
    const small = performance.now() - t0;
    const t1 = performance.now();
    expect(refusal(() => readSheetFile('goods', big))).toBe('BULK_TOO_MANY_ROWS');
    // The unzip of the larger part still runs; its parse does not (generous: noise of a busy machine).
    expect(performance.now() - t1).toBeLessThan(small * 10 + 500);
  });

  it('keeps one more keyword than a row may have, whatever the number of keyword columns', () => {
    const header = [
      ko.bulkAdd.headerProduct,
      ...Array.from({ length: 200 }, (_, i) => ko.bulkAdd.headerKeyword(i + 1)),
    ];
    const [row] = readSheetFile(
      'goods',
      rawXlsx({
        rows: [
          [1, header],
          [2, ['20001', ...Array.from({ length: 200 }, (_, i) => `k${i}`)]],
        ],
      }),
    );
    expect(row!.keywords).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5']);
  });

  it('reads numbers as digits, rich and phonetic text as shown, prefixed elements, the first sheet by the workbook', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const header = goodsHeader()
      .map(
        (h, i) => `<x:c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><x:is><x:t>${h}</x:t></x:is></x:c>`,
      )
      .join('');
    const sheet =
      `<?xml version="1.0"?><x:worksheet xmlns:x="${ns}"><x:sheetData><x:row r="1">${header}</x:row>` +
      '<x:row r="2"><x:c r="A2"><x:v>8412345678</x:v></x:c><x:c r="C2" t="s"><x:v>0</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    const file = rawXlsx({
      sheetXml: sheet,
      rows: [],
      extraParts: {
        'xl/sharedStrings.xml': new TextEncoder().encode(
          `<sst xmlns="${ns}"><si><r><t>캠핑</t></r><r><t xml:space="preserve"> 의자</t></r><rPh><t>きゃんぷ</t></rPh></si></sst>`,
        ),
      },
    });
    expect(readSheetFile('goods', file)).toEqual([
      { row: 2, input: '8412345678', type: '', keywords: ['캠핑 의자'], memo: '' },
    ]);
  });

  it('refuses in Korean codes: no header, header only, malformed XML, not a workbook, unpacking too much', () => {
    expect(
      refusal(() =>
        readSheetFile(
          'goods',
          rawXlsx({
            rows: [
              [1, ['a', 'b']],
              [2, ['1', '2']],
            ],
          }),
        ),
      ),
    ).toBe('BULK_FILE_HEADER');
    expect(refusal(() => readSheetFile('goods', rawXlsx({ rows: [[2, ['20001', '', 'kw']]] })))).toBe(
      'BULK_FILE_HEADER',
    );
    expect(refusal(() => readSheetFile('goods', rawXlsx({ rows: [[1, goodsHeader()]] })))).toBe(
      'BULK_FILE_EMPTY',
    );
    expect(
      refusal(() => readSheetFile('goods', rawXlsx({ rows: [], sheetXml: '<worksheet><sheetData><row>' }))),
    ).toBe('BULK_FILE_UNREADABLE');
    expect(refusal(() => readSheetFile('goods', Buffer.from(zipSync({ 'a.txt': new Uint8Array(10) }))))).toBe(
      'BULK_FILE_UNREADABLE',
    );
    // Blanks in the sheet itself, past the limit unpacked: refused while unpacking.
    const bomb = rawXlsx({
      rows: [],
      sheetXml: `<worksheet><sheetData>${' '.repeat(MAX_UNPACKED_BYTES)}</sheetData></worksheet>`,
    });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(() => readSheetFile('goods', bomb))).toBe('BULK_FILE_UNPACKED_TOO_LARGE');
  });
});
