import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import { BANNER_INTERVAL_MS, stepSlide } from '../carousel';
import { PlaceArt, RankArt } from './SlideArt';

const SLIDES = [
  {
    ...ko.home.slides[0],
    to: '/goodsTrackingRouter',
    bg: 'from-brand-700 via-brand-600 to-indigo-500',
    Art: RankArt,
  },
  {
    ...ko.home.slides[1],
    to: '/myPlaceTracking',
    bg: 'from-teal-700 via-teal-600 to-emerald-500',
    Art: PlaceArt,
  },
];

const controlClass =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white transition hover:bg-white/30 focus-visible:outline-white';

/**
 * Home banner (spec 01 §2.3): two slides turning every 10 s, with previous/next and an n/total
 * counter. It holds still while hovered or focused, and can be paused (WCAG 2.2.2).
 */
export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const total = SLIDES.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused) return;
    // Restarted on every change, so a manual step also gets a full 10 s before the next turn.
    const timer = window.setTimeout(() => setIndex((i) => stepSlide(i, 1, total)), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, total]);

  return (
    <section
      aria-roledescription={ko.home.carouselRole}
      aria-label={ko.home.carouselLabel}
      data-testid="banner-carousel"
      className="relative overflow-hidden rounded-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative h-[340px] sm:h-[300px]" aria-live={paused ? 'polite' : 'off'}>
        {SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.to}
              role="group"
              aria-roledescription={ko.home.slideRole}
              aria-label={`${i + 1} / ${total}`}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'absolute inset-0 flex bg-gradient-to-br transition-opacity duration-700',
                slide.bg,
                active ? 'opacity-100' : 'opacity-0',
              )}
            >
              <div className="relative z-10 flex flex-1 flex-col justify-center gap-3 px-6 pb-14 sm:px-12 sm:pb-6">
                <p className="text-sm font-semibold text-white/80">{slide.eyebrow}</p>
                <h2 className="text-2xl leading-snug font-bold text-white sm:text-[32px]">
                  {slide.headline}
                </h2>
                <p className="max-w-md text-[15px] text-white/85">{slide.text}</p>
                <Link
                  to={slide.to}
                  className="mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm transition hover:bg-slate-100 focus-visible:outline-white"
                >
                  {slide.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <div className="pointer-events-none absolute right-0 bottom-0 hidden h-full w-[44%] items-center pr-8 sm:flex">
                <slide.Art />
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute right-4 bottom-4 z-20 flex items-center gap-2 sm:right-6 sm:bottom-5">
        <button
          type="button"
          className={controlClass}
          aria-label={stopped ? ko.home.carouselPlay : ko.home.carouselPause}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={ko.home.carouselPrev}
          onClick={() => setIndex((i) => stepSlide(i, -1, total))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <span className="min-w-12 rounded-full bg-black/20 px-2.5 py-1 text-center text-xs font-semibold text-white tabular-nums">
          <span aria-hidden="true" data-testid="banner-counter">
            {index + 1} / {total}
          </span>
          <span className="sr-only">{ko.home.slideCounterLabel(index + 1, total)}</span>
        </span>
        <button
          type="button"
          className={controlClass}
          aria-label={ko.home.carouselNext}
          onClick={() => setIndex((i) => stepSlide(i, 1, total))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
