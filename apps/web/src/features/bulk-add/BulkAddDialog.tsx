import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ko from '@seller/shared/messages/sections';
import type { BulkKind, BulkPreview, BulkResult } from '@seller/shared/schemas/bulk-add';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose } from '../../components/ui/Dialog';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { useKeyedMutation } from '../../lib/use-keyed-mutation';
import { confirmImport, uploadSheet } from './api/bulk-add-api';
import { PreviewTable } from './PreviewTable';
import { ResultList } from './ResultList';
import { UploadStep } from './UploadStep';

const t = ko.bulkAdd;

/** What the confirm step says it will do ("N개 상품을 추가하고 M코인을 사용합니다."). */
const confirmText = (p: BulkPreview) =>
  p.kind === 'goods' ? t.confirmGoods(p.valid, formatNumber(p.coins)) : t.confirmPlace(p.valid);

/**
 * Bulk add (issue 29 §2): template → upload (checked row by row on the server) → preview with the
 * cost → a confirmation → the result. Confirm spends coins, so it goes with one Idempotency-Key per
 * uploaded file (a retry after a lost answer adds nothing twice).
 */
export function BulkAddDialog({ kind, onClose }: { kind: BulkKind; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [asking, setAsking] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);

  const confirm = useKeyedMutation({
    mutationFn: (importSn: number, key) => confirmImport(importSn, key),
    onSuccess: async (answer) => {
      setResult(answer);
      setAsking(false);
      // The lists and the header's balance show the new products, places and coins.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: kind === 'goods' ? queryKeys.goods.all : queryKeys.place.all,
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coins.all }),
      ]);
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadSheet(kind, file),
    onSuccess: (answer) => {
      setPreview(answer);
      setOnlyErrors(false);
      // A new file is a new submission: its confirm gets its own key.
      confirm.renewKey();
      confirm.reset();
    },
  });

  const title = kind === 'goods' ? t.titleGoods : t.titlePlace;
  const shown = preview && onlyErrors ? preview.rows.filter((r) => !r.ok) : (preview?.rows ?? []);
  const refusalId = 'bulk-add-refusal';

  let body;
  if (result) body = <ResultList result={result} />;
  else if (!preview)
    body = (
      <UploadStep
        kind={kind}
        busy={upload.isPending}
        error={upload.isError ? errorMessage(upload.error) : null}
        onFile={(file) => upload.mutate(file)}
      />
    );
  else
    body = (
      <div className="mt-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-800" data-testid="bulk-add-summary">
            {t.summary(preview.total, preview.valid, preview.total - preview.valid)}
          </p>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={onlyErrors}
              onChange={(e) => setOnlyErrors(e.target.checked)}
              data-testid="bulk-add-only-errors"
            />
            {t.onlyErrors}
          </label>
        </div>
        {shown.length > 0 ? (
          <PreviewTable kind={kind} rows={shown} />
        ) : (
          <p className="text-sm text-slate-600">{t.noErrors}</p>
        )}
        <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="bulk-add-cost">
          {kind === 'goods' ? (
            <>
              <p className="font-semibold">{t.cost(formatNumber(preview.coins))}</p>
              <p>{t.balanceAfter(formatNumber(preview.balance), formatNumber(preview.balanceAfter))}</p>
            </>
          ) : (
            <>
              <p>{t.free}</p>
              {preview.placeLimits && (
                <p>
                  {t.placeLimits(
                    preview.placeLimits.maxPlaces,
                    preview.placeLimits.daily,
                    preview.placeLimits.leftToday,
                  )}
                </p>
              )}
            </>
          )}
        </div>
        {preview.refusal && (
          <p
            id={refusalId}
            role="alert"
            className="text-sm font-medium text-red-600"
            data-testid="bulk-add-refusal"
          >
            {preview.refusal}
          </p>
        )}
        {asking && (
          <div
            className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-3"
            data-testid="bulk-add-confirm-step"
          >
            <p className="text-sm font-semibold text-slate-900">{confirmText(preview)}</p>
            <p className="text-sm text-slate-700">{t.confirmQuestion}</p>
            {confirm.isError && (
              <p
                role="alert"
                className="mt-1 text-sm font-medium text-red-600"
                data-testid="bulk-add-confirm-error"
              >
                {errorMessage(confirm.error)}
              </p>
            )}
            <div className="mt-3 flex justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setAsking(false)}
                disabled={confirm.isPending}
              >
                {t.confirmNo}
              </Button>
              <Button
                size="sm"
                autoFocus
                loading={confirm.isPending}
                data-testid="bulk-add-confirm-yes"
                onClick={() => confirm.submit(preview.importSn)}
              >
                {confirm.isPending ? t.adding : t.confirmYes}
              </Button>
            </div>
          </div>
        )}
      </div>
    );

  const footer = result ? (
    <DialogClose asChild>
      <Button data-testid="bulk-add-close">{t.close}</Button>
    </DialogClose>
  ) : preview ? (
    <>
      <Button variant="outline" onClick={() => setPreview(null)} disabled={confirm.isPending}>
        {t.another}
      </Button>
      <Button
        data-testid="bulk-add-confirm"
        disabled={!preview.confirmable || asking}
        aria-describedby={preview.refusal ? refusalId : undefined}
        onClick={() => setAsking(true)}
      >
        {t.confirm}
      </Button>
    </>
  ) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !confirm.isPending) onClose();
      }}
      title={title}
      className="flex max-h-[92vh] max-w-3xl flex-col overflow-y-auto p-4 sm:p-6"
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
