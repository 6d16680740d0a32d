import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { ko } from '@seller/shared';
import sharp from 'sharp';
import { renderReportPdf } from './client-reports.pdf';

// Issue 40 §1: a keyword checked every day and never within the depth says so in the PDF (as the
// page does), instead of "아직 기록된 순위가 없습니다" over an empty chart.
const text = async (buffer: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true })).text;

describe('the report PDF', () => {
  it('says "N일 모두 500위 밖" for a keyword never found, and "-" only for one never checked', async () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const pdf = await renderReportPdf(
      {
        company: '마케팅랩',
        logoUrl: null,
        name: '테스트 리포트',
        comment: '이번 달은 블루투스 이어폰 키워드를 중심으로 광고를 늘렸습니다.',
        from: days[0]!,
        to: days[2]!,
        items: [
          {
            kind: 'goods',
            name: '무선 이어폰',
            depth: 500,
            keywords: [
              {
                keyword: '블루투스 이어폰',
                rank: null,
                move: null,
                best: null,
                ranks: days.map((day) => ({ day, rank: null })),
              },
              { keyword: '새 키워드', rank: null, move: null, best: null, ranks: [] },
            ],
          },
        ],
      },
      { from: days[0]!, to: days[2]! },
      { periodLabel: '기간 2026.11.20 ~ 2026.11.22', generatedAt: '2026.11.22 12:00' },
    );
    const body = (await text(pdf)).replace(/\s+/g, ' ');
    expect(body).toContain(ko.clientReports.outsideAll(3, 500));
    expect(body).toContain('500위 밖');
    expect(body).toContain(ko.clientReports.noHistory);
    // The agency's comment for its client (issue 40 §1), under its title.
    expect(body).toContain(ko.clientReports.commentTitle);
    expect(body).toContain('이번 달은 블루투스 이어폰 키워드를 중심으로 광고를 늘렸습니다.');
  });

  // Issue 40 §1: the agency's logo in the header, beside its name; one that cannot be drawn
  // leaves the name alone rather than failing the PDF.
  it("draws the agency's logo above its name", async () => {
    const report = {
      company: '마케팅랩',
      logoUrl: '/v1/agency-logos/x.png',
      name: '로고 리포트',
      comment: null,
      from: '2026-11-22',
      to: '2026-11-22',
      items: [],
    };
    const period = { from: '2026-11-22', to: '2026-11-22' };
    const heading = { periodLabel: '기간 2026.11.22', generatedAt: '2026.11.22 12:00' };
    const images = (b: Buffer) => b.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const png = await sharp({ create: { width: 200, height: 50, channels: 4, background: '#2563eb' } })
      .png()
      .toBuffer();
    const drawn = await renderReportPdf(report, period, heading, new Uint8Array(png));
    expect(images(drawn)).toBeGreaterThan(0);
    expect((await text(drawn)).replace(/\s+/g, ' ')).toContain(ko.clientReports.preparedBy('마케팅랩'));
    const broken = await renderReportPdf(
      report,
      period,
      heading,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]),
    );
    expect(images(broken)).toBe(0);
    expect(await text(broken)).toContain('로고 리포트');
  });
});
