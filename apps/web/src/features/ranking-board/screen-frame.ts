import * as ko from '@seller/shared/messages/sections';
import type { ScreenFrameSpec } from '../../components/ui/ScreenFrame';

/** The screen's frame: its section's classes, title and introduction. */
export const rankingBoardFrame: ScreenFrameSpec = {
  className: 'mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8 sm:py-10',
  title: ko.routes.rankup,
  intro: ko.rankingBoardUi.intro,
};
