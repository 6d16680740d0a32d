import * as ko from '@seller/shared/messages/sections';
import { formatNumber } from '@seller/shared/rules/kst';
import { formatWon } from '@seller/shared/rules/provider-usage';
import type { UsageEconomics } from '@seller/shared/schemas/provider-usage';

const t = ko.providerUsage;
const wonOrDash = (won: number | null) => (won === null ? t.notAvailable : formatWon(won));

/** Cost per tracked product against the coins those products earned, and how it is computed. */
export function EconomicsCard({ economics: e }: { economics: UsageEconomics }) {
  const items: [string, string, string?][] = [
    [t.costInRange, formatWon(e.costWon)],
    [t.trackedProducts, formatNumber(e.products), t.trackedKeywords(formatNumber(e.keywords))],
    [t.costPerProduct, wonOrDash(e.costPerProductWon)],
    [
      t.coinsEarned,
      formatWon(e.earnedWon),
      t.coinsEarnedDetail(formatNumber(e.coinsEarned), formatNumber(e.wonPerCoin)),
    ],
    [t.earnedPerProduct, wonOrDash(e.earnedPerProductWon)],
    [t.costShare, e.costSharePercent === null ? t.notAvailable : `${e.costSharePercent}%`],
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="usage-economics">
      <h2 className="font-bold text-slate-900">{t.economicsTitle}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(([label, value, detail]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{value}</dd>
            {detail && <dd className="text-xs text-slate-500">{detail}</dd>}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-500">{t.economicsHow}</p>
    </section>
  );
}
