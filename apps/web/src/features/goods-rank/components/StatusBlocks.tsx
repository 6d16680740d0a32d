import { TriangleAlert } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { TopUpLink } from './RowParts';

const t = ko.goodsRankUi;

/** Coins will not cover the next automatic renewals. */
export function ShortfallBanner() {
  return (
    <div
      role="alert"
      data-testid="renewal-shortfall"
      className="flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
      <p>
        {t.shortfall} <TopUpLink />
      </p>
    </div>
  );
}
