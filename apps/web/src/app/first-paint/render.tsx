import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { FIRST_PAINT_ID } from '@seller/shared/constants/boot-data';
import { ScreenFrame, type ScreenFrameSpec } from '../../components/ui/ScreenFrame';
import { goodsRankFrame } from '../../features/goods-rank/screen-frame';
import { goodsRankV1Frame } from '../../features/goods-rank/v1/screen-frame';
import { keywordAnalysisFrame } from '../../features/keyword-analysis/screen-frame';
import { keywordScoreFrame } from '../../features/keyword-score/screen-frame';
import { placeRankFrame } from '../../features/place-rank/screen-frame';
import { rankingBoardFrame } from '../../features/ranking-board/screen-frame';
import { LAYOUT_CLASS, MAIN_CLASS } from '../layouts/shell-classes';
import type { Screen } from '../route-table';
import { HeaderBar, MainNav } from '../shell/HeaderBar';

/**
 * Build time only (plugins/first-paint.ts runs it in Node; the app never imports it): the markup
 * the server puts inside `#root` for each path, painted as soon as the HTML and the stylesheet
 * have arrived instead of after the app's scripts have run. It is the header bar with the main
 * menu (the same for every visitor; the member's actions appear when the app starts) and, for
 * the tool screens, the screen's title and introduction. React replaces it on its first render;
 * the screen's frame is kept on screen until the screen itself has rendered
 * (FirstPaintFallback.tsx).
 */
export const SCREEN_FRAMES: Partial<Record<Screen, ScreenFrameSpec>> = {
  goodsRank: goodsRankFrame,
  goodsRankV1: goodsRankV1Frame,
  placeRank: placeRankFrame,
  keywordAnalysis: keywordAnalysisFrame,
  keywordScore: keywordScoreFrame,
  rankingBoard: rankingBoardFrame,
};

const ignore = () => undefined;

/** The first paint of `path`; with `frame` false (a visitor on a members' screen) the bar only. */
export function renderFirstPaint(path: string, screen: Screen, frame: boolean): string {
  const spec = frame ? SCREEN_FRAMES[screen] : undefined;
  return renderToStaticMarkup(
    // The router only sets the menu's current item (NavLink), as the app's first render does.
    <MemoryRouter initialEntries={[path]}>
      <div className={LAYOUT_CLASS}>
        <HeaderBar>
          <MainNav onComingSoon={ignore} />
        </HeaderBar>
        <main id="main" className={MAIN_CLASS}>
          {spec && <ScreenFrame spec={spec} id={FIRST_PAINT_ID} />}
        </main>
      </div>
    </MemoryRouter>,
  );
}
