import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { MAX_KEYWORDS } from '@seller/shared/rules/goods-rank';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { RepresentativeBadge } from '../components/KeywordRanks';
import { useAddKeyword, useDeleteKeyword, useSetRepresentative } from '../hooks/use-goods-actions';
import { failureMessage, keywordAddError } from '../model/rules';
import type { GoodsRowView, KeywordView } from '../model/view-model';

const g = ko.goodsRank;
const t = ko.goodsRankUi;

type Notice = { text: string; tone: 'error' | 'info' } | null;

function rankLabel(k: KeywordView): string {
  if (k.status === 'pending') return t.checking;
  if (k.status === 'failed') return t.checkFailed;
  return k.current === null ? t.outOfRank : t.rank(formatNumber(k.current));
}

/** Spec 02 §5: add (up to 5, no duplicates), choose the representative, delete the others. */
export function KeywordsDialog({ view, onClose }: { view: GoodsRowView; onClose: () => void }) {
  const id = useId();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const add = useAddKeyword();
  const represent = useSetRepresentative();
  const remove = useDeleteKeyword();
  const adding = useRef(false);

  const keywords = view.keywords;
  const chosen = keywords.find((k) => k.gdkdSn === selected) ?? null;
  const fail = (text: string) => setNotice({ text, tone: 'error' });

  const submitAdd = (e: FormEvent) => {
    e.preventDefault();
    const problem = keywordAddError(
      input,
      keywords.map((k) => k.keyword),
      adding.current || add.isPending,
    );
    if (problem) return fail(problem);
    setNotice(null);
    adding.current = true;
    add.mutate(
      { gdpSn: view.gdpSn, keyword: input.trim() },
      {
        onSuccess: () => {
          setInput('');
          toast.success(t.keywordAdded);
        },
        onError: (err) => fail(failureMessage(err, g.keywordAddFailed)),
        onSettled: () => {
          adding.current = false;
        },
      },
    );
  };

  const makeRepresentative = () => {
    if (!chosen) return fail(g.chooseKeyword);
    if (chosen.representative) return setNotice({ text: t.alreadyRepresentative, tone: 'info' });
    setNotice(null);
    represent.mutate(
      { gdpSn: view.gdpSn, gdkdSn: chosen.gdkdSn },
      {
        onSuccess: () => toast.success(t.representativeSet),
        onError: (err) => fail(failureMessage(err, g.representativeSetFailed)),
      },
    );
  };

  const askDelete = () => {
    if (!chosen) return fail(g.chooseKeyword);
    if (chosen.representative) return fail(g.representativeCannotDelete);
    setNotice(null);
    setConfirming(true);
  };

  const confirmDelete = () => {
    if (!chosen || remove.isPending) return;
    remove.mutate(chosen.gdkdSn, {
      onSuccess: () => {
        toast.success(t.keywordDeleted);
        setSelected(null);
      },
      onError: (err) => fail(failureMessage(err, g.keywordDeleteFailed)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.keywordsTitle} className="max-w-lg">
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{view.title ?? t.lookupPending}</p>
      <form onSubmit={submitAdd} noValidate className="mt-4 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t.keywordLabel}
        </label>
        <Input
          id={id}
          data-testid="keyword-input"
          value={input}
          maxLength={100}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t.keywordPlaceholder}
          className="flex-1"
        />
        <Button type="submit" data-testid="keyword-add" loading={add.isPending} className="h-11">
          {t.add}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-between text-[13px] text-slate-500">
        <span>{t.keywordPickHint}</span>
        <span className="tabular-nums" data-testid="keyword-count">
          {t.keywordCount(keywords.length, MAX_KEYWORDS)}
        </span>
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">{t.keywordsTitle}</legend>
        {keywords.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-500">{t.noKeywords}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {keywords.map((k) => (
              <li key={k.gdkdSn}>
                <label
                  data-testid="keyword-item"
                  data-gdkdsn={k.gdkdSn}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50',
                    selected === k.gdkdSn && 'bg-brand-50/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-keyword`}
                    checked={selected === k.gdkdSn}
                    onChange={() => setSelected(k.gdkdSn)}
                    className="accent-brand-600"
                  />
                  {k.representative && <RepresentativeBadge />}
                  <span className="min-w-0 flex-1 truncate text-slate-800">{k.keyword}</span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">{rankLabel(k)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p
        role={notice?.tone === 'error' ? 'alert' : 'status'}
        data-testid="keyword-notice"
        className={cn(
          'mt-2 min-h-5 text-[13px] font-medium',
          notice?.tone === 'error' ? 'text-red-600' : 'text-slate-600',
        )}
      >
        {notice?.text}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" data-testid="keyword-delete" onClick={askDelete} loading={remove.isPending}>
          {t.delete}
        </Button>
        <Button
          variant="secondary"
          data-testid="keyword-representative"
          onClick={makeRepresentative}
          loading={represent.isPending}
        >
          {t.setRepresentative}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.deleteKeywordTitle}
        text={chosen ? t.deleteKeywordText(chosen.keyword) : ''}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Dialog>
  );
}
