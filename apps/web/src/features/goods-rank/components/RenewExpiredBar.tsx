import { Suspense, lazy, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import type { GoodsRowView } from '../model/view-model';

const RenewExpiredDialog = lazy(() =>
  import('../dialogs/RenewExpiredDialog').then((m) => ({ default: m.RenewExpiredDialog })),
);

const t = ko.goodsRankUi;

/** 모두 연장 (issue 39 §3): shown while any product has expired; opens the quoted confirm. */
export function RenewExpiredBar({ rows }: { rows: readonly GoodsRowView[] }) {
  const [open, setOpen] = useState(false);
  const expired = rows.filter((r) => r.expired);
  if (expired.length === 0 && !open) return null;
  const titles = new Map(rows.map((r) => [r.gdpSn, r.title ?? t.lookupPending]));
  return (
    <>
      {expired.length > 0 && (
        <div className="flex justify-end">
          <Button variant="outline" data-testid="renew-all-open" onClick={() => setOpen(true)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t.renewAllButton(expired.length)}
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <RenewExpiredDialog titles={titles} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
