import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { keywordAddForm, type KeywordAddForm } from '@seller/shared/schemas/rank-tracking-forms';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { Input } from '../ui/Input';
import { cn } from '../../lib/cn';
import type { RankKeyword, RankSource, RankTexts } from './model';
import { CurrentRank, RepresentativeBadge } from './RankParts';

/** The texts of the keyword manager; both sources' message sections carry them. */
export interface KeywordManagerTexts extends RankTexts {
  keywordsTitle: string;
  newKeyword: string;
  newKeywordPlaceholder: string;
  add: string;
  keywordPickHint: string;
  keywordCount: (n: number, max: number) => string;
  noKeywords: string;
  delete: string;
  setRepresentative: string;
  deleteKeywordTitle: string;
  deleteKeywordText: (keyword: string) => string;
  chooseKeyword: string;
  alreadyRepresentative: string;
  representativeCannotDelete: string;
  keywordAdding: string;
  keywordAdded: string;
  keywordAddFailed: string;
  representativeSet: string;
  representativeSetFailed: string;
  keywordDeleted: string;
  keywordDeleteFailed: string;
}

/** A representative change that asks first (places); its texts. */
export interface RepresentativeConfirm {
  title: string;
  text: (keyword: string) => string;
  confirmLabel: string;
}

/** The server's answer to an action: its own message, and whether anything changed. */
export type ActionAnswer = { message?: string; changed?: boolean } | undefined;

export interface KeywordActions {
  add: (keyword: string) => Promise<ActionAnswer>;
  setRepresentative: (id: number) => Promise<ActionAnswer>;
  remove: (id: number) => Promise<ActionAnswer>;
  /** The message to show for a failed action: the server's own, or the action's fallback. */
  failure: (error: unknown, fallback: string) => string;
}

type Notice = { text: string; tone: 'error' | 'info' } | null;
type Confirming = 'representative' | 'delete' | null;

/**
 * The keyword popup of both rank-tracking screens (spec 02 §5): add up to `max` keywords, no
 * duplicates; choose the representative keyword (after a confirmation where the source asks for
 * one; a notice when it already is); delete any other keyword after a confirmation.
 */
