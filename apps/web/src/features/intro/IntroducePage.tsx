import { Link } from 'react-router';
import { BarChart3, CheckCircle2, Clock3, Coins, MapPin, Search, TrendingUp } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { COIN_COST_REGISTER, TRACKING_DAYS } from '@seller/shared/constants/coins';
import { Button } from '../../components/ui/Button';

const t = ko.intro;
// Same order as ko.intro.features.
const ICONS = [MapPin, TrendingUp, Clock3, Search, BarChart3];
const TONES = [
  'bg-teal-50 text-teal-700',
  'bg-brand-50 text-brand-700',
  'bg-slate-100 text-slate-700',
  'bg-amber-50 text-amber-700',
  'bg-violet-50 text-violet-700',
];

/** /Introduce: what the toolkit does and how the coin membership works. */
export function IntroducePage() {
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <p className="text-sm font-bold text-brand-700">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl">{t.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg">
            {t.text}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/myPlaceTracking">{t.startCta}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/coin">{t.membershipCta}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="intro-features">
        <h2 id="intro-features" className="text-2xl font-bold text-slate-900">
          {t.featuresTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {t.features.map((feature, i) => {
            const Icon = ICONS[i] ?? CheckCircle2;
            return (
              <li key={feature.title} className="rounded-3xl border border-slate-200 bg-white p-6">
                <span
                  className={`flex size-11 items-center justify-center rounded-2xl ${TONES[i] ?? TONES[0]}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-4" aria-labelledby="intro-membership">
        <div className="grid gap-8 rounded-3xl bg-slate-900 p-8 text-white sm:p-10 md:grid-cols-[1.2fr_1fr]">
          <div>
            <span className="flex size-11 items-center justify-center rounded-2xl bg-white/10 text-amber-300">
              <Coins aria-hidden="true" className="size-5" />
            </span>
            <h2 id="intro-membership" className="mt-4 text-2xl font-bold">
              {t.membershipTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-300">
              {t.membershipText(COIN_COST_REGISTER, TRACKING_DAYS)}
            </p>
          </div>
          <ul className="flex flex-col justify-center gap-3">
            {t.membershipPoints.map((point) => (
              <li key={point} className="flex gap-2 text-[15px] text-slate-200">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="intro-for-whom">
        <h2 id="intro-for-whom" className="text-2xl font-bold text-slate-900">
          {t.forWhomTitle}
        </h2>
        <ul className="mt-6 grid gap-3 md:grid-cols-3">
          {t.forWhom.map((who) => (
            <li key={who} className="flex gap-2 rounded-2xl bg-slate-50 p-5 text-[15px] text-slate-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {who}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default IntroducePage;
