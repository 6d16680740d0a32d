// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { goodsSource } from '../../features/goods-rank/model/rank-source';
import type { RankKeyword } from './model';
import { ChangeMark, CheckNote, CurrentRank } from './RankParts';
import { mount } from './test-dom';

const searchapi = {
  source: 'searchapi',
  surface: 'plus-store',
  device: 'pc',
  depth: 500,
  checkedAt: null,
} as const;

const keyword = (over: Partial<RankKeyword>): RankKeyword => ({
  id: 1,
  keyword: 'chair',
  representative: true,
  status: 'ok',
  current: null,
  previous: 12,
  change: { kind: 'out' },
  changeLabel: '★',
  note: { kind: 'checked', when: '11.22 12:00' },
  refreshing: false,
  provenance: searchapi,
  ...over,
});

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const line = (k: RankKeyword) =>
  mount(
    <div>
      <CurrentRank keyword={k} source={goodsSource} />
      <CheckNote keyword={k} source={goodsSource} />
      <ChangeMark keyword={k} />
    </div>,
  );

describe('a keyword line says where its rank came from (issue 36 §2)', () => {
  it('"500위 밖" names the depth and the surface that were read', () => {
    view = line(keyword({}));
    expect(document.body.textContent).toContain('500위 밖');
    expect(view.text('check-note')).toBe('11.22 12:00 확인 · N+스토어 500위까지 확인');
    // A shorter list read: the depth that was really reached.
    view.unmount();
    view = line(keyword({ provenance: { ...searchapi, surface: 'price-comparison', depth: 230 } }));
    expect(document.body.textContent).toContain('230위 밖');
    expect(view.text('check-note')).toBe('11.22 12:00 확인 · 가격비교 230위까지 확인');
  });

  it('a ranked keyword names its list; a change of method shows instead of ▲/▼', () => {
    view = line(
      keyword({
        current: 3,
        previous: 40,
        change: { kind: 'method' },
        changeLabel: '수집 방식 변경',
        changedFrom: { source: 'naver-openapi', surface: 'price-comparison' },
      }),
    );
    expect(view.text('check-note')).toBe('11.22 12:00 확인 · N+스토어 · 수집 방식 변경');
    const mark = view.byTestId('rank-change');
    expect(mark.textContent).toBe('수집 방식 변경');
    expect(mark.textContent).not.toMatch(/[▲▼]/);
    expect(mark.title).toBe('수집 방식 변경: 네이버 쇼핑 API(종료) · 가격비교 → SearchApi · N+스토어');
  });
});
