/** Issue 41: a place's latest 순위 지도 in the report's PDF, drawn on the server in Korean text. */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ko } from '@seller/shared';
import { mapBand, mapFigures, type MapPointStatus } from '@seller/shared/rules/place-rank-map';
import { renderReportPdf } from './client-reports.pdf';

const text = async (buffer: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true })).text;

describe('the report PDF with a 순위 지도', () => {
  it('draws the latest map of a place: its ranks, figures, legend and the outside note', async () => {
    const ranks: (number | null)[] = [3, 12, 45, 7, 1, null, 88, 19, 5];
    const points = ranks.map((rank, idx) => {
      const status: MapPointStatus = idx === 8 ? 'failed' : rank === null ? 'outside' : 'found';
      return { idx, status, rank: status === 'failed' ? null : rank, band: mapBand({ status, rank }) };
    });
    const pdf = await renderReportPdf(
      {
        company: null,
        logoUrl: null,
        name: '플레이스 리포트',
        comment: null,
        from: '2026-11-20',
        to: '2026-11-22',
        items: [
          {
            kind: 'place',
            name: '봄날의카페',
            depth: 300,
            keywords: [
              { keyword: '강남 카페', rank: 4, move: 1, best: 3, ranks: [{ day: '2026-11-22', rank: 4 }] },
            ],
            rankMap: {
              keyword: '강남 카페',
              scannedAt: '2026-11-22T01:00:00.000Z',
              grid: 3,
              spacingM: 1000,
              points: points.map(({ status, rank, band }) => ({ status, rank, band })),
              figures: mapFigures(points),
            },
          },
        ],
      },
      { from: '2026-11-20', to: '2026-11-22' },
      { periodLabel: '기간 2026.11.20 ~ 2026.11.22', generatedAt: '2026.11.22 12:00' },
    );
    const body = (await text(pdf)).replace(/\s+/g, ' ');
    const t = ko.placeRankMap;
    expect(body).toContain(`${t.title} · 강남 카페`);
    expect(body).toContain(t.scanGrid(3, 1000));
    for (const r of [3, 12, 45, 7, 1, 88, 19]) expect(body).toContain(String(r));
    expect(body).toContain(t.average);
    expect(body).toContain(t.bands.top3);
    expect(body).toContain(t.averageNote.slice(0, 12));
  });
});
