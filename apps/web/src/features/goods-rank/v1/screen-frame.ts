import * as ko from '@seller/shared/messages/sections';
import type { ScreenFrameSpec } from '../../../components/ui/ScreenFrame';

/** The screen's frame: its section's classes, title and introduction. */
export const goodsRankV1Frame: ScreenFrameSpec = {
  className: 'mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 sm:py-10',
  title: ko.routes.myTrackingrank,
  intro: ko.goodsRankV1.intro,
};
