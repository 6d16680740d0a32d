import type { ReactNode } from 'react';
import * as ko from '@seller/shared/messages/sections';
import { BannerCarousel } from './components/BannerCarousel';
import { FeatureCards } from './components/FeatureCards';
import { KeywordSearch } from './components/KeywordSearch';

/**
 * Home (spec 01 §2.3). The notice and the ad slot come from other features, so the app passes
 * them in rather than this feature importing them.
 */
export function HomePage({ noticeSlot, bottomSlot }: { noticeSlot?: ReactNode; bottomSlot?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:py-8">
      <h1 className="sr-only">{ko.app.name}</h1>
      {noticeSlot}
      <BannerCarousel />
      <KeywordSearch />
      <FeatureCards />
      {bottomSlot}
    </div>
  );
}
