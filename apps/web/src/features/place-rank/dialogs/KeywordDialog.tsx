import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { MAX_PLACE_KEYWORDS } from '@seller/shared/rules/place-rank';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { Input } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { CurrentRank, RepresentativeMark } from '../components/RankParts';
import { useAddPlaceKeyword, useChoosePlaceKeyword, useDeletePlaceKeyword } from '../hooks/use-place-actions';
import { actionFailure, keywordAddError } from '../model/rules';
import type { PlaceView } from '../model/view-model';

const m = ko.placeRank;
const t = ko.placeRankUi;

type Notice = { text: string; tone: 'error' | 'info' } | null;
type Confirming = 'representative' | 'delete' | null;

/**
 * The keyword popup (spec 02 §5): add up to 5 keywords, no duplicates; change the representative
 * keyword after a confirmation (a notice when it already is); delete after a confirmation.
 */
export function KeywordDialog({ place, onClose }: { place: PlaceView; onClose: () => void }) {
  const id = useId();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const add = useAddPlaceKeyword();
  const choose = useChoosePlaceKeyword();
  const remove = useDeletePlaceKeyword();
  const adding = useRef(false);

  const keywords = place.keywords;
  const chosen = keywords.find((k) => k.plkwrdSn === selected) ?? null;
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
      { plceSn: place.plceSn, placeId: place.placeId, keyword: input.trim() },
      {
        onSuccess: (answer) => {
          setInput('');
          toast.success(answer?.message || m.keywordAdded);
        },
        onError: (err) => fail(actionFailure(err, m.keywordAddFailed)),
        onSettled: () => {
          adding.current = false;
        },
      },
    );
  };

  const askRepresentative = () => {
    if (!chosen) return fail(m.chooseKeyword);
    if (chosen.representative) return setNotice({ text: m.alreadyRepresentative, tone: 'info' });
    setNotice(null);
    setConfirming('representative');
  };

  const askDelete = () => {
    if (!chosen) return fail(m.chooseKeyword);
    if (chosen.representative) return fail(m.representativeCannotDelete);
    setNotice(null);
    setConfirming('delete');
  };

  const confirm = () => {
    if (!chosen) return setConfirming(null);
    if (confirming === 'representative') {
      choose.mutate(
        { plceSn: place.plceSn, plkwrdSn: chosen.plkwrdSn },
        {
          onSuccess: (answer) => {
            if (answer?.data?.changed === false)
              setNotice({ text: answer.message || m.alreadyRepresentative, tone: 'info' });
            else toast.success(answer?.message || m.representativeSet);
          },
          onError: (err) => fail(actionFailure(err, m.representativeSetFailed)),
          onSettled: () => setConfirming(null),
        },
      );
    } else if (confirming === 'delete') {
      remove.mutate(chosen.plkwrdSn, {
        onSuccess: (answer) => {
          toast.success(answer?.message || m.keywordDeleted);
          setSelected(null);
        },
        onError: (err) => fail(actionFailure(err, m.keywordDeleteFailed)),
        onSettled: () => setConfirming(null),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.keywordsTitle} className="max-w-lg">
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{place.name ?? t.unnamed}</p>
      <form onSubmit={submitAdd} noValidate className="mt-4 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t.newKeyword}
        </label>
        <Input
          id={id}
          data-testid="keyword-input"
          value={input}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setInput(e.target.value)}
          placeholder={t.newKeywordPlaceholder}
          className="flex-1"
        />
        <Button type="submit" data-testid="keyword-add" loading={add.isPending} className="h-11">
          {t.add}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-between text-[13px] text-slate-500">
        <span>{t.keywordPickHint}</span>
        <span className="tabular-nums" data-testid="keyword-count">
          {t.keywordCount(keywords.length, MAX_PLACE_KEYWORDS)}
        </span>
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">{t.keywordsTitle}</legend>
        {keywords.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-500">{t.noKeywords}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {keywords.map((k) => (
              <li key={k.plkwrdSn}>
                <label
                  data-testid="keyword-item"
                  data-plkwrdsn={k.plkwrdSn}
                  data-representative={k.representative || undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50',
                    selected === k.plkwrdSn && 'bg-brand-50/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-keyword`}
                    checked={selected === k.plkwrdSn}
                    onChange={() => setSelected(k.plkwrdSn)}
                    className="accent-brand-600"
                  />
                  {k.representative && <RepresentativeMark />}
                  <span className="min-w-0 flex-1 truncate text-slate-800">{k.keyword}</span>
                  <span className="shrink-0">
                    <CurrentRank keyword={k} />
                  </span>
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
          notice?.tone === 'error' ? 'text-red-600' : 'text-brand-700',
        )}
      >
        {notice?.text}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" data-testid="keyword-delete" onClick={askDelete}>
          {t.delete}
        </Button>
        <Button variant="secondary" data-testid="keyword-representative" onClick={askRepresentative}>
          {t.setRepresentative}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'representative'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.representativeTitle}
        text={chosen ? t.representativeText(chosen.keyword) : ''}
        confirmLabel={t.change}
        tone="primary"
        loading={choose.isPending}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.deleteKeywordTitle}
        text={chosen ? t.deleteKeywordText(chosen.keyword) : ''}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onConfirm={confirm}
      />
    </Dialog>
  );
}