export function KeywordManagerDialog({
  source,
  subtitle,
  keywords,
  max,
  actions,
  confirmRepresentative,
  onClose,
}: {
  source: RankSource<KeywordManagerTexts>;
  /** The product or place the keywords belong to. */
  subtitle: string;
  keywords: readonly RankKeyword[];
  max: number;
  actions: KeywordActions;
  confirmRepresentative?: RepresentativeConfirm;
  onClose: () => void;
}) {
  const t = source.texts;
  const id = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The mutation's pending flag reaches the next render only; a second Enter may come sooner.
  const adding = useRef(false);
  const form = useForm<KeywordAddForm>({
    resolver: zodResolver(
      keywordAddForm(
        keywords.map((k) => k.keyword),
        max,
      ),
    ),
    defaultValues: { keyword: '' },
  });
  const add = useMutation({ mutationFn: (keyword: string) => actions.add(keyword) });
  const represent = useMutation({ mutationFn: (id: number) => actions.setRepresentative(id) });
  const remove = useMutation({ mutationFn: (id: number) => actions.remove(id) });

  const chosen = keywords.find((k) => k.id === selected) ?? null;
  // The latest message wins: an action's notice replaces what the field check said.
  const say = (next: Notice) => {
    form.clearErrors();
    setNotice(next);
  };
  const fail = (text: string) => say({ text, tone: 'error' });
  const inputError = form.formState.errors.keyword?.message;
  const shown: Notice = inputError ? { text: inputError, tone: 'error' } : notice;
  const noticeId = `${id}-notice`;

  const submitAdd = form.handleSubmit(async ({ keyword }) => {
    setNotice(null);
    adding.current = true;
    try {
      const answer = await add.mutateAsync(keyword.trim());
      form.reset();
      toast.success(answer?.message || t.keywordAdded);
    } catch (err) {
      fail(actions.failure(err, t.keywordAddFailed));
    } finally {
      adding.current = false;
    }
  });

  const setRepresentative = (target: RankKeyword) =>
    represent.mutate(target.id, {
      onSuccess: (answer) => {
        if (answer?.changed === false) say({ text: answer.message || t.alreadyRepresentative, tone: 'info' });
        else toast.success(answer?.message || t.representativeSet);
      },
      onError: (err) => fail(actions.failure(err, t.representativeSetFailed)),
      onSettled: () => setConfirming(null),
    });

  const askRepresentative = () => {
    if (!chosen) return fail(t.chooseKeyword);
    if (chosen.representative) return say({ text: t.alreadyRepresentative, tone: 'info' });
    setNotice(null);
    if (confirmRepresentative) setConfirming('representative');
    else setRepresentative(chosen);
  };

  const askDelete = () => {
    if (!chosen) return fail(t.chooseKeyword);
    if (chosen.representative) return fail(t.representativeCannotDelete);
    setNotice(null);
    setConfirming('delete');
  };

  const confirmDelete = () => {
    if (!chosen || remove.isPending) return setConfirming(null);
    remove.mutate(chosen.id, {
      onSuccess: (answer) => {
        toast.success(answer?.message || t.keywordDeleted);
        setSelected(null);
      },
      onError: (err) => fail(actions.failure(err, t.keywordDeleteFailed)),
      onSettled: () => setConfirming(null),
    });
  };

  const closeConfirm = (open: boolean) => {
    if (!open) setConfirming(null);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.keywordsTitle} className="max-w-lg">
      <p className="mt-1 line-clamp-1 text-sm text-slate-500">{subtitle}</p>
      <form
        onSubmit={(e) => {
          // One keyword at a time: a second Enter while the first is sent says so.
          if (adding.current || add.isPending) {
            e.preventDefault();
            return fail(t.keywordAdding);
          }
          void submitAdd(e);
        }}
        noValidate
        className="mt-4 flex gap-2"
      >
        <label htmlFor={id} className="sr-only">
          {t.newKeyword}
        </label>
        <Input
          id={id}
          data-testid="keyword-input"
          maxLength={100}
          autoComplete="off"
          placeholder={t.newKeywordPlaceholder}
          invalid={Boolean(inputError)}
          aria-describedby={shown ? noticeId : undefined}
          className="flex-1"
          {...form.register('keyword', { onChange: () => setNotice(null) })}
        />
        <Button type="submit" data-testid="keyword-add" loading={add.isPending} className="h-11">
          {t.add}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-between gap-3 text-[13px] text-slate-500">
        <span>{t.keywordPickHint}</span>
        <span className="shrink-0 tabular-nums" data-testid="keyword-count">
          {t.keywordCount(keywords.length, max)}
        </span>
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">{t.keywordsTitle}</legend>
        {keywords.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-500">{t.noKeywords}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {keywords.map((k) => (
              <li key={k.id}>
                <label
                  data-testid="keyword-item"
                  data-id={k.id}
                  data-representative={k.representative || undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-slate-50',
                    selected === k.id && 'bg-brand-50/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-keyword`}
                    checked={selected === k.id}
                    onChange={() => setSelected(k.id)}
                    className="accent-brand-600"
                  />
                  {k.representative && <RepresentativeBadge label={t.representative} />}
                  <span className="min-w-0 flex-1 truncate text-slate-800">{k.keyword}</span>
                  <span className="shrink-0">
                    <CurrentRank keyword={k} source={source} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p
        id={noticeId}
        role={shown?.tone === 'error' ? 'alert' : 'status'}
        data-testid="keyword-notice"
        className={cn(
          'mt-2 min-h-5 text-[13px] font-medium',
          shown?.tone === 'error' ? 'text-red-600' : 'text-brand-700',
        )}
      >
        {shown?.text}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" data-testid="keyword-delete" onClick={askDelete} loading={remove.isPending}>
          {t.delete}
        </Button>
        <Button
          variant="secondary"
          data-testid="keyword-representative"
          onClick={askRepresentative}
          loading={represent.isPending}
        >
          {t.setRepresentative}
        </Button>
      </div>
      {confirmRepresentative && (
        <ConfirmDialog
          open={confirming === 'representative'}
          onOpenChange={closeConfirm}
          title={confirmRepresentative.title}
          text={chosen ? confirmRepresentative.text(chosen.keyword) : ''}
          confirmLabel={confirmRepresentative.confirmLabel}
          tone="primary"
          loading={represent.isPending}
          onConfirm={() => (chosen ? setRepresentative(chosen) : setConfirming(null))}
        />
      )}
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={closeConfirm}
        title={t.deleteKeywordTitle}
        text={chosen ? t.deleteKeywordText(chosen.keyword) : ''}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Dialog>
  );
}
