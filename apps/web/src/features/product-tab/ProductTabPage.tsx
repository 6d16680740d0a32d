import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BarChart3, Clock3, Lock, MapPin, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../lib/cn';
import { MessageDialog } from '../../components/ui/MessageDialog';

const t = ko.productTab;

interface Card {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tone: string;
  badge?: string;
  agencyOnly?: boolean;
}

const CARDS: Card[] = [
  {
    to: '/myPlaceTracking',
    title: t.placeTitle,
    text: t.placeText,
    icon: MapPin,
    tone: 'bg-teal-50 text-teal-700',
    badge: t.freeBadge,
  },
  {
    to: '/goodsTrackingRouter',
    title: t.goodsV2Title,
    text: t.goodsV2Text,
    icon: TrendingUp,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    to: '/myTrackingrank',
    title: t.goodsV1Title,
    text: t.goodsV1Text,
    icon: Clock3,
    tone: 'bg-slate-100 text-slate-700',
    badge: t.goodsV1Badge,
  },
  {
    to: '/myTrackingJisuCheck',
    title: t.agencyTitle,
    text: t.agencyText,
    icon: BarChart3,
    tone: 'bg-violet-50 text-violet-700',
    agencyOnly: true,
  },
];

const cardClass = 'group flex h-full w-full flex-col rounded-3xl border bg-white p-6 text-left transition';

/**
 * Product dashboard (spec 01 §2.4). The agency card is greyed with an agency-only label for members who
 * are neither managers nor agencies; a click explains why instead of navigating.
 */
export function ProductTabPage({ canUseAgencyTools }: { canUseAgencyTools: boolean }) {
  const [alertOpen, setAlertOpen] = useState(false);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.text}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {CARDS.map((card) => {
          const locked = card.agencyOnly === true && !canUseAgencyTools;
          const body = <CardBody card={card} locked={locked} />;
          return (
            <li key={card.to}>
              {locked ? (
                <button
                  type="button"
                  data-testid="agency-card"
                  onClick={() => setAlertOpen(true)}
                  className={cn(
                    cardClass,
                    // Greyed without opacity, so the text keeps its contrast (axe, WCAG 1.4.3).
                    'border-slate-200 bg-slate-50 grayscale hover:border-slate-300',
                  )}
                >
                  {body}
                </button>
              ) : (
                <Link
                  to={card.to}
                  data-testid={card.agencyOnly ? 'agency-card' : undefined}
                  className={cn(
                    cardClass,
                    'border-slate-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg',
                  )}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <MessageDialog
        open={alertOpen}
        onOpenChange={setAlertOpen}
        title={t.agencyAlertTitle}
        text={t.agencyAlertText}
      />
    </div>
  );
}

function CardBody({ card, locked }: { card: Card; locked: boolean }) {
  const Icon = card.icon;
  return (
    <>
      <span className="flex items-center gap-2">
        <span className={cn('flex size-11 items-center justify-center rounded-2xl', card.tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {card.badge && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">
            {card.badge}
          </span>
        )}
        {locked && (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-1 text-xs font-bold text-slate-700">
            <Lock aria-hidden="true" className="size-3.5" />
            {t.agencyOnly}
          </span>
        )}
      </span>
      <span className="mt-4 text-lg font-bold text-slate-900">{card.title}</span>
      <span className="mt-1.5 flex-1 text-[15px] leading-relaxed text-slate-600">{card.text}</span>
      {!locked && (
        <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          {t.open}
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      )}
    </>
  );
}
