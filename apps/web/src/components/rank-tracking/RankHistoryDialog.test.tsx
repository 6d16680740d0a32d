// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { placeSource } from '../../features/place-rank/model/rank-source';
import { type HistoryState, KeywordHistory } from './KeywordHistory';
import type { RankKeyword } from './model';
import { RankHistoryDialog } from './RankHistoryDialog';
import { mount } from './test-dom';

// Chart.js needs a canvas jsdom does not have; the chart has its own tests.
vi.mock('../ui/RankChart', () => ({ default: () => <div data-testid="rank-chart" /> }));

const keyword = (id: number, word: string, representative = false): RankKeyword => ({
  id,
  keyword: word,
  representative,
  status: 'ok',
  current: 4,
  previous: 4,
  change: { kind: 'same' },
  changeLabel: '-',
  note: { kind: 'none' },
  refreshing: false,
});

const point = (day: string, rank: number | null) => ({
  at: Date.parse(`${day}T00:00:00+09:00`),
  dateLabel: day.replaceAll('-', '.'),
  shortLabel: day.slice(5).replace('-', '.'),
  rank,
});

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function open(states: Record<number, HistoryState>, initialId?: number) {
  const keywords = [keyword(1, 'gangnam cafe', true), keyword(2, 'seoul cafe')];
  view = mount(
    <RankHistoryDialog
      source={placeSource}
      title="chart"
      subtitle="place"
      keywords={keywords}
      initialId={initialId}
      renderKeyword={(k) => (
        <KeywordHistory keyword={k} state={states[k.id]!} source={placeSource} emptyHint="hint" />
      )}
      onClose={() => {}}
    />,
  );
  return view;
}

describe('RankHistoryDialog', () => {
  it('opens on the asked keyword; a day without a record stays in the table as a gap', async () => {
    const ok: HistoryState = {
      status: 'ok',
      data: {
        points: [point('2026-11-20', 9), point('2026-11-23', null)],
        changes: [{ day: '2026-11-21', at: Date.parse('2026-11-21T00:00:00+09:00'), text: 'keyword added' }],
        best: 9,
      },
    };
    const v = open({ 1: { status: 'pending' }, 2: ok }, 2);
    await act(async () => {});
    const tabs = v.all('history-tab');
    expect(tabs.map((t) => t.getAttribute('data-state'))).toEqual(['inactive', 'active']);
    expect(v.all('history-row').map((r) => r.textContent)).toEqual([
      `2026.11.23${ko.rankAlerts.changesLegend}${placeSource.outOfRank}`,
      '2026.11.209위',
    ]);
    expect(v.all('history-gap').map((r) => r.textContent)).toEqual([
      `2026.11.22${ko.placeRankUi.noRecord}`,
      `2026.11.21${ko.placeRankUi.noRecord}`,
    ]);
    expect(v.text('best-rank')).toContain('9위');
    expect(v.all('history-change').map((c) => c.textContent)).toEqual(['2026.11.21keyword added']);
  });

  it('shows loading, a retry on failure, and the empty hint', async () => {
    const retry = vi.fn();
    const v = open({ 1: { status: 'error', text: 'failed', retry }, 2: { status: 'pending' } });
    expect(document.body.textContent).toContain('failed');
    const button = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes(ko.common.retry),
    );
    await v.click(button!);
    expect(retry).toHaveBeenCalled();
    v.unmount();
    view = open({
      1: { status: 'ok', data: { points: [], changes: [], best: null } },
      2: { status: 'pending' },
    });
    expect(document.body.textContent).toContain(ko.placeRankUi.noHistory);
    expect(document.body.textContent).toContain('hint');
  });

  it('marks the day the method changed and names what an outside day read (issue 36 §2)', async () => {
    const place = { source: 'naver-place', surface: 'place', device: 'pc', depth: 300 } as const;
    const apify = { source: 'apify', surface: 'place', device: 'mobile', depth: 120 } as const;
    const ok: HistoryState = {
      status: 'ok',
      data: {
        points: [
          { ...point('2026-11-20', 9), provenance: place },
          { ...point('2026-11-21', null), provenance: apify },
        ],
        changes: [],
        best: 9,
      },
    };
    const v = open({ 1: ok, 2: { status: 'pending' } }, 1);
    await act(async () => {});
    expect(v.all('history-row').map((r) => r.textContent)).toEqual([
      `2026.11.21${ko.rankProvenance.methodChanged}120위 밖 · 플레이스 목록 120위까지 확인`,
      '2026.11.209위',
    ]);
    expect(v.all('history-method-change').map((c) => c.textContent)).toEqual([
      '2026.11.21수집 방식 변경: 네이버 플레이스 · 플레이스 목록 → Apify · 플레이스 목록',
    ]);
  });
});
