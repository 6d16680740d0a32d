import { lazy, Suspense, useState } from 'react';
import { FileUp } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import type { BulkKind } from '@seller/shared/schemas/bulk-add';
import { Button } from '../../components/ui/Button';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The dialog (its table, upload and confirm) loads on the first click, not with the list.
const BulkAddDialog = lazy(() =>
  lazyWithRetry(() => import('./BulkAddDialog')).then((m) => ({ default: m.BulkAddDialog })),
);

/** "엑셀로 일괄 추가" on the goods and place rank pages (the app puts it there). */
export function BulkAddButton({ kind }: { kind: BulkKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" data-testid={`bulk-add-open-${kind}`} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        {ko.bulkAdd.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkAddDialog kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
