import { Link } from 'react-router';
import { ArrowRight, MapPin, TrendingUp } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';

const CARDS = [
  {
    to: '/myPlaceTracking',
    title: ko.home.placeCardTitle,
    text: ko.home.placeCardText,
    badge: ko.home.freeBadge,
    icon: MapPin,
    tone: 'bg-teal-50 text-teal-700',
  },
  {
    to: '/goodsTrackingRouter',
    title: ko.home.goodsCardTitle,
    text: ko.home.goodsCardText,
    badge: null,
    icon: TrendingUp,
    tone: 'bg-brand-50 text-brand-700',
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="home-cards-title">
      <h2 id="home-cards-title" className="text-xl font-bold text-slate-900">
        {ko.home.cardsTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {CARDS.map(({ to, title, text, badge, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg"
            >
              <span className="flex items-center gap-2">
                <span className={`flex size-11 items-center justify-center rounded-2xl ${tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {badge && (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-700">
                    {badge}
                  </span>
                )}
              </span>
              <span className="mt-4 text-lg font-bold text-slate-900">{title}</span>
              <span className="mt-1.5 flex-1 text-[15px] leading-relaxed text-slate-600">{text}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {ko.home.cardCta}
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
