import { useId, useState } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose } from '../../../components/ui/Dialog';
import { useSaveMemo } from '../hooks/use-goods-actions';
import { failureMessage } from '../model/rules';
import type { GoodsRowView } from '../model/view-model';

const t = ko.goodsRankUi;
/** The server accepts up to 500 characters (memoBody). */
const MEMO_MAX = 500;

export function MemoDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const id = useId();
  const [content, setContent] = useState(view.row.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMemo();
  const length = content.length;

  const submit = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { gdpSn: view.gdpSn, midNo: view.row.midNo, content },
      {
        onSuccess: () => {
          toast.success(t.memoSaved);
          onClose();
        },
        onError: (err) => setError(failureMessage(err, ko.goodsRank.memoSaveFailed)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.memoTitle}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{ko.common.cancel}</Button>
          </DialogClose>
          <Button data-testid="memo-save" loading={save.isPending} onClick={submit}>
            {ko.common.save}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="sr-only">
        {t.memoTitle}
      </label>
      <textarea
        id={id}
        data-testid="memo-input"
        value={content}
        maxLength={MEMO_MAX}
        rows={6}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t.memoPlaceholder}
        className="mt-4 w-full resize-y rounded-lg border border-slate-300 px-3.5 py-2.5 text-[15px] focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-200"
      />
      <div className="mt-1 flex justify-between gap-2 text-[13px]">
        <p role="alert" className="font-medium text-red-600">
          {error}
        </p>
        <p className="shrink-0 text-slate-500 tabular-nums" aria-live="polite">
          {length}/{MEMO_MAX}
        </p>
      </div>
    </Dialog>
  );
}
